import { useCallback, useState } from 'react';

/**
 * A note being typed is kept in local storage until it is submitted, so a reload or an expired session (which
 * clears session storage) never loses it. One draft per officer and application.
 */
export function useNoteDraft(key: string) {
  const storageKey = `noteDraft:${key}`;
  const [draft, setDraft] = useState(() => localStorage.getItem(storageKey) ?? '');
  const save = useCallback(
    (html: string) => {
      setDraft(html);
      localStorage.setItem(storageKey, html);
    },
    [storageKey],
  );
  const clear = useCallback(() => {
    setDraft('');
    localStorage.removeItem(storageKey);
  }, [storageKey]);
  return { draft, save, clear };
}
