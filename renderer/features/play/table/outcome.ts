/**
 * Who has won. A rules-assisted game is judged by the engine; a manual table is judged here
 * from what is on the mat, so a game played by hand still ends: a tracked value reaching its
 * winning mark (6 War Experience) or a seat's deck running out.
 */
import { DUMMY_PILE } from '../../../../engine/core/dummy';
import { i18n } from '../../../i18n';
import { valueLabel } from '../panels/stepNames';
import { seatValues, zoneLabel, type GameLayout } from './layouts';
import { zoneOf, type Seat, type TableView } from './model';

const CONCEDES = 'log:concede.concedes';

export interface Outcome {
  winner: Seat | null;
  reason: string;
}

/** The rules a table's win conditions cite (layouts.ts), in the interface language. */
const CITATIONS: Record<string, string> = {
  'Gundam War basic rules 1': 'gundamWarBasic1',
  'M.S. War 2.1, Winning A': 'msWarWinningA',
  'M.S. War 2.1, Winning C': 'msWarWinningC',
  'the goldfish goal you set': 'goal',
};

function cited(rule: string): string {
  const key = CITATIONS[rule];
  return key ? i18n.t(`playflow:citation.${key}` as never) : rule;
}

export function tableOutcome(view: TableView, layout: GameLayout): Outcome | null {
  const name = (s: Seat) => view.players[s] ?? i18n.t('playflow:player', { n: s + 1 });
  const dummy = view.dummy;
  if (view.over && dummy && view.winner === 0 && dummy.endedOn !== null) {
    // Goldfish against the dummy: the kill clock's answer (engine/core/dummy.ts).
    const player = name(0);
    const reason =
      dummy.left === 0
        ? i18n.t('play:dummy.wonReason', {
            player,
            turn: dummy.endedOn,
            pile: zoneLabel(view.game, DUMMY_PILE[view.game]),
          })
        : i18n.t('play:dummy.wonWarExperience', { player, turn: dummy.endedOn });
    return { winner: 0, reason };
  }
  // A concession's log line stays in the log until Undo takes it back (engine/core/concede.ts).
  if (view.over && view.winner !== null && view.logMessages.some((m) => m?.key === CONCEDES))
    return {
      winner: view.winner,
      reason: i18n.t('playflow:conceded.wins', { player: name(view.winner), loser: name((1 - view.winner) as Seat) }),
    };
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
            rule: v.rule && cited(v.rule),
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
          rule: cited(layout.deckOutRule),
        }),
      };
    }
  }
  return null;
}
