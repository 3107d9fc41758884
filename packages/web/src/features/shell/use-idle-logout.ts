import { DEFAULT_IDLE_TIMEOUT_SECONDS } from '@anumati/domain';
import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

/** Spec 1 §9: idle logout (3600 s in the base configuration; set VITE_IDLE_TIMEOUT_SECONDS=300 in production). */
export const IDLE_TIMEOUT_SECONDS = Number(import.meta.env.VITE_IDLE_TIMEOUT_SECONDS ?? DEFAULT_IDLE_TIMEOUT_SECONDS);

/** Calls onIdle after the idle interval without mouse, keyboard, scroll or touch. */
export function useIdleLogout(onIdle: () => void): void {
  // The latest callback, read when the timer fires, so a re-render does not restart the clock.
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    const fire = () => onIdleRef.current();
    let timer = window.setTimeout(fire, IDLE_TIMEOUT_SECONDS * 1000);
    const onActivity = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fire, IDLE_TIMEOUT_SECONDS * 1000);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, []);
}
