/**
 * Turns the engine worker's per-seat view into what the table draws: attached cards
 * folded under their hosts, values grouped by seat, printed cards gathered by key.
 * Only what the engine let this seat see can reach the DOM, because only this reaches it.
 */
import { cardKey, type Card } from '../../../../engine/cards/model';
import type { LogCard } from '../../../../engine/core/log';
import type { Message } from '../../../../engine/i18n/message';
import type { TableView as EngineView } from '../../../../engine/core/view';
import type { ChainEntry, PlayMode, Seat, TableCard, TableView, TableZone } from '../table/model';

export interface SessionExtras {
  mode: PlayMode;
  log: string[];
  /** Per log line, the cards it names for this seat. */
  logCards: LogCard[][];
  /** Per log line, the line as a message for the interface language (null: English only). */
  logMessages: (Message | null)[];
  canUndo: boolean;
  canRedo: boolean;
  chain?: ChainEntry[];
  phaseLabel?: string;
  goal?: number;
}

/**
 * A chain entry's card that the game draws on the chain (the engine marks it: `ViewCutCard.onChain`):
 * taken out of the zone it waits in (which counts one card fewer) and returned for the entry to show.
 */
function liftOntoChain(zones: TableZone[], ref: string): TableCard | undefined {
  for (const zone of zones) {
    const at = zone.cards.findIndex((c) => c.id === ref);
    if (at < 0) continue;
    const [card] = zone.cards.splice(at, 1);
    zone.count -= 1;
    return card;
  }
  return undefined;
}

export function adaptView(view: EngineView, extras: SessionExtras): TableView {
  const catalog: Record<string, Card> = {};
  const zones: TableZone[] = [];
  for (const z of Object.values(view.zones)) {
    const cards: TableCard[] = [];
    // Each card's Set group: the card at the bottom of it. A card Set on a Set card (Gundam War
    // Set/Character, Set/G) joins the group of the card under it, which is drawn as one stack
    // (ch. 17: a Set Group counts as one card); nested, it would not be drawn at all.
    const groupOf = new Map<string, TableCard>();
    z.cards.forEach((c, index) => {
      const key = c.card ? cardKey(c.card) : undefined;
      if (c.card && key) catalog[key] = c.card;
      const card: TableCard = {
        id: c.ref,
        cardKey: key,
        faceUp: c.faceUp,
        turned: c.turned,
        counters: c.counters,
        attached: [],
        owner: c.owner,
        index,
      };
      const host = c.attachedTo ? groupOf.get(c.attachedTo) : undefined;
      groupOf.set(c.ref, host ?? card);
      if (host) host.attached.push(card);
      else cards.push(card);
    });
    zones.push({ zone: z.zone, seat: z.seat, cards, count: z.count });
  }
  const values: Record<Seat, Record<string, number>> = { 0: {}, 1: {} };
  for (const [key, value] of Object.entries(view.values)) {
    const seat = Number(key[0]) as Seat;
    if (typeof value === 'number' && (seat === 0 || seat === 1)) values[seat][key.slice(2)] = value;
  }
  const p = view.pending;
  const chain =
    extras.chain ??
    (view.cut?.entries ?? []).map((e) => ({
      id: e.id,
      label: e.label,
      effect: e.effect,
      labelMessage: e.labelMessage,
      effectMessage: e.effectMessage,
      seat: e.controller,
      targets: e.targets.map((t) =>
        t.name === null ? null : t.name_ja ? { name: t.name, name_ja: t.name_ja } : { name: t.name },
      ),
      card: e.source?.onChain ? liftOntoChain(zones, e.source.ref) : undefined,
    }));
  return {
    game: view.game,
    mode: extras.mode,
    viewer: view.viewer,
    seats: view.seats === 2 ? [0, 1] : [0],
    active: view.turn.active,
    turn: view.turn.number,
    phase: view.turn.phase,
    step: view.turn.step || undefined,
    zones,
    values,
    chain,
    priority: view.cut?.priority ?? undefined,
    free: view.cut?.free,
    pending: p
      ? {
          seat: p.seat,
          kind: p.kind,
          prompt: p.prompt,
          message: p.message,
          options: (p.options ?? []).map((o) => ({
            id: o.id,
            label: o.label,
            message: o.message,
            cards: o.cards,
            group: o.group,
            choice: o.choice,
          })),
          pick: { min: p.min, max: p.max },
        }
      : null,
    winner: view.winner === 'draw' ? null : view.winner,
    over: view.winner !== null,
    log: extras.log,
    logCards: extras.logCards,
    logMessages: extras.logMessages,
    canUndo: extras.canUndo,
    canRedo: extras.canRedo,
    goal: extras.goal,
    dummy: view.dummy ?? undefined,
    catalog,
    players: view.players,
  };
}
