/** Turns events into plain-words log lines for one viewer, naming only cards they could see. */
import type { EventRef, GameEvent, Seat } from './types';

/** A card a log line names, as the viewer saw it: its name in the line and its printed card's key. */
export interface LogCard {
  name: string;
  key: string;
}

function seenBy(ref: EventRef, players: string[], viewer: Seat | null): boolean {
  return viewer === null ? ref.shownTo.length === players.length : ref.shownTo.includes(viewer);
}

export function renderEvent(event: GameEvent, players: string[], viewer: Seat | null): string {
  return event.text
    .replace(/\{p([01])\}/g, (_, s: string) => players[Number(s)] ?? `Player ${Number(s) + 1}`)
    .replace(/\{(\d+)\}/g, (_, i: string) => {
      const ref = event.refs[Number(i)];
      return ref && seenBy(ref, players, viewer) ? ref.name : 'a card';
    });
}

/** The cards `renderEvent`'s line names for this viewer (those it calls "a card" are left out). */
export function cardsNamed(event: GameEvent, players: string[], viewer: Seat | null): LogCard[] {
  const out: LogCard[] = [];
  for (const ref of event.refs) if (ref.key && seenBy(ref, players, viewer) && !out.some((c) => c.key === ref.key)) out.push({ name: ref.name, key: ref.key });
  return out;
}
