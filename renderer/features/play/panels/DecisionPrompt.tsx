/**
 * A decision waiting for the viewer, as a prompt with its options. Options that are one thing
 * offered several ways (a Unit to Earth or to Space) are listed once, with the ways as the
 * choice; in a decision of several picks, each pick shows its place in the order (a squad's
 * head Unit first, defenders in the order they meet the attacker).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Intent } from '../../../../engine/core/types';
import type { PendingDecision, Seat, TableView } from '../table/model';
import { i18n } from '../../../i18n';
import { useMessage } from '../../../i18n/hooks';
import { zoneLabel } from './stepNames';
import { answersByClick, QuickAnswers, type KeepAnswer } from './QuickAnswers';

type Option = PendingDecision['options'][number];

/** How many options the decision takes, in words; never more than there are (one candidate is one pick). */
export function pickHint({ min, max: most }: { min: number; max: number }, options = Infinity): string {
  const t = i18n.getFixedT(null, 'play');
  const max = Math.min(most, options);
  if (max === 0) return t('turn.nothing');
  if (min === max) return min === 1 ? t('turn.one') : t('turn.exactly', { min });
  if (min === 0) return max === 1 ? t('turn.oneOrNone') : t('turn.upTo', { max });
  return t('turn.range', { min, max });
}

/** The options as rows: a lone option, or a group's options together where its first one stood. */
export function optionRows(options: readonly Option[]): Option[][] {
  const rows: Option[][] = [];
  const groups = new Map<string, Option[]>();
  for (const o of options) {
    if (!o.group) {
      rows.push([o]);
      continue;
    }
    const row = groups.get(o.group.id);
    if (row) row.push(o);
    else {
      const fresh = [o];
      groups.set(o.group.id, fresh);
      rows.push(fresh);
    }
  }
  return rows;
}

/** How many a decision takes, counting each candidate once: a Unit offered for Earth and for Space is one. */
export function pickWords(pending: Pick<PendingDecision, 'pick' | 'options'>): string {
  return pickHint(pending.pick ?? { min: 1, max: 1 }, optionRows(pending.options).length);
}

/** The picks after `o` is toggled: one option per group, and one option in all when one is asked for. */
export function toggle(picked: readonly string[], o: Option, options: readonly Option[], many: boolean): string[] {
  if (picked.includes(o.id)) return picked.filter((id) => id !== o.id);
  if (!many) return [o.id];
  const sameGroup = new Set(options.filter((x) => o.group && x.group?.id === o.group.id).map((x) => x.id));
  return [...picked.filter((id) => !sameGroup.has(id)), o.id];
}

/** A pick's place in the order among the picks going the same way (the same area), from 1. */
export function orderOf(picked: readonly string[], id: string, options: readonly Option[]): number {
  const way = (x: string) => options.find((o) => o.id === x)?.choice?.text ?? '';
  const mine = way(id);
  return picked.filter((x) => way(x) === mine).indexOf(id) + 1;
}

/**
 * Replay shows a past decision read only: what was answered at this step ticked (`chosen`; null
 * when the game was not answered there, undefined while it is being read), and the way to act
 * is to continue from here.
 */
export interface ReplayedDecision {
  chosen: string[] | null | undefined;
  onContinue(): void;
}

export function DecisionPrompt({
  view,
  pending,
  act,
  replay,
  keep,
}: {
  view: TableView;
  pending: PendingDecision;
  act(intent: Intent): void;
  replay?: ReplayedDecision;
  /** Keeps an answer for the rest of the game (absent where nothing is kept: a replay, a test table). */
  keep?: KeepAnswer;
}) {
  const { t } = useTranslation(['play', 'playflow']);
  const tm = useMessage();
  const [live, setPicked] = useState<string[]>([]);
  const picked = replay ? (replay.chosen ?? []) : live;
  const ref = useRef<HTMLDivElement>(null);
  // A tall decision in a short window: the turn panel scrolls its Confirm into view, its prompt kept
  // in sight (the side panel itself never moves, and the log keeps its height).
  useLayoutEffect(() => {
    const panel = ref.current?.closest('.pf-turn');
    if (!ref.current || !panel) return;
    const box = ref.current.getBoundingClientRect();
    const frame = panel.getBoundingClientRect();
    // The kept answers stay at the panel's foot (play.css): Confirm goes above them, not under.
    const foot = panel.querySelector(':scope > .pf-kept')?.getBoundingClientRect().height ?? 0;
    const over = box.bottom - (frame.bottom - foot);
    if (over > 0) panel.scrollTop += Math.min(over, box.top - frame.top);
  }, []);
  const pick = pending.pick ?? { min: 1, max: 1 };
  const many = pick.max > 1;
  const words = (o: Option) =>
    o.choice
      ? o.choice.zone
        ? zoneLabel(view.game, o.choice.zone, o.choice.text)
        : o.choice.text
      : o.message
        ? tm(o.message)
        : o.label;
  const groupName = (g: NonNullable<Option['group']>) => (g.message ? tm(g.message) : g.label);
  const input = (o: Option) => (
    <input
      type={many ? 'checkbox' : 'radio'}
      name="decision"
      checked={picked.includes(o.id)}
      disabled={!!replay}
      onChange={() => setPicked((p) => toggle(p, o, pending.options, many))}
    />
  );
  const order = (row: Option[]) => {
    const chosen = row.find((o) => picked.includes(o.id));
    if (!many || !chosen) return null;
    const n = orderOf(picked, chosen.id, pending.options);
    return (
      <span className="pf-order" title={t('playflow:decision.order', { n })} data-testid="pick-order">
        {n}
      </span>
    );
  };
  const prompt = pending.message ? tm(pending.message) : pending.prompt;
  if (!replay && answersByClick(pending, words))
    return (
      <div
        ref={ref}
        className="pf-decision"
        role="alertdialog"
        aria-label={t('turn.decision')}
        data-min={pick.min}
        data-max={pick.max}
      >
        <QuickAnswers
          pending={pending}
          prompt={prompt}
          words={words}
          keep={keep}
          answer={(choice) => act({ type: 'answer', seat: view.viewer as Seat, choice })}
        />
      </div>
    );
  return (
    <div
      ref={ref}
      className="pf-decision"
      role="alertdialog"
      aria-label={t('turn.decision')}
      data-min={pick.min}
      data-max={pick.max}
    >
      <p>{prompt}</p>
      <p className="pf-pick">{pickWords(pending)}</p>
      <div className="pf-options">
        {optionRows(pending.options).map((row) =>
          row[0].group ? (
            <div key={row[0].group.id} className="pf-option-group" role="group" aria-label={groupName(row[0].group)}>
              <span className="pf-option-name">{groupName(row[0].group)}</span>
              {row.map((o) => (
                <label
                  key={o.id}
                  className={picked.includes(o.id) ? 'on' : ''}
                  title={o.message ? tm(o.message) : o.label}
                >
                  {input(o)}
                  {words(o)}
                  {picked.includes(o.id) && order(row)}
                </label>
              ))}
            </div>
          ) : (
            <label key={row[0].id} className={picked.includes(row[0].id) ? 'on' : ''}>
              {input(row[0])}
              {words(row[0])}
              {order(row)}
            </label>
          ),
        )}
      </div>
      {replay ? (
        <>
          {replay.chosen !== undefined && (
            <p className="pf-pick" data-testid="replay-decision">
              {t(replay.chosen ? 'playflow:replayDecision.chosen' : 'playflow:replayDecision.unanswered')}
            </p>
          )}
          <button type="button" className="btn primary" onClick={replay.onContinue}>
            {t('playflow:replay.continue')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn primary"
          disabled={picked.length < pick.min || picked.length > pick.max}
          onClick={() => {
            act({ type: 'answer', seat: view.viewer as Seat, choice: picked });
            setPicked([]);
          }}
        >
          {pending.options.length === 0 ? t('turn.continue') : t('turn.confirm')}
        </button>
      )}
    </div>
  );
}
