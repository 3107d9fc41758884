import { useEffect, useRef } from 'react';
import { usePublicSettings } from '../../shared/settings/public-settings.query';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Calls onIdle after the idle interval without mouse, keyboard, scroll or touch. Spec 1 §9: the interval is the
 * server's IDLE_TIMEOUT_SECONDS (300 s in production, 3600 s elsewhere), read from publicSettings, so the console
 * and the server end a session at the same time.
 */
export function useIdleLogout(onIdle: () => void): void {
  const idleTimeoutMs = usePublicSettings().sessionIdleTimeoutSeconds * 1000;
  // The latest callback, read when the timer fires, so a re-render does not restart the clock.
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    const fire = () => onIdleRef.current();
    let timer = window.setTimeout(fire, idleTimeoutMs);
    const onActivity = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fire, idleTimeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [idleTimeoutMs]);
}
