/**
 * One card on the table: draggable (pointer and keyboard), focusable so card shortcuts
 * apply to it, right-click for its menu. Only cards that can carry others (an M.S., a unit)
 * are drop targets, for attaching; a drop elsewhere in a row is placed by the pointer.
 * Attached cards (pilots, Set cards) fan out beneath their host.
 *
 * Every card that uses a dnd-kit hook re-renders whenever the card under the pointer
 * changes, so the hook sits in a thin shell around a memoised body: a drag re-renders 150
 * buttons, not 150 faces.
 */
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../../i18n';
import { localName } from '../../../../engine/i18n/languages';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type MouseEvent as ReactMouseEvent } from 'react';
import { fitName } from './fitName';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Card } from '../../../../engine/cards/model';
import type { TableCard } from './model';
import { CardFace } from '../../../ui/CardFace';
import { CardBack } from './CardBack';
import { drawnAgainFor } from './drawnAgain';

export interface CardHandlers {
  onMenu(card: TableCard, at: { x: number; y: number }): void;
  onHover(card: TableCard | null): void;
  onFocusCard(card: TableCard): void;
  onClickCard(card: TableCard): void;
  /** A double-click plays the card (by the rules when it has rules moves). */
  onPlayCard?(card: TableCard): void;
}

interface Props extends CardHandlers {
  card: TableCard;
  game: string;
  catalog: Record<string, Card>;
  /** The viewer may pick this card up. */
  movable: boolean;
  /** A card may be attached onto this one here. */
  host: boolean;
  /** Per card id, the rules moves it offers now (e.g. "play attack"); such cards light up. */
  moves: ReadonlyMap<string, string>;
  /** Its place in a squad, from 1 (the head Unit), where the zone's order counts. */
  order?: number;
}

/**
 * The width the shared card face is drawn at on the table; the table's CSS scales it to
 * the card slot (which is narrower on a two-seat table) through the face's em units.
 */
export const TABLE_CARD_WIDTH = 76;

/** Printed types that carry other cards: pilots ride an M.S.; characters and operations are set on a unit. */
const HOST_TYPES = new Set(['ms', 'unit']);

export function canHost(printed: Card | undefined): boolean {
  return !!printed && HOST_TYPES.has(printed.type);
}

/** Printed types that ride another card: a pilot on an M.S., a character or operation set on a unit. */
const RIDER_TYPES = new Set(['pilot', 'character', 'operation']);
/** Rules moves that are made by dropping the card onto another one. */
const ONTO_MOVES = /\b(play-on|play-targeting|upgrade)\b/;

/**
 * Whether a drag of this card can mean "onto that card". Only then are the host cards drop
 * targets: dnd-kit measures every enabled drop target when a drag starts (a rectangle and a
 * walk up the scroll containers each), which on a full M.S. Dock was most of that first frame.
 * A plain move still lands by the pointer (on a card: taking its place), as before.
 */
export function landsOnCards(printed: Card | undefined, moves: string | undefined): boolean {
  return (!!printed && RIDER_TYPES.has(printed.type)) || (!!moves && ONTO_MOVES.test(moves));
}

/** The tooltip of a card the rules let move now: its moves by name in the interface language. */
function movesHint(moves: string): string {
  const names = moves.split(' ').map((m) => i18n.t(`play:moves.${m}` as never, { defaultValue: m }) as string);
  return i18n.t('play:moves.hint', { moves: names.join(i18n.t('play:moves.separator')) });
}

export function cardLabel(card: TableCard, catalog: Record<string, Card>): string {
  return labelOf(card, card.cardKey ? catalog[card.cardKey] : undefined);
}

function labelOf(card: TableCard, printed: Card | undefined): string {
  const name = printed ? localName(printed, currentLanguage()) : i18n.t('playflow:card.faceDownCard');
  const bits = [name];
  if (!card.faceUp && printed) bits.push(i18n.t('playflow:card.faceDownNote'));
  if (card.turned) bits.push(i18n.t('playflow:card.turned'));
  for (const [k, v] of Object.entries(card.counters))
    bits.push(i18n.t('playflow:card.counters', { count: v, kind: k }));
  return bits.join(' ');
}

const CardBody = memo(function CardBody({
  card,
  printed,
  game,
}: {
  card: TableCard;
  printed: Card | undefined;
  game: string;
}) {
  const counters = Object.entries(card.counters);
  // A hook, so this memoised body shows the new words when the interface language changes.
  const { t } = useTranslation('playflow');
  return (
    <>
      {printed ? <CardFace card={printed} size={TABLE_CARD_WIDTH} className="pf-face" /> : <CardBack game={game} />}
      {!card.faceUp && printed && (
        <span className="pf-badge face-down-badge" aria-hidden>
          {t('card.faceDown')}
        </span>
      )}
      {counters.length > 0 && (
        <span className="pf-counters" aria-hidden>
          {counters.map(([k, v]) => (
            <span key={k} className={`pf-counter pf-counter-${k}`} title={k}>
              {v}
            </span>
          ))}
        </span>
      )}
    </>
  );
});

/** A Unit's place in its squad: the head leads (Gundam War basic rules: Squads). */
function SquadPlace({ order }: { order: number }) {
  const { t } = useTranslation('playflow');
  return (
    <span className="pf-squad-place" data-testid="squad-place" title={t('squad.place', { n: order })}>
      {order === 1 ? t('squad.head') : order}
    </span>
  );
}

interface ShellProps extends Omit<Props, 'catalog' | 'host' | 'moves'> {
  printed: Card | undefined;
  moves: string | undefined;
}

/** The draggable half every card has; the card in the air comes with it (see HostShell). */
function useCardDrag(card: TableCard, printed: Card | undefined, moves: string | undefined, movable: boolean) {
  const lands = landsOnCards(printed, moves);
  const data = useMemo(() => ({ lands }), [lands]);
  return useDraggable({ id: card.id, disabled: !movable, data });
}

type CardDrag = ReturnType<typeof useCardDrag>;
type CardDrop = { setNodeRef(el: HTMLElement | null): void; isOver: boolean };
/** The parts of the draggable hook the button uses; dnd-kit keeps each one stable between renders. */
type DragParts = Pick<CardDrag, 'setNodeRef' | 'listeners' | 'attributes' | 'isDragging'>;

/**
 * Memoised on the hook's stable parts: picking a card up changes dnd-kit's context, which
 * re-renders every card's shell, but only the lifted card's button (and a host card the
 * pointer enters) renders again.
 */
const CardButton = memo(function CardButton({
  card,
  game,
  printed,
  moves,
  setNodeRef,
  listeners,
  attributes,
  isDragging,
  drop,
  order,
  onMenu,
  onHover,
  onFocusCard,
  onClickCard,
  onPlayCard,
}: ShellProps & DragParts & { drop?: CardDrop }) {
  const dropRef = drop?.setNodeRef;
  const own = useRef<HTMLElement | null>(null);
  // A stable ref: a new one each render would make dnd-kit re-observe the node's size.
  const ref = useCallback(
    (el: HTMLElement | null) => {
      own.current = el;
      setNodeRef(el);
      dropRef?.(el);
    },
    [setNodeRef, dropRef],
  );
  // The whole name, also where the face cuts a long one short: on hover (the tooltip) and to a screen reader.
  const label = labelOf(card, printed);
  // The name fitted to the lines its face shows, again when it changes (another language) or the web fonts arrive.
  const faceUp = card.faceUp;
  useLayoutEffect(() => {
    if (!faceUp) return;
    fitName(own.current);
    let live = true;
    void document.fonts?.ready.then(() => live && fitName(own.current));
    return () => {
      live = false;
    };
  }, [label, faceUp]);
  const onContextMenu = (e: ReactMouseEvent) => {
    e.preventDefault();
    onMenu(card, { x: e.clientX, y: e.clientY });
  };
  return (
    <button
      type="button"
      ref={ref}
      className={`pf-card${card.turned ? ' turned' : ''}${!card.faceUp ? ' face-down' : ''}${isDragging ? ' dragging' : ''}${drop?.isOver ? ' drop-over' : ''}${moves ? ' highlight' : ''}`}
      data-card-id={card.id}
      data-card-key={printed ? card.cardKey : undefined}
      data-moves={moves || undefined}
      title={moves ? `${label}\n${movesHint(moves)}` : label}
      aria-label={label}
      {...listeners}
      {...attributes}
      aria-roledescription={i18n.t('playflow:card.role')}
      onContextMenu={onContextMenu}
      onMouseEnter={() => onHover(card)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onFocusCard(card)}
      onClick={() => onClickCard(card)}
      onDoubleClick={onPlayCard && (() => onPlayCard(card))}
    >
      <CardBody card={card} printed={printed} game={game} />
      {order !== undefined && <SquadPlace order={order} />}
    </button>
  );
});

function Shell(props: ShellProps) {
  const { setNodeRef, listeners, attributes, isDragging } = useCardDrag(
    props.card,
    props.printed,
    props.moves,
    props.movable,
  );
  return (
    <CardButton
      {...props}
      setNodeRef={setNodeRef}
      listeners={listeners}
      attributes={attributes}
      isDragging={isDragging}
    />
  );
}

function HostShell(props: ShellProps) {
  const drag = useCardDrag(props.card, props.printed, props.moves, props.movable);
  // The card in the air comes from the draggable hook (dnd-kit's internal context, which
  // changes when a drag starts, ends or crosses a target), not from useDndContext, whose
  // value changes on every pointer move and every auto-scroll step: with it, each host card
  // on a full M.S. Dock re-rendered once a frame while the table scrolled.
  const { active } = drag;
  const open = !!active && active.id !== props.card.id && active.data.current?.lands === true;
  const { setNodeRef, isOver } = useDroppable({ id: `on:${props.card.id}`, disabled: !open });
  const drop = useMemo(() => ({ setNodeRef, isOver }), [setNodeRef, isOver]);
  return (
    <CardButton
      {...props}
      setNodeRef={drag.setNodeRef}
      listeners={drag.listeners}
      attributes={drag.attributes}
      isDragging={drag.isDragging}
      drop={drop}
    />
  );
}

function Single({ card, catalog, host, moves, ...rest }: Props) {
  const printed = card.cardKey ? catalog[card.cardKey] : undefined;
  const shell = { ...rest, card, printed, moves: moves.get(card.id) };
  return host && canHost(printed) ? <HostShell {...shell} /> : <Shell {...shell} />;
}

function CardStackView(props: Props) {
  const { card, ...rest } = props;
  if (card.attached.length === 0) return <Single {...rest} card={card} />;
  const riders = card.attached.length;
  // A rolled card's name runs down its side: a rolled rider also steps sideways, out from under the cards below it.
  const sideways = card.attached.some((r) => r.turned) ? riders : 0;
  return (
    <div className="pf-stack" style={{ ['--riders' as string]: riders, ['--sideways' as string]: sideways }}>
      {card.attached.map((rider, i) => (
        <div
          key={rider.id}
          className={`pf-rider${rider.turned ? ' turned' : ''}`}
          style={{ ['--i' as string]: riders - i }}
        >
          <Single {...rest} card={rider} host={false} order={undefined} />
        </div>
      ))}
      <div className="pf-host">
        <Single {...rest} card={card} />
      </div>
    </div>
  );
}

export const TableCardView = memo(
  CardStackView,
  drawnAgainFor<Props>((p) => [p.card]),
);
