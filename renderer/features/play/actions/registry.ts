/**
 * The one list of table actions. The context menu, the keyboard shortcuts, the `?`
 * help overlay and the tests all read it, so a shortcut can never drift from its menu.
 * Actions only produce engine intents or open UI; they never change game state.
 */
import type { Intent, RulesIntent } from '../../../../engine/core/types';
import { seatValues, zoneLabel, type GameLayout } from '../table/layouts';
import type { Seat, TableCard, TableView, TableZone } from '../table/model';
import { describeRule, intentsFor } from '../table/ruleMoves';
import type { StopKind } from '../session/stops';
import { valueLabel, zoneLabel as toldZone } from '../panels/stepNames';
import { i18n } from '../../../i18n';

export interface TableUi {
  askNumber(title: string, initial: number, min?: number): Promise<number | null>;
  peek(seat: Seat, zone: string, count: number): void;
  search(seat: Seat, zone: string): void;
  beginAttach(card: string): void;
  showHelp(): void;
  showOpenings(): void;
  showReplay(): void;
  restart(): void;
  undo(): void;
  redo(): void;
  /** A passing word to the player. */
  note(text: string): void;
  /** A card has several rules moves: the player picks one (its target, say) from a menu. */
  chooseMove(card: TableCard, moves: RulesIntent[]): void;
  /** Rules play: pass for the viewer until the game reaches the stop. */
  passUntil(kind: StopKind): void;
  /** Save the game to a file, or open one into Replay. */
  exportGame(): void;
  importGame(): void;
  endGame(): void;
  /** Asks which player concedes (hotseat) or whether to (against the computer), then concedes. */
  concede(): void;
}

export interface ActionContext {
  view: TableView;
  layout: GameLayout;
  /** The seat acting: the viewer. */
  seat: Seat;
  /** The card the action is about (focused, hovered or right-clicked). */
  target?: { card: TableCard; zone: TableZone; host?: TableCard };
  /** Sends an intent; a function is given the freshest view when its turn in the queue comes. */
  dispatch(intent: Intent | ((view: TableView) => Intent | null)): void;
  ui: TableUi;
  /** Rules-assisted: the rules intents the viewer may make now (empty on a manual table). */
  rules: boolean;
  legal: RulesIntent[];
  /** Replaying: the table takes no moves. */
  replaying?: boolean;
}

export type ActionScope = 'card' | 'table';

export interface TableAction {
  id: string;
  scope: ActionScope;
  group: string;
  /** Shortcut combos; the first is shown in menus. */
  keys: string[];
  /** Games the action belongs to (all when absent). */
  games?: GameLayout['game'][];
  /** The label; menus pass the whole context (a card's own words), the help overlay only the layout. */
  label(ctx: Pick<ActionContext, 'layout'> & Partial<ActionContext>): string;
  available(ctx: ActionContext): boolean;
  run(ctx: ActionContext): void | Promise<void>;
  /**
   * Shown as a button in the table's header (enabled when available); a function names the
   * tables that have the button at all (a goldfish table has no one to concede to, a game
   * against someone no openings to compare), so the header keeps to one line.
   */
  header?: boolean | ((ctx: ActionContext) => boolean);
}

const zoneKey = (seat: Seat, zone: string) => `${seat}:${zone}`;
const library = (layout: GameLayout) => layout.zones.find((z) => z.library)!.zone;
const discardZone = (layout: GameLayout) => layout.roles.discard;
const removedZone = (layout: GameLayout) => layout.roles.removed;
/** A zone's name in the interface language (the layout's English label when the catalog has none). */
const nameOf = (c: Pick<ActionContext, 'layout'>, zone: string) =>
  toldZone(c.layout.game, zone, zoneLabel(c.layout.game, zone));
const libraryName = (c: Pick<ActionContext, 'layout'>) => nameOf(c, library(c.layout));
/** Labels and questions in the interface language (`play:action.*`). */
const say = (key: string, params?: Record<string, string>) => i18n.t(`play:action.${key}` as never, params) as string;
/** The tracked value: with a view, only what this table tracks (a goal value only once a goal is set); labels alone name the layout's first. */
const trackValue = (ctx: Pick<ActionContext, 'layout'> & Partial<Pick<ActionContext, 'view'>>) =>
  (ctx.view ? seatValues(ctx.layout, ctx.view.mode, ctx.view.goal)[0] : ctx.layout.values[0]) ?? {
    key: 'score',
    label: 'Score',
    min: 0,
  };
const trackName = (ctx: Pick<ActionContext, 'layout'> & Partial<Pick<ActionContext, 'view'>>) => {
  const value = trackValue(ctx);
  return valueLabel(ctx.layout.game, value.key, value.label);
};
const hasTrack = (ctx: ActionContext) => seatValues(ctx.layout, ctx.view.mode, ctx.view.goal).length > 0;
/** Gundam War marks cards with coins; M.S. War cards just carry counters. */
export const counterName = (ctx: Pick<ActionContext, 'layout'>) => ctx.layout.roles.counter;

/** A card the acting seat may handle: its own, anywhere (the opponent's cards are theirs to move). */
function ownCard(ctx: ActionContext): boolean {
  return !!ctx.target && ctx.target.card.owner === ctx.seat;
}

function moveTo(zone: (layout: GameLayout) => string, position: 'top' | 'bottom', faceUp?: boolean) {
  return (ctx: ActionContext) => {
    const { card } = ctx.target!;
    ctx.dispatch({
      type: 'move',
      seat: ctx.seat,
      card: card.id,
      to: zoneKey(card.owner, zone(ctx.layout)),
      position,
      faceUp,
    });
  };
}

const notIn = (zone: (layout: GameLayout) => string) => (ctx: ActionContext) =>
  ownCard(ctx) && ctx.target!.zone.zone !== zone(ctx.layout);

/** Printed types that are played and done with (M.S. War Events, Gundam War Commands), not put on the table. */
const SPENT_TYPES = new Set(['event', 'command']);
const printedType = (ctx: Partial<ActionContext>) =>
  ctx.target?.card.cardKey ? ctx.view?.catalog[ctx.target.card.cardKey]?.type : undefined;
/** Where P puts a card on a manual table: an Event or Command is spent, anything else goes into play. */
const playZoneOf = (ctx: Pick<ActionContext, 'layout'> & Partial<ActionContext>) =>
  SPENT_TYPES.has(printedType(ctx) ?? '') ? ctx.layout.roles.spent : ctx.layout.roles.play;
/** The rules moves P or a double-click makes with a card (play it, or its other moves when it has no play). */
export const playMoves = (ctx: Partial<ActionContext>): RulesIntent[] => {
  if (!ctx.target || !ctx.legal) return [];
  const moves = intentsFor(ctx.legal, ctx.target.card.id);
  const plays = moves.filter((i) => i.type === 'play' || i.type === 'upgrade');
  return plays.length ? plays : moves;
};

function playLabel(ctx: Pick<ActionContext, 'layout'> & Partial<ActionContext>): string {
  const moves = playMoves(ctx);
  if (moves.length === 1 && ctx.view) return say('playByRules', { move: describeRule(ctx.view, moves[0]) });
  if (moves.length > 1) return say('playChoose');
  if (ctx.rules) return say('play');
  const zone = playZoneOf(ctx);
  if (zone === ctx.layout.roles.spent) return say('playSpent', { zone: nameOf(ctx, zone) });
  return say(`put.${ctx.layout.game}`, { zone: nameOf(ctx, zone) });
}

/** P and double-click: the rules' move when there is one (asking which when several), else the move by hand. */
function play(ctx: ActionContext): void {
  const moves = playMoves(ctx);
  if (moves.length === 1) return ctx.dispatch(moves[0]);
  if (moves.length > 1) return ctx.ui.chooseMove(ctx.target!.card, moves);
  moveTo(() => playZoneOf(ctx), 'bottom', true)(ctx);
}

const live = (ctx: ActionContext) => !ctx.view.over && !ctx.replaying;
/** A rules game between two players (hotseat, or against the computer): one of them may concede. */
const againstSomeone = (ctx: ActionContext) => ctx.rules && ctx.view.mode !== 'goldfish';
/** A stop is for the seat at the screen in a rules game that is still on. */
const mayStop = (ctx: ActionContext) => ctx.rules && live(ctx);

export const ACTIONS: TableAction[] = [
  // Cards
  {
    id: 'play',
    scope: 'card',
    group: 'Card',
    keys: ['P'],
    label: playLabel,
    available: (ctx) => playMoves(ctx).length > 0 || notIn(() => playZoneOf(ctx))(ctx),
    run: play,
  },
  {
    id: 'turn',
    scope: 'card',
    group: 'Card',
    keys: ['T'],
    label: (c) => say(`turn.${c.layout.game}`),
    available: ownCard,
    run: (ctx) => ctx.dispatch({ type: 'turn', seat: ctx.seat, card: ctx.target!.card.id }),
  },
  {
    id: 'flip',
    scope: 'card',
    group: 'Card',
    keys: ['F'],
    label: () => say('flip'),
    available: ownCard,
    run: (ctx) => ctx.dispatch({ type: 'flip', seat: ctx.seat, card: ctx.target!.card.id }),
  },
  {
    id: 'counter-add',
    scope: 'card',
    group: 'Card',
    keys: ['='],
    label: (c) => say(`counterAdd.${c.layout.game}`),
    available: ownCard,
    run: (ctx) =>
      ctx.dispatch({ type: 'counter', seat: ctx.seat, card: ctx.target!.card.id, name: counterName(ctx), delta: 1 }),
  },
  {
    id: 'counter-remove',
    scope: 'card',
    group: 'Card',
    keys: ['-'],
    label: (c) => say(`counterRemove.${c.layout.game}`),
    available: (ctx) => ownCard(ctx) && (ctx.target!.card.counters[counterName(ctx)] ?? 0) > 0,
    run: (ctx) =>
      ctx.dispatch({ type: 'counter', seat: ctx.seat, card: ctx.target!.card.id, name: counterName(ctx), delta: -1 }),
  },
  {
    id: 'attach',
    scope: 'card',
    group: 'Card',
    keys: ['A'],
    label: (c) => say(`attach.${c.layout.game}`),
    available: (ctx) => ownCard(ctx) && !ctx.target!.host,
    run: (ctx) => ctx.ui.beginAttach(ctx.target!.card.id),
  },
  {
    id: 'detach',
    scope: 'card',
    group: 'Card',
    keys: ['Shift+A'],
    label: (c) => say(`detach.${c.layout.game}`),
    available: (ctx) => ownCard(ctx) && !!ctx.target!.host,
    run: (ctx) => ctx.dispatch({ type: 'attach', seat: ctx.seat, card: ctx.target!.card.id, to: null }),
  },
  {
    id: 'reveal',
    scope: 'card',
    group: 'Card',
    keys: ['V'],
    label: () => say('reveal'),
    available: (ctx) => ownCard(ctx) && !!ctx.target!.card.cardKey,
    run: (ctx) => ctx.dispatch({ type: 'reveal', seat: ctx.seat, card: ctx.target!.card.id, to: 'all' }),
  },
  {
    id: 'to-hand',
    scope: 'card',
    group: 'Move',
    keys: ['H'],
    label: () => say('toHand'),
    available: notIn(() => 'hand'),
    run: moveTo(() => 'hand', 'bottom', true),
  },
  {
    id: 'to-top',
    scope: 'card',
    group: 'Move',
    keys: ['U'],
    label: (c) => say('toTop', { zone: libraryName(c) }),
    available: ownCard,
    run: moveTo(library, 'top', false),
  },
  {
    id: 'to-bottom',
    scope: 'card',
    group: 'Move',
    keys: ['B'],
    label: (c) => say('toBottom', { zone: libraryName(c) }),
    available: ownCard,
    run: moveTo(library, 'bottom', false),
  },
  {
    id: 'discard',
    scope: 'card',
    group: 'Move',
    keys: ['X'],
    label: (c) => say('toZone', { zone: nameOf(c, discardZone(c.layout)) }),
    available: notIn(discardZone),
    run: moveTo(discardZone, 'top', true),
  },
  {
    id: 'remove',
    scope: 'card',
    group: 'Move',
    keys: ['Shift+X'],
    label: (c) =>
      c.layout.roles.removedFaceUp ? say('removeFromGame') : say('toZone', { zone: nameOf(c, removedZone(c.layout)) }),
    available: notIn(removedZone),
    run: (ctx) => moveTo(removedZone, 'top', ctx.layout.roles.removedFaceUp)(ctx),
  },
  {
    id: 'to-factory',
    scope: 'card',
    group: 'Move',
    keys: ['M'],
    games: ['ms-war'],
    label: (c) => say('toMaterials', { zone: nameOf(c, c.layout.roles.materials ?? '') }),
    available: (ctx) => !!ctx.layout.roles.materials && notIn((l) => l.roles.materials!)(ctx),
    run: (ctx) => moveTo((l) => l.roles.materials!, 'bottom', ctx.target!.zone.zone === 'hand')(ctx),
  },

  // The table
  {
    id: 'draw',
    scope: 'table',
    group: 'Deck',
    keys: ['D'],
    label: () => say('draw'),
    available: (ctx) => !ctx.view.over,
    run: (ctx) => ctx.dispatch({ type: 'draw', seat: ctx.seat, count: 1 }),
  },
  {
    id: 'draw-n',
    scope: 'table',
    group: 'Deck',
    keys: ['Shift+D'],
    label: () => say('drawN'),
    available: (ctx) => !ctx.view.over,
    run: async (ctx) => {
      const count = await ctx.ui.askNumber(say('drawHowMany'), 2);
      if (count && count > 0) ctx.dispatch({ type: 'draw', seat: ctx.seat, count });
    },
  },
  {
    id: 'shuffle',
    scope: 'table',
    group: 'Deck',
    keys: ['S'],
    label: (c) => say('shuffle', { zone: libraryName(c) }),
    available: () => true,
    run: (ctx) => ctx.dispatch({ type: 'shuffle', seat: ctx.seat, zone: zoneKey(ctx.seat, library(ctx.layout)) }),
  },
  {
    id: 'peek',
    scope: 'table',
    group: 'Deck',
    keys: ['L'],
    label: () => say('peek'),
    available: () => true,
    run: async (ctx) => {
      const count = await ctx.ui.askNumber(say('peekHowMany'), 3);
      if (count && count > 0) ctx.ui.peek(ctx.seat, library(ctx.layout), count);
    },
  },
  {
    id: 'search',
    scope: 'table',
    group: 'Deck',
    keys: ['/'],
    label: (c) => say('search', { zone: libraryName(c) }),
    available: () => true,
    run: (ctx) => ctx.ui.search(ctx.seat, library(ctx.layout)),
  },
  {
    id: 'die',
    scope: 'table',
    group: 'Table',
    keys: ['R'],
    label: () => say('die'),
    available: () => true,
    run: (ctx) => ctx.dispatch({ type: 'roll', seat: ctx.seat, sides: 6 }),
  },
  {
    id: 'coin',
    scope: 'table',
    group: 'Table',
    keys: ['C'],
    label: () => say('coin'),
    available: () => true,
    run: (ctx) => ctx.dispatch({ type: 'roll', seat: ctx.seat, sides: 2 }),
  },
  {
    id: 'value-up',
    scope: 'table',
    group: 'Table',
    keys: ['E'],
    label: (c) => say('valueUp', { value: trackName(c) }),
    available: hasTrack,
    run: (ctx) => {
      const { key, max } = trackValue(ctx);
      ctx.dispatch((view) => {
        const now = view.values[ctx.seat]?.[key] ?? 0;
        return {
          type: 'set-value',
          seat: ctx.seat,
          key: `${ctx.seat}:${key}`,
          value: max === undefined ? now + 1 : Math.min(max, now + 1),
        };
      });
    },
  },
  {
    id: 'value-down',
    scope: 'table',
    group: 'Table',
    keys: ['Shift+E'],
    label: (c) => say('valueDown', { value: trackName(c) }),
    available: (ctx) => hasTrack(ctx) && (ctx.view.values[ctx.seat]?.[trackValue(ctx).key] ?? 0) > trackValue(ctx).min,
    run: (ctx) => {
      const { key, min } = trackValue(ctx);
      ctx.dispatch((view) => ({
        type: 'set-value',
        seat: ctx.seat,
        key: `${ctx.seat}:${key}`,
        value: Math.max(min, (view.values[ctx.seat]?.[key] ?? 0) - 1),
      }));
    },
  },
  {
    id: 'value-set',
    scope: 'table',
    group: 'Table',
    keys: ['W'],
    label: (c) => say('valueSet', { value: trackName(c) }),
    available: hasTrack,
    run: async (ctx) => {
      const { key, min, max } = trackValue(ctx);
      const value = await ctx.ui.askNumber(
        say('valueSetTo', { value: trackName(ctx) }),
        ctx.view.values[ctx.seat]?.[key] ?? 0,
        0,
      );
      if (value !== null)
        ctx.dispatch({
          type: 'set-value',
          seat: ctx.seat,
          key: `${ctx.seat}:${key}`,
          value: Math.max(min, max === undefined ? value : Math.min(max, value)),
        });
    },
  },
  // In a rules game "Next phase" passes priority until the phase ends (the rules end a phase, not a button).
  {
    id: 'next-phase',
    scope: 'table',
    group: 'Turn',
    keys: ['N'],
    header: true,
    label: () => say('nextPhase'),
    available: (ctx) =>
      live(ctx) && (ctx.rules ? ctx.legal.some((i) => i.type === 'pass') : ctx.view.active === ctx.seat),
    run: (ctx) => (ctx.rules ? ctx.ui.passUntil('phase') : ctx.dispatch({ type: 'next-phase', seat: ctx.seat })),
  },
  {
    id: 'pass-turn',
    scope: 'table',
    group: 'Turn',
    keys: ['F6'],
    label: () => say('passTurn'),
    available: (ctx) => mayStop(ctx) && ctx.legal.some((i) => i.type === 'pass'),
    run: (ctx) => ctx.ui.passUntil('turn'),
  },
  {
    id: 'pass-my-turn',
    scope: 'table',
    group: 'Turn',
    keys: ['Shift+F6'],
    label: () => say('passMyTurn'),
    available: (ctx) => mayStop(ctx) && ctx.legal.some((i) => i.type === 'pass'),
    run: (ctx) => ctx.ui.passUntil('my-turn'),
  },
  {
    id: 'undo',
    scope: 'table',
    group: 'Game',
    keys: ['Ctrl+Z'],
    header: true,
    label: () => say('undo'),
    available: (ctx) => ctx.view.canUndo && !ctx.replaying,
    run: (ctx) => ctx.ui.undo(),
  },
  {
    id: 'redo',
    scope: 'table',
    group: 'Game',
    keys: ['Ctrl+Shift+Z', 'Ctrl+Y'],
    header: true,
    label: () => say('redo'),
    available: (ctx) => ctx.view.canRedo && !ctx.replaying,
    run: (ctx) => ctx.ui.redo(),
  },
  {
    id: 'openings',
    scope: 'table',
    group: 'Game',
    keys: ['O'],
    header: (ctx) => ctx.view.mode === 'goldfish',
    label: (c) => say(c.view ? 'openings' : 'openingsLong'),
    available: (ctx) => ctx.view.mode === 'goldfish',
    run: (ctx) => ctx.ui.showOpenings(),
  },
  {
    id: 'replay',
    scope: 'table',
    group: 'Game',
    keys: ['Shift+R'],
    header: true,
    label: (c) => say(c.view ? 'replay' : 'replayLong'),
    available: (ctx) => !ctx.replaying,
    run: (ctx) => ctx.ui.showReplay(),
  },
  {
    id: 'export',
    scope: 'table',
    group: 'Game',
    keys: ['Ctrl+S'],
    header: true,
    label: (c) => say(c.view ? 'export' : 'exportLong'),
    available: () => true,
    run: (ctx) => ctx.ui.exportGame(),
  },
  {
    id: 'import',
    scope: 'table',
    group: 'Game',
    keys: ['Ctrl+O'],
    label: () => say('import'),
    available: () => true,
    run: (ctx) => ctx.ui.importGame(),
  },
  // A player may give up a game against someone (hotseat, the computer); a goldfish game is just ended.
  {
    id: 'concede',
    scope: 'table',
    group: 'Game',
    keys: ['Shift+C'],
    header: againstSomeone,
    label: () => i18n.t('play:intent.concede'),
    available: (ctx) => againstSomeone(ctx) && live(ctx),
    run: (ctx) => ctx.ui.concede(),
  },
  {
    id: 'restart',
    scope: 'table',
    group: 'Game',
    keys: ['Shift+N'],
    header: true,
    label: (c) => say(c.view ? 'restart' : 'restartLong'),
    available: () => true,
    run: (ctx) => ctx.ui.restart(),
  },
  {
    id: 'help',
    scope: 'table',
    group: 'Game',
    keys: ['?'],
    header: true,
    label: () => say('help'),
    available: () => true,
    run: (ctx) => ctx.ui.showHelp(),
  },
  {
    id: 'end',
    scope: 'table',
    group: 'Game',
    keys: ['Shift+Q'],
    header: true,
    label: () => say('end'),
    available: () => true,
    run: (ctx) => ctx.ui.endGame(),
  },
];

/** The header's buttons, in registry order; each is enabled when its action is available. */
export function headerActions(ctx: ActionContext): { action: TableAction; enabled: boolean }[] {
  return ACTIONS.filter(
    (a) =>
      (typeof a.header === 'function' ? a.header(ctx) : a.header) && (!a.games || a.games.includes(ctx.layout.game)),
  ).map((action) => ({
    action,
    enabled: action.available(ctx),
  }));
}

export function actionsFor(scope: ActionScope, ctx: ActionContext): TableAction[] {
  return ACTIONS.filter((a) => a.scope === scope && a.available(ctx));
}
