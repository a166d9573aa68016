/**
 * The turn at a glance: whose turn, the phase track with the current phase lit, and —
 * in rules-assisted games — the moves the engine allows now as buttons (pass, next step…),
 * the Cut/Effect Chain as a stack, and the pending decision as a prompt.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { useCardName, useMessage } from '../../../i18n/hooks';
import type { Intent, RulesIntent } from '../../../../engine/core/types';
import type { Seat, TableCard, TableView } from '../table/model';
import { ChainCard } from './ChainCard';
import { phaseLabel, stepLabel } from './stepNames';
import { stopLabel, type StopKind } from '../session/stops';
import { StepStops, type StepStopsChoice } from './StepStops';
import { DecisionPrompt, type ReplayedDecision } from './DecisionPrompt';
import { startOrder } from './startOrder';
import { KeptAnswers } from './KeptAnswers';
import type { KeptAnswers as Kept } from '../session/useKeptAnswers';

export interface PhaseInfo {
  id: string;
  label: string;
}

const CARD_FIELDS = ['card', 'attacker', 'defender', 'target'];

/** Plain words for an intent the engine offers (it may carry its own label). */
export function intentLabel(intent: RulesIntent): string {
  // Moves about no card (Pass, Next step…) have names in the catalog; others keep the engine's label.
  const key = `play:intent.${intent.type}`;
  if (!CARD_FIELDS.some((f) => intent[f] !== undefined) && i18n.exists(key)) return i18n.t(key as never) as string;
  if (typeof intent.label === 'string') return intent.label;
  const words = intent.type.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Intents that are about no particular card become buttons; the rest light up their cards. */
export function buttonIntents(legal: RulesIntent[]): RulesIntent[] {
  const seen = new Set<string>();
  return legal
    .filter((i) => i.type !== 'answer' && !CARD_FIELDS.some((f) => typeof i[f] === 'string'))
    .filter((i) => {
      const key = JSON.stringify(i);
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

/** The name of a card move for the card's hint and `data-moves`: how a play is made shows in the name. */
function moveName(i: RulesIntent): string {
  if (i.type !== 'play') return i.type;
  if (i.attachTo !== undefined) return 'play-on';
  if (Array.isArray(i.targets) && i.targets.length) return 'play-targeting';
  return i.asG ? 'put-out-as-g' : 'play';
}

/** Per card, the moves the rules allow with it now (space-separated); those cards light up. */
export function cardMoves(legal: RulesIntent[]): Map<string, string> {
  const sets = new Map<string, Set<string>>();
  for (const i of legal) {
    for (const f of CARD_FIELDS) {
      const id = i[f];
      if (typeof id !== 'string') continue;
      const set = sets.get(id) ?? new Set<string>();
      set.add(f === 'card' ? moveName(i) : `${i.type}-${f}`);
      sets.set(id, set);
    }
  }
  return new Map([...sets].map(([id, set]) => [id, [...set].join(' ')]));
}

const name = (view: TableView, seat: Seat) =>
  view.players[seat] ?? (i18n.t('play:turn.player', { n: seat + 1 }) as string);

/** Each seat named by its player, for a message's parameters. */
const seatNames = (view: TableView, seats: Record<string, number>) =>
  Object.fromEntries(Object.entries(seats).map(([k, seat]) => [k, name(view, seat as Seat)]));

/** Who may act now: the engine names the priority holder; the viewer's own turn to act stands out. */
function PriorityLine({ view, mine }: { view: TableView; mine: boolean }) {
  const { t } = useTranslation('play');
  // A game that is over gives nobody priority, whatever the last view of the engine held.
  if (view.over) return null;
  if (mine || view.priority === view.viewer) {
    return (
      <div className="pf-priority mine" role="status" data-seat={view.viewer}>
        {t('turn.youPriority')}
      </div>
    );
  }
  if (view.priority === undefined) return null;
  return (
    <div className="pf-priority" role="status" data-seat={view.priority}>
      {t('turn.hasPriority', { player: name(view, view.priority) })}
    </div>
  );
}

/**
 * The Cut (Gundam War) / Effect Chain (M.S. War) as a stack: the top entry resolves first,
 * each says whose it is and what it will do.
 */
function CutStack({ view, onHoverCard }: { view: TableView; onHoverCard?(card: TableCard | null): void }) {
  const { t } = useTranslation('play');
  const tm = useMessage();
  const cardName = useCardName();
  if (!view.chain.length) return null;
  const title = view.game === 'ms-war' ? t('turn.effectChain') : t('turn.cut');
  const top = [...view.chain].reverse();
  return (
    <section className="pf-cut" aria-label={t('turn.stackLabel', { title })} data-testid="chain">
      <h3>
        {title} · {view.chain.length}
      </h3>
      <ol className="pf-chain">
        {top.map((c, i) => (
          <li key={c.id} className={i === 0 ? 'next' : ''} data-seat={c.seat}>
            {c.card && <ChainCard card={c.card} catalog={view.catalog} onHover={onHoverCard} />}
            <div className="pf-chain-body">
              <div className="pf-chain-head">
                <strong>{c.labelMessage ? tm(c.labelMessage) : c.label}</strong>
                {i === 0 && <span className="pf-chain-next">{t('turn.resolvesNext')}</span>}
              </div>
              <span className="pf-chain-who">
                {name(view, c.seat)}
                {c.targets?.length
                  ? ` → ${c.targets.map((x) => (x ? cardName(x) : t('turn.hiddenCard'))).join(', ')}`
                  : ''}
              </span>
              <span className="pf-chain-effect">{c.effectMessage ? tm(c.effectMessage) : c.effect}</span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * `veiled`: the hotseat curtain is up. The next seat's decision and moves name cards from
 * their hand, so nothing seat-private is drawn until that player clicks through.
 */
interface Props {
  view: TableView;
  phases: PhaseInfo[];
  legal: RulesIntent[];
  act(intent: Intent): void;
  veiled?: boolean;
  /**
   * Rules play: the seat at the screen may let Pass-only priority go by itself. `solo`: the
   * other seat is the computer (no curtain, nobody to read the quick pass), so it is worded for that.
   */
  autoPass?: { on: boolean; set(on: boolean): void; solo?: boolean };
  /** Rules play: the viewer's stop (pass until…), set once instead of passing again and again. */
  stop?: { on: StopKind | null; set(kind: StopKind | null): void };
  /** Rules play: the steps where the viewer's auto-pass still stops. */
  stepStops?: StepStopsChoice;
  /** Rules play: the answers kept for this game, given for the viewer each time their question comes back. */
  kept?: Kept;
  /** Replay: the decision is shown read only, with what was answered at this step. */
  replay?: ReplayedDecision;
  /** A card shown on the chain is pointed at or focused (it is previewed), or left (null). */
  onHoverCard?(card: TableCard | null): void;
}

/** The stops a player sets with one click, in the order the players asked for them. */
const STOP_KINDS: StopKind[] = ['turn', 'my-turn'];

function Stops({ stop, canPass }: { stop: NonNullable<Props['stop']>; canPass: boolean }) {
  const { t } = useTranslation('playflow');
  if (stop.on) {
    return (
      <div className="pf-stops" role="status" data-testid="stop">
        <span>{stopLabel(stop.on)}…</span>
        <button type="button" className="btn" onClick={() => stop.set(null)}>
          {t('stopPassing')}
        </button>
      </div>
    );
  }
  if (!canPass) return null;
  return (
    <div className="pf-stops" aria-label={t('passUntil')}>
      {STOP_KINDS.map((k) => (
        <button
          key={k}
          type="button"
          className="btn"
          onClick={() => stop.set(k)}
          title={k === 'turn' ? 'F6' : 'Shift+F6'}
        >
          {stopLabel(k)}
        </button>
      ))}
    </div>
  );
}

/**
 * The parts of the view the panel reads (its prompt too). The session keeps a part equal to the
 * last view's as the same object (session/unchanged.ts), so a move that changes only the zones
 * or the log leaves all of these as they were.
 */
const READS = [
  'game',
  'players',
  'viewer',
  'priority',
  'over',
  'winner',
  'chain',
  'catalog',
  'phase',
  'step',
  'turn',
  'active',
  'seats',
  'pending',
] as const satisfies readonly (keyof TableView)[];

/** Whether the panel would draw the same: every prop the same, and of the view the parts it reads. */
export function sameTurnInputs(a: Props, b: Props): boolean {
  const keys = Object.keys(a) as (keyof Props)[];
  if (keys.length !== Object.keys(b).length) return false;
  if (keys.some((k) => k !== 'view' && a[k] !== b[k])) return false;
  return READS.every((k) => a.view[k] === b.view[k]);
}

/** Drawn again only when its inputs change: a move elsewhere on the table leaves it as it was. */
export const TurnPanel = memo(function TurnPanel({
  view,
  phases,
  legal,
  act,
  veiled = false,
  autoPass,
  stop,
  stepStops,
  kept,
  replay,
  onHoverCard,
}: Props) {
  const { t } = useTranslation('play');
  const active = name(view, view.active);
  const buttons = buttonIntents(legal);
  const pending = !veiled && view.pending && view.pending.seat === view.viewer ? view.pending : null;
  const step = stepLabel(view.game, view.phase, view.step);
  // A rules game deals and takes its mulligans before turn 1 (the engine counts that time as
  // turn 0): say so, who decides and what comes next, and light no phase, rather than show a
  // turn nobody is playing (startOrder.ts).
  const start = startOrder(view);
  const phaseNow = start ? null : view.phase;
  return (
    <section className="pf-side-panel pf-turn" aria-label={t('turn.label')}>
      <div className="pf-turn-line">
        {start ? (
          <>
            <strong>{start.head === 'coinToss' ? t('startOrder.coinToss') : t('screen.mulligan')}</strong> ·{' '}
            {t('turn.beforeFirst')}
          </>
        ) : (
          <>
            <strong>{t('turn.turn', { turn: view.turn })}</strong> · {active}
          </>
        )}
        {view.over && (
          <span className="pf-win" role="status">
            {view.winner !== null
              ? t('turn.wins', { player: view.players[view.winner] ?? t('turn.aPlayer') })
              : t('turn.draw')}
          </span>
        )}
      </div>
      {start?.says && (
        <p className="pf-step" data-testid="start-order">
          {t(`startOrder.${start.says.key}` as never, seatNames(view, start.says.seats))}
        </p>
      )}
      <ol className="pf-phases" aria-label={t('turn.phases')}>
        {phases.map((p) => (
          <li
            key={p.id}
            className={p.id === phaseNow ? 'on' : ''}
            aria-current={p.id === phaseNow ? 'step' : undefined}
          >
            {phaseLabel(view.game, p.id, p.label).replace(/ Phase$|フェイズ$/, '')}
          </li>
        ))}
      </ol>
      {/* Before turn 1 the headline names the step, and the engine's step stays "mulligan" through the coin toss. */}
      {step && !start && (
        <div className="pf-step" data-testid="step">
          {step}
        </div>
      )}
      <PriorityLine view={view} mine={legal.some((i) => i.type === 'pass')} />
      {buttons.length > 0 && (
        <div className="pf-legal" aria-label={t('turn.allowed')}>
          {buttons.map((i) => (
            <button key={JSON.stringify(i)} type="button" className="btn" onClick={() => act(i)}>
              {intentLabel(i)}
            </button>
          ))}
        </div>
      )}
      {stop && <Stops stop={stop} canPass={legal.some((i) => i.type === 'pass')} />}
      {/* Above the standing settings, so a decision's options and Confirm show without scrolling at 1280×720. */}
      <CutStack view={view} onHoverCard={onHoverCard} />
      {/* A question answered as kept is not asked: its answer is on its way. */}
      {pending && !(kept?.answering && !replay) && (
        <DecisionPrompt
          key={JSON.stringify(pending)}
          view={view}
          pending={pending}
          act={act}
          replay={replay}
          keep={
            kept && pending.kind && !replay ? { can: true, keep: (choice) => kept.keep(pending, choice) } : undefined
          }
        />
      )}
      {autoPass && (
        <label
          className="pf-check pf-auto-pass"
          title={t(autoPass.solo ? 'turn.autoPassSoloHint' : 'turn.autoPassHint')}
        >
          <input type="checkbox" checked={autoPass.on} onChange={(e) => autoPass.set(e.target.checked)} />
          {autoPass.solo
            ? t('turn.autoPassSolo')
            : t('turn.autoPass', { player: view.players[view.viewer] ?? t('turn.me') })}
        </label>
      )}
      {stepStops && <StepStops {...stepStops} current={`${view.phase}/${view.step ?? ''}`} />}
      {kept && !veiled && <KeptAnswers kept={kept} seat={view.viewer} />}
    </section>
  );
}, sameTurnInputs);
