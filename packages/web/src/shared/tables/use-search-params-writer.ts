import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TPageNavigation } from './use-page-in-range';

/**
 * The address's query, and a writer that builds each change on the latest one. The router draws a navigation as a
 * transition: until it is drawn, a render still shows the address before it, and a second change made meanwhile (a
 * search typed right after a tab click, on a busy machine) was built on that old address and undid the first. So a
 * change builds on the last query written for as long as the address shown is still the one it was written over.
 * `isWriting`: whether a change written is not drawn yet (what the officer just did wins over what the screen
 * would choose by itself).
 */
export function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const written = useRef<{ over: string; query: URLSearchParams } | null>(null);
  const shown = params.toString();
  // Once another address is drawn (the change itself, back, a link), the change written is done with: going back
  // to the very address it was written over must not build on it again.
  useEffect(() => {
    if (written.current && written.current.over !== shown) written.current = null;
  }, [shown]);
  const write = (build: (latest: URLSearchParams) => URLSearchParams, how?: TPageNavigation) => {
    const latest = written.current?.over === shown ? written.current.query : params;
    const query = build(new URLSearchParams(latest));
    written.current = { over: shown, query };
    setParams(query, how);
  };
  const isWriting = () => written.current?.over === shown && written.current.query.toString() !== shown;
  return { params, write, isWriting };
}
