import { useCallback, useEffect, useState } from 'react';
import { placeFromHash, type PlaceId } from './routes';

/** Hash routing: works the same from app:// and http:// and survives reloads. */
export function useHashRoute(): [PlaceId, (place: PlaceId) => void] {
  const [place, setPlace] = useState<PlaceId>(() => placeFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setPlace(placeFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const go = useCallback((next: PlaceId) => {
    if (placeFromHash(window.location.hash) !== next) window.location.hash = `#/${next}`;
    setPlace(next);
  }, []);
  return [place, go];
}
