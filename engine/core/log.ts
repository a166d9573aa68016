/** Turns events into plain-words log lines for one viewer, naming only cards they could see. */
import type { GameEvent, Seat } from './types';

export function renderEvent(event: GameEvent, players: string[], viewer: Seat | null): string {
  return event.text
    .replace(/\{p([01])\}/g, (_, s: string) => players[Number(s)] ?? `Player ${Number(s) + 1}`)
    .replace(/\{(\d+)\}/g, (_, i: string) => {
      const ref = event.refs[Number(i)];
      if (!ref) return 'a card';
      const seen = viewer === null ? ref.shownTo.length === players.length : ref.shownTo.includes(viewer);
      return seen ? ref.name : 'a card';
    });
}
