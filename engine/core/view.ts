/**
 * What one seat may see of the table. Hidden cards appear only as positional references
 * (`<zoneKey>#<index>`), never with their ids, so a view never leaks identity or deck order.
 */
import type { Card, GameId } from '../cards/model';
import { parseZoneKey, zoneDef, type GameLayout } from './layout';
import { canSee } from './visibility';
import type { CutState } from './module';
import { idText } from './ids';
import { cardName, message, type Message } from '../i18n/message';
import { stateMessage } from './log';
import type {
  CardId,
  Decision,
  DecisionOption,
  Dummy,
  GameState,
  LogMessage,
  Mode,
  Seat,
  TableValue,
  Turn,
} from './types';

export interface ViewCard {
  /** Use this in intents: the instance id when visible, else `<zoneKey>#<index>`. */
  ref: string;
  /** The printed card, or null when the viewer may not see it. */
  card: Card | null;
  owner: Seat;
  faceUp: boolean;
  turned: boolean;
  counters: Record<string, number>;
  attachedTo: string | null;
}

export interface ViewZone {
  key: string;
  seat: Seat;
  zone: string;
  label: string;
  kind: 'pile' | 'area' | 'hand';
  count: number;
  cards: ViewCard[];
}

/** A card an entry of the Cut mentions: its name only when the viewer may see it. */
export interface ViewCutCard {
  ref: string;
  name: string | null;
  /** Its Japanese name, where the card has one (shown to Japanese readers). */
  name_ja?: string;
  /** A card of a type the game draws on the chain while it resolves (`GameLayout.onChain`): the table shows it with its entry. */
  onChain?: true;
}

export interface ViewCutEntry {
  id: string;
  label: string;
  /** `label` and `effect` as messages for the viewer (absent where the game writes English only). */
  labelMessage?: Message;
  effectMessage?: Message;
  controller: Seat;
  source: ViewCutCard | null;
  targets: ViewCutCard[];
  /** What resolving it will do, in plain words (withheld when it would name a hidden card). */
  effect: string;
}

/** The Cut / Effect Chain, bottom first: the last entry resolves first. */
export interface ViewCut {
  entries: ViewCutEntry[];
  priority: Seat | null;
  free: boolean;
}

/** A decision's option; the cards it names by id, as the app spells ids. */
/** A decision's option as a seat sees it: its cards by their text ids, its messages told for the viewer. */
export type ViewOption = Omit<DecisionOption, 'cards' | 'msg' | 'group'> & {
  /** The label as a message for the viewer (absent where the game writes English only). */
  message?: Message;
  cards?: string[];
  group?: { id: string; label: string; message?: Message };
};

/** The decision waiting for an answer, as one seat may see it. */
export interface ViewDecision {
  id: string;
  seat: Seat;
  kind: string;
  prompt: string;
  /** The prompt as a message for the viewer: cards they cannot see are "a card". */
  message?: Message;
  /** Null for a secret decision that is not the viewer's. */
  options: ViewOption[] | null;
  min: number;
  max: number;
  secret?: boolean;
}

export interface TableView {
  game: GameId;
  mode: Mode;
  viewer: Seat;
  seats: 1 | 2;
  players: string[];
  turn: Turn;
  values: Record<string, TableValue>;
  zones: Record<string, ViewZone>;
  /** The decision waiting for an answer; its options are hidden unless it is the viewer's. */
  pending: ViewDecision | null;
  winner: Seat | 'draw' | null;
  /** Rules mode: the Cut and who holds priority; null when the game keeps none (manual mode). */
  cut: ViewCut | null;
  /** Goldfish in rules mode: the dummy opponent and its kill clock (public: counts only). */
  dummy: Dummy | null;
}

function cutCard(state: GameState, layout: GameLayout, id: CardId, viewer: Seat): ViewCutCard & { hidden: boolean } {
  const c = state.cards[id];
  if (!c) return { ref: idText(id), name: null, hidden: true };
  if (canSee(layout, c, viewer)) {
    const printed = state.catalog[c.key];
    const seen: ViewCutCard & { hidden: boolean } = { ref: idText(id), name: printed?.name ?? c.key, hidden: false };
    if (printed?.name_ja) seen.name_ja = printed.name_ja;
    if (printed && layout.onChain?.includes(printed.type)) seen.onChain = true;
    return seen;
  }
  return { ref: `${c.zone}#${state.zones[c.zone].indexOf(id)}`, name: null, hidden: true };
}

/**
 * The Cut as the viewer may see it. An entry whose source or a target is hidden from the
 * viewer keeps only positional refs: its label and effect text are the game's words and may
 * name those cards, so they are replaced.
 */
export function cutFor(state: GameState, layout: GameLayout, cut: CutState, viewer: Seat): ViewCut {
  return {
    priority: cut.priority,
    free: cut.free,
    entries: cut.entries.map((e) => {
      const source = e.source === null ? null : cutCard(state, layout, e.source, viewer);
      const targets = e.targets.map((t) => cutCard(state, layout, t, viewer));
      const hidden = (source?.hidden ?? false) || targets.some((t) => t.hidden);
      const strip = ({ hidden: _, ...c }: ViewCutCard & { hidden: boolean }): ViewCutCard => c;
      const entry: ViewCutEntry = {
        id: e.id,
        label: hidden ? (source?.name ?? 'An effect') + (source?.name ? '' : ' of a hidden card') : e.label,
        controller: e.controller,
        source: source && strip(source),
        targets: targets.map(strip),
        effect: hidden ? 'It involves a card hidden from you; you will see what it did when it resolves.' : e.effect,
      };
      const tell = (msg: LogMessage) => stateMessage(msg, e.refs, state, layout, viewer);
      if (hidden) {
        entry.labelMessage =
          e.source !== null && source?.name ? cardLabel(state, e.source) : message('log:cut.hiddenEffect');
        entry.effectMessage = message('log:cut.hidden');
      } else {
        if (e.labelMsg) entry.labelMessage = tell(e.labelMsg);
        if (e.effectMsg) entry.effectMessage = tell(e.effectMsg);
      }
      return entry;
    }),
  };
}

/** A card's name as a message (the Cut's label for an entry whose other cards are hidden). */
function cardLabel(state: GameState, id: CardId): Message {
  const c = state.cards[id];
  const printed = c && state.catalog[c.key];
  return message('log:cut.card', { card: printed ? cardName(printed) : (c?.key ?? '') });
}

/** The pending decision as `viewer` may see it: a secret one's options only to its own seat. */
function decisionFor(state: GameState, layout: GameLayout, p: Decision, viewer: Seat): ViewDecision {
  const tell = (msg: LogMessage) => stateMessage(msg, p.refs, state, layout, viewer);
  const open = p.seat === viewer || !p.secret;
  const view: ViewDecision = {
    id: p.id,
    seat: p.seat,
    kind: p.kind,
    prompt: p.prompt,
    options: open
      ? p.options.map((o) => {
          const out: ViewOption = { id: o.id, label: o.label };
          if (o.msg) out.message = tell(o.msg);
          if (o.cards) out.cards = o.cards.map(idText);
          if (o.group) {
            const { msg, ...group } = o.group;
            out.group = msg ? { ...group, message: tell(msg) } : group;
          }
          if (o.choice) out.choice = o.choice;
          return out;
        })
      : null,
    min: p.min,
    max: p.max,
  };
  if (p.msg) view.message = tell(p.msg);
  if (p.secret !== undefined) view.secret = p.secret;
  return view;
}

/** `cut` is the game module's Cut (`GameModule.cut`), masked here for the viewer. */
export function viewFor(state: GameState, layout: GameLayout, viewer: Seat, cut: CutState | null = null): TableView {
  const zones: Record<string, ViewZone> = {};
  for (const [key, ids] of Object.entries(state.zones)) {
    const parsed = parseZoneKey(key)!;
    const def = zoneDef(layout, parsed.zone)!;
    zones[key] = {
      key,
      seat: parsed.seat,
      zone: parsed.zone,
      label: def.label,
      kind: def.kind,
      count: ids.length,
      cards: ids.map((id, index) => {
        const c = state.cards[id];
        const seen = canSee(layout, c, viewer);
        return {
          ref: seen ? idText(id) : `${key}#${index}`,
          card: seen ? (state.catalog[c.key] ?? null) : null,
          owner: c.owner,
          faceUp: c.faceUp,
          turned: c.turned,
          counters: c.counters,
          attachedTo: c.attachedTo === null ? null : idText(c.attachedTo),
        };
      }),
    };
  }
  const pending = state.pending && decisionFor(state, layout, state.pending, viewer);
  return {
    game: state.game,
    mode: state.mode,
    viewer,
    seats: state.seats,
    players: state.players,
    turn: state.turn,
    values: state.values,
    zones,
    pending,
    winner: state.winner,
    cut: cut && cutFor(state, layout, cut, viewer),
    dummy: state.dummy ?? null,
  };
}
