import { useEffect, useState } from 'react';

/** What the phone says while the plot map is open: looking, a position (its claim), or why there is none. */
export type TWatchedPosition =
  | { state: 'LOOKING' }
  | { state: 'FOUND'; latitude: number; longitude: number; accuracyMetres: number; at: number }
  | { state: 'NONE'; reason: 'DENIED' | 'UNAVAILABLE' | 'NO_GEOLOCATION' };

/**
 * The phone's position as it moves, for as long as the component using it is on screen (the plot map open):
 * Geolocation's watchPosition, stopped when the map closes so the GPS does not drain the battery. A later error
 * after a position keeps the position.
 */
export function useWatchedPosition(): TWatchedPosition {
  const [watched, setWatched] = useState<TWatchedPosition>(() =>
    'geolocation' in navigator ? { state: 'LOOKING' } : { state: 'NONE', reason: 'NO_GEOLOCATION' },
  );
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    const id = navigator.geolocation.watchPosition(
      (position) =>
        setWatched({
          state: 'FOUND',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMetres: position.coords.accuracy,
          at: position.timestamp || Date.now(),
        }),
      (error) =>
        setWatched((current) =>
          current.state === 'FOUND'
            ? current
            : { state: 'NONE', reason: error.code === error.PERMISSION_DENIED ? 'DENIED' : 'UNAVAILABLE' },
        ),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, []);
  return watched;
}
