import { useCallback, useEffect, useRef, useState } from 'react';
import { useNoteDraftQuery, useSaveNoteDraftMutation, writeNoteDraft } from './api/note-draft.query';

/** How long typing pauses before the draft is written to the server. */
const SAVE_DELAY_MS = 800;

/**
 * A note being typed is kept on the server, per officer and application (issue 13), until it is submitted: a
 * reload or an expired session never loses it, and nothing of it stays in the browser after sign-out. Writes wait
 * for a pause in typing; a pending write is sent when the editor closes, and when the page goes away (a reload,
 * a closed tab) as a request that outlives the page.
 */
export function useNoteDraft(applicationId: string) {
  const stored = useNoteDraftQuery(applicationId);
  const { mutate: write } = useSaveNoteDraftMutation();
  const [draft, setDraft] = useState('');
  const [hasTyped, setHasTyped] = useState(false);
  const pending = useRef<{ timer: number; comment: string } | null>(null);

  const flush = useCallback(() => {
    if (!pending.current) return;
    window.clearTimeout(pending.current.timer);
    write({ applicationId, comment: pending.current.comment });
    pending.current = null;
  }, [applicationId, write]);

  useEffect(() => flush, [flush]);

  useEffect(() => {
    const sendBeforeLeaving = () => {
      if (!pending.current) return;
      window.clearTimeout(pending.current.timer);
      void writeNoteDraft({ applicationId, comment: pending.current.comment }, { keepalive: true }).catch(() => {});
      pending.current = null;
    };
    window.addEventListener('pagehide', sendBeforeLeaving);
    return () => window.removeEventListener('pagehide', sendBeforeLeaving);
  }, [applicationId]);

  const save = useCallback(
    (html: string) => {
      setHasTyped(true);
      setDraft(html);
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = { comment: html, timer: window.setTimeout(flush, SAVE_DELAY_MS) };
    },
    [flush],
  );
  const clear = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
    setHasTyped(true);
    setDraft('');
    write({ applicationId, comment: '' });
  }, [applicationId, write]);

  // Until the officer types, the draft is the server's.
  const current = hasTyped ? draft : (stored.data ?? '');
  return { draft: current, isLoaded: stored.isSuccess || stored.isError, save, clear };
}
