import { useSyncExternalStore } from 'react';

/** GIGW 3.0 text resize: three steps of the root font size; Mantine sizes in rem, so the whole console follows. */
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export type TTextSize = (typeof TEXT_SIZES)[number];

const ROOT_FONT_SIZES: Record<TTextSize, string> = { small: '87.5%', normal: '100%', large: '125%' };
const STORAGE_KEY = 'anumati.textSize';

const listeners = new Set<() => void>();
let current: TTextSize = readStoredTextSize();

function isTextSize(value: unknown): value is TTextSize {
  return TEXT_SIZES.includes(value as TTextSize);
}

function readStoredTextSize(): TTextSize {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal';
  }
}

/** Sets the root font size to the officer's last choice in this browser (called by every frame of the console). */
export function applyTextSize(size: TTextSize = current): void {
  document.documentElement.style.fontSize = ROOT_FONT_SIZES[size];
}

export function setTextSize(size: TTextSize): void {
  current = size;
  applyTextSize(size);
  try {
    localStorage.setItem(STORAGE_KEY, size);
  } catch {
    // Private browsing without storage: the size lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text size now; every control showing it re-renders when it changes. */
export function useTextSize(): TTextSize {
  return useSyncExternalStore(subscribe, () => current);
}
