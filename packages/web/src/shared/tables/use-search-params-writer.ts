import { useLocation, useSearchParams } from 'react-router';
import type { TPageNavigation } from './use-page-in-range';

/**
 * The last query written over each drawn location, shared by every writer drawn at it: a screen's list controller
 * and its filter bar write the same address. Keyed by the router's location object, which stays the same object
 * while its address is drawn and is a new one once another is drawn (going back to an address included), so an
 * entry is done with as soon as its location is.
 */
const writtenOver = new WeakMap<object, URLSearchParams>();

/**
 * The address's query, and a writer that builds each change on the latest one. The router draws a navigation as a
 * transition: until it is drawn, a render still shows the address before it, and a second change made meanwhile (a
 * search typed right after a tab click, on a busy machine) was built on that old address and undid the first. So a
 * change builds on the last query written over the address shown, by this screen's writers, if any.
 * `isWriting`: whether a change written is not drawn yet (what the officer just did wins over what the screen
 * would choose by itself).
 */
export function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const write = (build: (latest: URLSearchParams) => URLSearchParams, how?: TPageNavigation) => {
    const query = build(new URLSearchParams(writtenOver.get(location) ?? params));
    writtenOver.set(location, query);
    setParams(query, how);
  };
  const isWriting = () => {
    const written = writtenOver.get(location);
    return written !== undefined && written.toString() !== params.toString();
  };
  return { params, write, isWriting };
}
