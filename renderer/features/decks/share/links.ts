/**
 * `sortie://deck/` links the desktop app is asked to open: the app shell takes them from the
 * platform bridge (whatever place is showing), goes to Decks, and the Open deck code dialog
 * there opens with the link in it.
 */
import { useEffect, useState } from 'react';
import { platform } from '../../../platform';

let waiting: string | undefined;
const listeners = new Set<(link: string) => void>();

/** In the app shell: every link goes to Decks (`showDecks`) and waits for the dialog. */
export function useDeckLinks(showDecks: () => void): void {
  useEffect(
    () =>
      platform.onOpenLink?.((link) => {
        waiting = link;
        showDecks();
        for (const listener of listeners) listener(link);
      }),
    [showDecks],
  );
}

/** The link waiting to be opened, if any; taken by the one who shows it. */
export function useWaitingLink(): [string | undefined, () => void] {
  const [link, setLink] = useState(waiting);
  useEffect(() => {
    listeners.add(setLink);
    return () => void listeners.delete(setLink);
  }, []);
  return [
    link,
    () => {
      waiting = undefined;
      setLink(undefined);
    },
  ];
}
