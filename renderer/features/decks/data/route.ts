/** The deck part of the hash route: `#/decks` is the list, `#/decks/<id>` an open deck. */
import { useEffect, useState } from 'react';

export function deckIdFromHash(hash: string): string | undefined {
  const match = /^#\/?decks\/([^/?]+)/.exec(hash);
  return match ? decodeURIComponent(match[1]) : undefined;
}

export function openDeck(id: string | undefined): void {
  window.location.hash = id ? `#/decks/${encodeURIComponent(id)}` : '#/decks';
}

export function useOpenDeckId(): string | undefined {
  const [id, setId] = useState(() => deckIdFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setId(deckIdFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return id;
}
