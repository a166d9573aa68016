/**
 * The table: both mats in one DndContext (pointer + keyboard sensors, a DragOverlay and
 * spoken announcements), the context menu, attach mode and the card/table shortcuts.
 * It renders the view it is given and sends intents up; it holds no game state.
 */
import { i18n } from '../../../i18n';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ACTIONS, actionsFor, playMoves, type ActionContext, type TableUi } from '../actions/registry';
import { cardMenuItems } from './cardMenu';
import { isTypingTarget, matchesCombo } from '../actions/keys';
import type { GameLayout } from './layouts';
import { zoneLabel } from './layouts';
import { locateCard, type TableCard, type TableView, type TableZone } from './model';
import { SeatMat } from './SeatMat';
import { DummyPanel } from './DummyPanel';
import { ContextMenu, type MenuItem } from './ContextMenu';
import { CardFace } from '../../../ui/CardFace';
import { CardBack } from './CardBack';
import { cardLabel, TABLE_CARD_WIDTH } from './TableCardView';
import { dropIntent, parseDropId, type DropTarget } from './dropIntent';
import { describeRule, intentsFor, ruleForDrop } from './ruleMoves';
import { legalDropSelectors } from './dropTargets';
import { useSheet } from '../../../ui/useSheet';
import { shortcutTarget, usePointing } from './shortcutTarget';
import type { RulesIntent } from '../../../../engine/core/types';

interface Props {
  view: TableView;
  layout: GameLayout;
  act: ActionContext['dispatch'];
  ui: TableUi;
  onHover(card: TableCard | null): void;
  /** Per card id, the moves the rules engine allows with it now; those cards light up. */
  moves: ReadonlyMap<string, string>;
  /** Rules intents the viewer may make now (empty on a manual table). */
  legal: RulesIntent[];
  /** Rules-assisted: while a card is dragged only the places its rules moves go light up. */
  rules: boolean;
  replaying: boolean;
  /** Shortcuts are off while a dialog covers the table. */
  keysEnabled: boolean;
}

type Menu = { title: string; at: { x: number; y: number }; items: MenuItem[] };

// Cards sit inside zones: prefer the card under the pointer, then its zone; keyboard drags have no pointer.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length)
    return [...hits].sort((a, b) => Number(String(b.id).startsWith('on:')) - Number(String(a.id).startsWith('on:')));
  return rectIntersection(args);
};

/**
 * Only host cards are drop targets (so a drag does not re-render every card), so a drop on a
 * row lands where the pointer is: on the card under it (taking its place), else at the end.
 */
function cardAtPointer(
  table: HTMLElement | null,
  e: DragEndEvent,
  zone: { seat: number; zone: string },
): DropTarget | null {
  const start = e.activatorEvent;
  if (!table || !(start instanceof MouseEvent)) return null;
  const x = start.clientX + e.delta.x;
  const y = start.clientY + e.delta.y;
  const cards = table.querySelectorAll<HTMLElement>(
    `section.pf-zone[data-seat="${zone.seat}"][data-zone="${zone.zone}"] [data-card-id]`,
  );
  for (const el of cards) {
    if (el.dataset.cardId === String(e.active.id)) continue;
    const r = el.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return { kind: 'card', id: el.dataset.cardId! };
  }
  return null;
}

// Scroll the table only near its very edge, once a frame: dnd-kit's default (a fifth of the
// height, every 5 ms) scrolls as soon as a card leaves the hand and repaints the whole table.
// Picking a card up moves nothing on the table, so there is no layout shift to scroll back:
// skipping that check saves a forced layout of the whole table in the drag's first frame.
const AUTO_SCROLL = { threshold: { x: 0, y: 0.08 }, interval: 16, layoutShiftCompensation: false };

/** The lifted card's rules targets: outlined, and lit in the rules' colour when the pointer is over one. */
function litStyle(selectors: string[]): string {
  return `${selectors.join(', ')} { outline: 3px solid var(--ok); outline-offset: -3px; }
${selectors.map((s) => `${s}.drop-over::after`).join(', ')} { border-color: var(--ok); background: color-mix(in srgb, var(--ok) 12%, transparent); }`;
}

function PlayTableInner({ view, layout, act, ui, onHover, moves, legal, rules, replaying, keysEnabled }: Props) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const [dragging, setDraggingState] = useState<TableCard | null>(null);
  // Read by the hover handler: while a card is in the air the cards it crosses don't zoom
  // (each new zoom would re-render and repaint the side panel on the way).
  const inAir = useRef(false);
  const setDragging = useCallback((card: TableCard | null) => {
    inAir.current = card !== null;
    setDraggingState(card);
  }, []);
  const [attachFrom, setAttachFrom] = useState<string | null>(null);
  const focused = useRef<string | null>(null);
  const pointing = usePointing();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const seat = view.viewer;
  const tableRef = useRef<HTMLDivElement>(null);
  // Your own side (at the bottom) comes into view whenever the seat changes hands.
  useEffect(() => {
    const el = tableRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [seat]);
  // Answering in the other seat's turn (defenders against its attack, a target of its effect): its
  // whole mat comes into view, where the attack or the effect is.
  const answering = view.seats.length === 2 && view.pending?.seat === seat && view.active !== seat;
  useEffect(() => {
    const el = tableRef.current;
    const far = el?.querySelector('.pf-mat.far');
    if (!answering || !el || !far) return;
    el.scrollTop += far.getBoundingClientRect().top - el.getBoundingClientRect().top - 8;
  }, [answering, seat]);

  // The rules moves of a card with several (P or a double-click on it): a menu of just those, at the card.
  const chooseMove = useCallback(
    (card: TableCard, intents: RulesIntent[]) => {
      const el = tableRef.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(card.id)}"]`);
      const r = el?.getBoundingClientRect();
      const items = intents.map((intent, i) => ({
        id: `rule-${i}`,
        label: describeRule(view, intent),
        group: 'Rules',
        run: () => act(intent),
      }));
      setMenu({
        title: cardLabel(card, view.catalog),
        at: { x: r ? r.left + r.width / 2 : 200, y: r ? r.top + r.height / 2 : 200 },
        items,
      });
    },
    [view, act],
  );
  const tableUi: TableUi = useMemo(
    () => ({ ...ui, beginAttach: (id: string) => setAttachFrom(id), chooseMove }),
    [ui, chooseMove],
  );
  const context = useCallback(
    (card?: TableCard): ActionContext => {
      const at = card ? locateCard(view, card.id) : null;
      const target = at ? { card: at.card, zone: at.zone, host: at.host } : undefined;
      return { view, layout, seat, target, dispatch: act, ui: tableUi, rules, legal, replaying };
    },
    [view, layout, seat, act, tableUi, rules, legal, replaying],
  );

  const name = useCallback(
    (id: string) => {
      const at = locateCard(view, id);
      return at ? cardLabel(at.card, view.catalog) : i18n.t('playflow:card.theCard');
    },
    [view],
  );
  const dropName = useCallback(
    (id: string | number | undefined) => {
      const target = id === undefined ? null : parseDropId(String(id));
      if (!target) return i18n.t('play:drag.nowhere');
      if (target.kind === 'card') return i18n.t('play:drag.onto', { card: name(target.id) });
      return i18n.t('play:drag.zone', {
        player: view.players[target.seat] ?? i18n.t('play:start.player', { n: target.seat + 1 }),
        zone: zoneLabel(view.game, target.zone),
      });
    },
    [name, view],
  );
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => i18n.t('play:drag.pickedUp', { card: name(String(active.id)) }),
      onDragOver: ({ active, over }) =>
        over
          ? i18n.t('play:drag.over', { card: name(String(active.id)), target: dropName(over.id) })
          : i18n.t('play:drag.notOver', { card: name(String(active.id)) }),
      onDragEnd: ({ active, over }) =>
        over
          ? i18n.t('play:drag.dropped', { card: name(String(active.id)), target: dropName(over.id) })
          : i18n.t('play:drag.putBack', { card: name(String(active.id)) }),
      onDragCancel: ({ active }) => i18n.t('play:drag.cancelled', { card: name(String(active.id)) }),
    }),
    [name, dropName],
  );

  const onDragStart = (e: DragStartEvent) => {
    setMenu(null);
    // The preview floats over the table's edge: never over a drop target while a card is in the air.
    onHover(null);
    setDragging(locateCard(view, String(e.active.id))?.card ?? null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const over = e.over ? parseDropId(String(e.over.id)) : null;
    if (!over) return;
    const target = over.kind === 'zone' ? (cardAtPointer(tableRef.current, e, over) ?? over) : over;
    // The rules' way first (play, attack, upgrade…); otherwise a manual move, which a rules
    // table makes only once the player says so (the screen offers it as an override).
    const id = String(e.active.id);
    const intent = ruleForDrop(view, legal, id, target) ?? dropIntent(view, layout, seat, id, target);
    if (intent) void act(intent);
  };

  const cardMenu = useCallback(
    (card: TableCard, at: { x: number; y: number }) => {
      const ctx = context(card);
      const rules = intentsFor(legal, card.id).map((intent, i) => ({
        intent,
        item: { id: `rule-${i}`, label: describeRule(view, intent), group: 'Rules', run: () => act(intent) },
      }));
      const hand = actionsFor('card', ctx).map((a) => ({
        id: a.id,
        label: a.label(ctx),
        shortcut: a.keys[0],
        group: a.group,
        rules: a.id === 'play' ? playMoves(ctx) : [],
        run: () => void a.run(ctx),
      }));
      const items = cardMenuItems(rules, hand);
      if (items.length) setMenu({ title: name(card.id), at, items });
    },
    [context, name, legal, view, act],
  );
  const zoneMenu = useCallback(
    (zone: TableZone, at: { x: number; y: number }) => {
      if (zone.seat !== seat) return;
      const ctx = context();
      const items = actionsFor('table', ctx)
        .filter((a) => a.group === 'Deck' || a.group === 'Table')
        .map((a) => ({
          id: a.id,
          label: a.label(ctx),
          shortcut: a.keys[0],
          group: a.group,
          run: () => void a.run(ctx),
        }));
      setMenu({ title: zoneLabel(view.game, zone.zone), at, items });
    },
    [context, seat, view.game],
  );

  const onPlayCard = useCallback(
    (card: TableCard) => {
      const play = ACTIONS.find((a) => a.id === 'play')!;
      const ctx = context(card);
      if (!attachFrom && play.available(ctx)) void play.run(ctx);
    },
    [context, attachFrom],
  );
  const onClickCard = useCallback(
    (card: TableCard) => {
      if (!attachFrom) return;
      if (card.id !== attachFrom) act({ type: 'attach', seat, card: attachFrom, to: card.id });
      setAttachFrom(null);
    },
    [attachFrom, act, seat],
  );
  const onPileClick = useCallback(() => act({ type: 'draw', seat, count: 1 }), [act, seat]);
  const onHoverCard = useCallback(
    (card: TableCard | null) => {
      if (!inAir.current) onHover(card);
    },
    [onHover],
  );
  const onFocusCard = useCallback(
    (card: TableCard) => {
      focused.current = card.id;
      // Shown for a card reached by keyboard; the focus a drop hands back to the card moved by mouse shows nothing.
      if (document.activeElement?.matches(':focus-visible')) onHover(card);
    },
    [onHover],
  );

  useEffect(() => {
    if (!keysEnabled || menu || dragging) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target)) return;
      if (e.key === 'Escape' && attachFrom) return setAttachFrom(null);
      if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
        const el = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-card-id]');
        const at = el && locateCard(view, el.dataset.cardId!);
        if (el && at) {
          e.preventDefault();
          const r = el.getBoundingClientRect();
          cardMenu(at.card, { x: r.left + r.width / 2, y: r.top + r.height / 2 });
        }
        return;
      }
      const targetId = shortcutTarget(tableRef.current, pointing.current);
      const target = targetId ? locateCard(view, targetId)?.card : undefined;
      let missed: { key: string; card?: TableCard } | null = null;
      for (const action of ACTIONS) {
        const key = action.keys.find((k) => matchesCombo(e, k));
        if (!key) continue;
        if (action.scope === 'card' && !target) {
          missed ??= { key };
          continue;
        }
        const ctx = context(action.scope === 'card' ? target : undefined);
        if (!action.available(ctx)) {
          if (action.scope === 'card') missed ??= { key, card: target };
          continue;
        }
        e.preventDefault();
        void action.run(ctx);
        return;
      }
      // A card shortcut that found nothing to act on says so, rather than doing nothing.
      if (missed)
        tableUi.note(
          missed.card
            ? i18n.t('play:help.nothing', { key: missed.key, card: cardLabel(missed.card, view.catalog) })
            : i18n.t('play:help.noCard', { key: missed.key }),
        );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keysEnabled, menu, dragging, attachFrom, view, context, cardMenu, tableUi, pointing]);

  // Stable for the game's life: the memoised zones and cards then draw again only where the
  // move changed them, not because a handler closes over the new view. Each call reads the
  // handlers of the last render.
  const latest = useRef({ cardMenu, onClickCard, onPlayCard, zoneMenu, onPileClick });
  useLayoutEffect(() => {
    latest.current = { cardMenu, onClickCard, onPlayCard, zoneMenu, onPileClick };
  });
  const handlers = useMemo(
    () => ({
      onMenu: (card: TableCard, at: { x: number; y: number }) => latest.current.cardMenu(card, at),
      onHover: onHoverCard,
      onFocusCard,
      onClickCard: (card: TableCard) => latest.current.onClickCard(card),
      onPlayCard: (card: TableCard) => latest.current.onPlayCard(card),
    }),
    [onHoverCard, onFocusCard],
  );
  const onZoneMenuStable = useCallback(
    (zone: TableZone, at: { x: number; y: number }) => latest.current.zoneMenu(zone, at),
    [],
  );
  const onPileClickStable = useCallback(() => latest.current.onPileClick(), []);
  // Rules play: the zones and cards the lifted card's rules moves go to, lit by a style sheet (no mat re-renders).
  const litTargets = useMemo(
    () => (rules && dragging ? legalDropSelectors(view, layout, legal, dragging.id) : null),
    [rules, dragging, view, layout, legal],
  );
  useSheet(litTargets && litTargets.length > 0 ? litStyle(litTargets) : null);
  const order = view.seats.length === 2 ? [view.viewer === 0 ? 1 : 0, view.viewer] : [view.viewer];
  const overlayCard = dragging?.cardKey ? view.catalog[dragging.cardKey] : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={AUTO_SCROLL}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: i18n.t('playflow:dragHelp'),
        },
      }}
    >
      <div
        ref={tableRef}
        className={`pf-table pf-table-${view.game}${view.seats.length === 2 ? ' two-seats' : ''}${attachFrom ? ' attaching' : ''}${dragging ? ' is-dragging' : ''}${litTargets ? ' rules-drag' : ''}`}
        data-testid="play-table"
        data-viewer={seat}
      >
        {attachFrom && (
          <div className="pf-banner" role="status">
            {i18n.t('play:drag.attach', { card: name(attachFrom) })}
          </div>
        )}
        {view.dummy && <DummyPanel view={view} dummy={view.dummy} />}
        {order.map((s) => (
          <SeatMat
            key={s}
            view={view}
            layout={layout}
            seat={s as 0 | 1}
            far={s !== view.viewer}
            moves={moves}
            onZoneMenu={onZoneMenuStable}
            onPileClick={onPileClickStable}
            {...handlers}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null} className="pf-drag-layer">
        {dragging ? (
          <div className="pf-card overlay">
            {overlayCard ? <CardFace card={overlayCard} size={TABLE_CARD_WIDTH} /> : <CardBack game={view.game} />}
          </div>
        ) : null}
      </DragOverlay>
      {menu && <ContextMenu title={menu.title} at={menu.at} items={menu.items} onClose={() => setMenu(null)} />}
    </DndContext>
  );
}

/** Memoised: the screen re-renders for its panels (hover zoom, log) without redrawing the table. */
export const PlayTable = memo(PlayTableInner);
