import type { TDevicePosition } from './offline-db';

/** How long the phone may look for its position (a cold GPS fix under open sky takes seconds). */
const POSITION_TIMEOUT_MS = 20_000;

/**
 * Where the phone says it is, with the accuracy it reports, at this instant. No position (refused, none found in
 * time, no Geolocation) is recorded as such: the server flags a photo without one, never drops it.
 */
export function currentPosition(): Promise<TDevicePosition> {
  const capturedAt = new Date().toISOString();
  const none: TDevicePosition = { latitude: null, longitude: null, accuracyMetres: null, capturedAt };
  if (!('geolocation' in navigator)) return Promise.resolve(none);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMetres: position.coords.accuracy,
          capturedAt: new Date(position.timestamp || Date.now()).toISOString(),
        }),
      () => resolve(none),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
