/**
 * Tables as they go over the wire. Each client gets its own seat's view from the engine
 * (`viewFor`, which already hides what that seat may not see), with every printed card taken
 * out and sent once by key, and after each step only a JSON patch against the table it had.
 * A spectator gets the public table: what both seats can see.
 */
import fastJsonPatch from 'fast-json-patch';
import type { Card } from '../engine/cards/model';
import { cardKey } from '../engine/cards/model';
import { withTextIds } from '../engine/core/ids';
import type { GameModule } from '../engine/core/module';
import type { GameState, Seat } from '../engine/core/types';
import { viewFor, type TableView, type ViewCutEntry } from '../engine/core/view';
import type { Session } from '../engine/core/session';
import type { Intent } from '../engine/core/types';
import { stepEntry } from './history';
import type { ServerMessages, WireTable, WireZone } from './protocol';

/** What one client was last sent: its table, and the printed cards it has been given. */
export interface Sent {
  table: WireTable | null;
  cards: Set<string>;
  /** History entries sent so far (step 0 is the setup). */
  log: number;
}

export const freshSent = (): Sent => ({ table: null, cards: new Set(), log: 0 });

function engineView(module: GameModule, state: GameState, seat: Seat): TableView {
  const cut = state.mode === 'rules' && module.cut ? module.cut(state) : null;
  return viewFor(state, module.layout, seat, cut);
}

/** The view with printed cards replaced by keys; `cards` collects the printed cards seen. */
function strip(view: TableView, cards: Map<string, Card>): WireTable['view'] {
  const zones: Record<string, WireZone> = {};
  for (const [key, zone] of Object.entries(view.zones)) {
    zones[key] = {
      ...zone,
      cards: zone.cards.map(({ card, ...rest }) => {
        if (!card) return { ...rest, key: null };
        const k = cardKey(card);
        cards.set(k, card);
        return { ...rest, key: k };
      }),
    };
  }
  return { ...view, zones };
}

const HIDDEN_ENTRY = (e: ViewCutEntry): ViewCutEntry => ({
  id: e.id,
  label: 'An effect of a hidden card',
  labelMessage: { key: 'log:cut.hiddenEffect' },
  controller: e.controller,
  source: null,
  targets: [],
  effect: 'It involves a card hidden from you; you will see what it did when it resolves.',
  effectMessage: { key: 'log:cut.hidden' },
});

/**
 * The public table: a card shows only where both seats' views show it, a Cut entry only where
 * both read it alike, and a decision by who must make it, without its options or prompt (a
 * prompt told for one seat may name a card in that seat's hand). `hands`: both players let
 * spectators see their hands, so each hand is as its own seat sees it (piles stay positions).
 */
export function publicView(a: TableView, b: TableView, hands = false): TableView {
  const zones: TableView['zones'] = {};
  for (const [key, za] of Object.entries(a.zones)) {
    const zb = b.zones[key];
    if (hands && za.kind === 'hand' && zb) {
      zones[key] = za.seat === 0 ? za : zb;
      continue;
    }
    zones[key] = {
      ...za,
      cards: za.cards.map((c, i) =>
        c.card && zb?.cards[i]?.card && zb.cards[i].ref === c.ref ? c : { ...c, ref: `${key}#${i}`, card: null },
      ),
    };
  }
  const cut = a.cut && {
    ...a.cut,
    entries: a.cut.entries.map((e, i) => {
      const other = b.cut?.entries[i];
      return other && JSON.stringify(other) === JSON.stringify(e) ? e : HIDDEN_ENTRY(e);
    }),
  };
  const p = a.pending;
  const pending = p && { id: p.id, seat: p.seat, kind: p.kind, prompt: '', options: null, min: p.min, max: p.max };
  return { ...a, zones, cut, pending };
}

/**
 * The table `seat` (null: a spectator) may see now, and the printed cards on it; `hands`: a
 * spectator is let see both hands.
 */
export function tableFor(
  module: GameModule,
  state: GameState,
  seat: Seat | null,
  hands = false,
): { table: WireTable; cards: Map<string, Card> } {
  const cards = new Map<string, Card>();
  const view =
    seat === null
      ? publicView(engineView(module, state, 0), engineView(module, state, 1), hands)
      : engineView(module, state, seat);
  const legal =
    seat === null || state.mode !== 'rules' || state.winner !== null
      ? []
      : module.legalIntents(state, seat).map(withTextIds);
  // A JSON round trip drops `undefined` fields, so the patch and the table the client builds agree.
  return { table: JSON.parse(JSON.stringify({ view: strip(view, cards), legal })), cards };
}

/** The message bringing a client from what it was sent to `table`; updates `sent`. */
export function tableMessage(
  sent: Sent,
  step: number,
  table: WireTable,
  cards: Map<string, Card>,
  log: ServerMessages['table']['log'],
): ServerMessages['table'] {
  const fresh: Record<string, Card> = {};
  for (const [k, card] of cards)
    if (!sent.cards.has(k)) {
      sent.cards.add(k);
      fresh[k] = card;
    }
  const out: ServerMessages['table'] =
    sent.table === null
      ? { step, full: table, cards: fresh, log }
      : { step, patch: fastJsonPatch.compare(sent.table, table), cards: fresh, log };
  sent.table = table;
  return out;
}

/**
 * The `table` message for a client of `seat` after step `step` (`made`: the move and its
 * events; null when it is sent its table afresh). A client that has every log entry but this
 * step's gets just it; one joining gets the whole log.
 */
export function stepMessage(
  module: GameModule,
  session: Session,
  w: { seat: Seat | null; sent: Sent },
  step: number,
  made: { intent: Intent; events: Parameters<typeof stepEntry>[2] } | null,
  hands: boolean,
): ServerMessages['table'] {
  const { table, cards } = tableFor(module, session.state, w.seat, hands);
  const log =
    made && w.sent.log === step
      ? [stepEntry(step, made.intent, made.events, session.state, w.seat)]
      : session.history(w.seat).slice(w.sent.log);
  w.sent.log = step + 1;
  return tableMessage(w.sent, step, table, cards, log);
}
