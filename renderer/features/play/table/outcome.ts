/**
 * Who has won. A rules-assisted game is judged by the engine; a manual table is judged here
 * from what is on the mat, so a game played by hand still ends: a tracked value reaching its
 * winning mark (6 War Experience) or a seat's deck running out.
 */
import { i18n } from '../../../i18n';
import { valueLabel } from '../panels/stepNames';
import { seatValues, zoneLabel, type GameLayout } from './layouts';
import { zoneOf, type Seat, type TableView } from './model';

export interface Outcome {
  winner: Seat | null;
  reason: string;
}

export function tableOutcome(view: TableView, layout: GameLayout): Outcome | null {
  const name = (s: Seat) => view.players[s] ?? i18n.t('playflow:player', { n: s + 1 });
  if (view.over)
    return {
      winner: view.winner,
      reason:
        view.winner === null
          ? i18n.t('playflow:outcome.draw')
          : i18n.t('playflow:outcome.wins', { player: name(view.winner) }),
    };
  for (const seat of view.seats) {
    for (const v of seatValues(layout, view.mode, view.goal)) {
      const value = view.values[seat]?.[v.key] ?? 0;
      if (v.winsAt !== undefined && value >= v.winsAt)
        return {
          winner: seat,
          reason: i18n.t('playflow:outcome.winsWith', {
            player: name(seat),
            value,
            track: valueLabel(view.game, v.key, v.label),
            rule: v.rule,
          }),
        };
    }
  }
  const library = layout.zones.find((z) => z.library)!;
  for (const seat of view.seats) {
    if (zoneOf(view, seat, library.zone).count === 0) {
      const other = view.seats.find((s) => s !== seat) ?? null;
      return {
        winner: other,
        reason: i18n.t('playflow:outcome.deckOut', {
          player: name(seat),
          zone: zoneLabel(view.game, library.zone),
          rule: layout.deckOutRule,
        }),
      };
    }
  }
  return null;
}
