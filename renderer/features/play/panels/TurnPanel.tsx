/**
 * The turn at a glance: whose turn, the phase track with the current phase lit, and —
 * in rules-assisted games — the moves the engine allows now as buttons (pass, next step…),
 * the Cut/Effect Chain as a stack, and the pending decision as a prompt.
 */
import { useState } from 'react';
import type { Intent, RulesIntent } from '../../../../engine/core/types';
import type { Seat, TableView } from '../table/model';
import { stepLabel } from './stepNames';
import { STOP_LABELS, type StopKind } from '../session/stops';

export interface PhaseInfo {
  id: string;
  label: string;
}

const CARD_FIELDS = ['card', 'attacker', 'defender', 'target'];

/** Plain words for an intent the engine offers (it may carry its own label). */
export function intentLabel(intent: RulesIntent): string {
  if (typeof intent.label === 'string') return intent.label;
  const words = intent.type.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Intents that are about no particular card become buttons; the rest light up their cards. */
export function buttonIntents(legal: RulesIntent[]): RulesIntent[] {
  const seen = new Set<string>();
  return legal.filter((i) => i.type !== 'answer' && !CARD_FIELDS.some((f) => typeof i[f] === 'string')).filter((i) => {
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

/** How many options the decision takes, in words. */
export function pickHint({ min, max }: { min: number; max: number }): string {
  if (max === 0) return 'Nothing can be chosen now: confirm to go on.';
  if (min === max) return min === 1 ? 'Choose one.' : `Choose ${min}.`;
  if (min === 0) return max === 1 ? 'Choose one, or none.' : `Choose up to ${max}, or none.`;
  return `Choose ${min} to ${max}.`;
}

const name = (view: TableView, seat: Seat) => view.players[seat] ?? `Player ${seat + 1}`;

/** Who may act now: the engine names the priority holder; the viewer's own turn to act stands out. */
function PriorityLine({ view, mine }: { view: TableView; mine: boolean }) {
  if (mine || view.priority === view.viewer) {
    return <div className="pf-priority mine" role="status" data-seat={view.viewer}>You have priority: act, or pass.</div>;
  }
  if (view.priority === undefined) return null;
  return <div className="pf-priority" role="status" data-seat={view.priority}>{name(view, view.priority)} has priority.</div>;
}

/**
 * The Cut (Gundam War) / Effect Chain (M.S. War) as a stack: the top entry resolves first,
 * each says whose it is and what it will do.
 */
function CutStack({ view }: { view: TableView }) {
  if (!view.chain.length) return null;
  const title = view.game === 'ms-war' ? 'Effect Chain' : 'Cut';
  const top = [...view.chain].reverse();
  return (
    <section className="pf-cut" aria-label={`${title} (top resolves first)`} data-testid="chain">
      <h3>{title} · {view.chain.length}</h3>
      <ol className="pf-chain">
        {top.map((c, i) => (
          <li key={c.id} className={i === 0 ? 'next' : ''} data-seat={c.seat}>
            <div className="pf-chain-head">
              <strong>{c.label}</strong>
              {i === 0 && <span className="pf-chain-next">resolves next</span>}
            </div>
            <span className="pf-chain-who">{name(view, c.seat)}{c.targets?.length ? ` → ${c.targets.map((t) => t ?? 'a hidden card').join(', ')}` : ''}</span>
            <span className="pf-chain-effect">{c.effect}</span>
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
  /** Hotseat rules play: the seat at the screen may let Pass-only priority go by itself. */
  autoPass?: { on: boolean; set(on: boolean): void };
  /** Rules play: the viewer's stop (pass until…), set once instead of passing again and again. */
  stop?: { on: StopKind | null; set(kind: StopKind | null): void };
}

/** The stops a player sets with one click, in the order the players asked for them. */
const STOP_KINDS: StopKind[] = ['turn', 'my-turn'];

function Stops({ stop, canPass }: { stop: NonNullable<Props['stop']>; canPass: boolean }) {
  if (stop.on) {
    return (
      <div className="pf-stops" role="status" data-testid="stop">
        <span>{STOP_LABELS[stop.on]}…</span>
        <button type="button" className="btn" onClick={() => stop.set(null)}>Stop passing</button>
      </div>
    );
  }
  if (!canPass) return null;
  return (
    <div className="pf-stops" aria-label="Pass until">
      {STOP_KINDS.map((k) => (
        <button key={k} type="button" className="btn" onClick={() => stop.set(k)} title={k === 'turn' ? 'F6' : 'Shift+F6'}>
          {STOP_LABELS[k]}
        </button>
      ))}
    </div>
  );
}

export function TurnPanel({ view, phases, legal, act, veiled = false, autoPass, stop }: Props) {
  const [picked, setPicked] = useState<string[]>([]);
  const active = view.players[view.active] ?? `Player ${view.active + 1}`;
  const buttons = buttonIntents(legal);
  const pending = !veiled && view.pending && view.pending.seat === view.viewer ? view.pending : null;
  const step = stepLabel(view.game, view.phase, view.step);
  return (
    <section className="pf-side-panel" aria-label="Turn">
      <div className="pf-turn-line">
        <strong>Turn {view.turn}</strong> · {active}
        {view.over && <span className="pf-win" role="status">{view.winner !== null ? `${view.players[view.winner] ?? 'A player'} wins` : 'Draw'}</span>}
      </div>
      <ol className="pf-phases" aria-label="Phases">
        {phases.map((p) => (
          <li key={p.id} className={p.id === view.phase ? 'on' : ''} aria-current={p.id === view.phase ? 'step' : undefined}>
            {p.label.replace(/ Phase$/, '')}
          </li>
        ))}
      </ol>
      {step && <div className="pf-step" data-testid="step">{step}</div>}
      <PriorityLine view={view} mine={legal.some((i) => i.type === 'pass')} />
      {buttons.length > 0 && (
        <div className="pf-legal" aria-label="Allowed now">
          {buttons.map((i) => (
            <button key={JSON.stringify(i)} type="button" className="btn" onClick={() => act(i)}>
              {intentLabel(i)}
            </button>
          ))}
        </div>
      )}
      {stop && <Stops stop={stop} canPass={legal.some((i) => i.type === 'pass')} />}
      {autoPass && (
        <label className="pf-check pf-auto-pass" title="When Pass is the only move the rules allow you, pass without the curtain. The other player can tell you had nothing to play.">
          <input type="checkbox" checked={autoPass.on} onChange={(e) => autoPass.set(e.target.checked)} />
          Auto-pass {view.mode === 'hotseat' ? `for ${view.players[view.viewer] ?? 'me'} ` : ''}when Pass is the only move
        </label>
      )}
      <CutStack view={view} />
      {pending && (
        <div className="pf-decision" role="alertdialog" aria-label="Decision" data-min={pending.pick?.min ?? 1} data-max={pending.pick?.max ?? 1}>
          <p>{pending.prompt}</p>
          <p className="pf-pick">{pickHint(pending.pick ?? { min: 1, max: 1 })}</p>
          <div className="pf-options">
            {pending.options.map((o) => (
              <label key={o.id} className={picked.includes(o.id) ? 'on' : ''}>
                <input
                  type={pending.pick && pending.pick.max > 1 ? 'checkbox' : 'radio'}
                  name="decision"
                  checked={picked.includes(o.id)}
                  onChange={() => setPicked((p) => (pending.pick && pending.pick.max > 1 ? (p.includes(o.id) ? p.filter((x) => x !== o.id) : [...p, o.id]) : [o.id]))}
                />
                {o.label}
              </label>
            ))}
          </div>
          <button
            type="button"
            className="btn primary"
            disabled={picked.length < (pending.pick?.min ?? 1) || picked.length > (pending.pick?.max ?? 1)}
            onClick={() => {
              act({ type: 'answer', seat: view.viewer, choice: picked });
              setPicked([]);
            }}
          >
            {pending.options.length === 0 ? 'Continue' : 'Confirm'}
          </button>
        </div>
      )}
    </section>
  );
}
