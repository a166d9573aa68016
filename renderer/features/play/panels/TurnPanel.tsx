/**
 * The turn at a glance: whose turn, the phase track with the current phase lit, and —
 * in rules-assisted games — the moves the engine allows now as buttons (pass, next step…),
 * the Cut/Effect Chain as a stack, and the pending decision as a prompt.
 */
import { useState } from 'react';
import type { Intent, RulesIntent } from '../../../../engine/core/types';
import type { TableView } from '../table/model';

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

export function TurnPanel({ view, phases, legal, act }: { view: TableView; phases: PhaseInfo[]; legal: RulesIntent[]; act(intent: Intent): void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const active = view.players[view.active] ?? `Player ${view.active + 1}`;
  const buttons = buttonIntents(legal);
  const pending = view.pending && view.pending.seat === view.viewer ? view.pending : null;
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
      {view.step && <div className="pf-step">Step: {view.step}</div>}
      {legal.some((i) => i.type === 'pass') && <div className="pf-priority" role="status">You have priority: act, or pass.</div>}
      {buttons.length > 0 && (
        <div className="pf-legal" aria-label="Allowed now">
          {buttons.map((i) => (
            <button key={JSON.stringify(i)} type="button" className="btn" onClick={() => act(i)}>
              {intentLabel(i)}
            </button>
          ))}
        </div>
      )}
      {view.chain.length > 0 && (
        <ol className="pf-chain" aria-label="Cut / Effect Chain (top resolves first)">
          {[...view.chain].reverse().map((c) => (
            <li key={c.id}>
              <strong>{c.label}</strong>
              <span>{c.effect}</span>
            </li>
          ))}
        </ol>
      )}
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
            Confirm
          </button>
        </div>
      )}
    </section>
  );
}
