/**
 * A question of one pick among a few short options, answered with one click: each option is its
 * own button (Yes and No are two buttons), "None" beside them when none may be chosen. The first
 * button takes the focus; Enter or Space presses it, and the number keys 1–9 press the option
 * of that number. Forge and XMage ask their yes/no questions the same way.
 *
 * Where the answer can be kept for the game (a plain word, not a card that will not be there next
 * time), a checkbox beside the buttons keeps the answer clicked next: the table then gives it
 * for the player each time the same question comes back (see session/keptAnswers.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingDecision } from '../table/model';

type Option = PendingDecision['options'][number];

/** At most this many options, each at most this long, make a question answered by one click. */
const FEW = 8;
const SHORT = 40;

/** Whether the question is asked as buttons: one pick (or none), a few options of a few words, no ways to choose within one. */
export function answersByClick(pending: Pick<PendingDecision, 'pick' | 'options'>, words: (o: Option) => string) {
  const pick = pending.pick ?? { min: 1, max: 1 };
  const n = pending.options.length;
  return (
    pick.max === 1 &&
    pick.min <= 1 &&
    n > 0 &&
    n <= FEW &&
    pending.options.every((o) => !o.group && words(o).length <= SHORT)
  );
}

/** An answer may be kept for the game when it names no card: "Yes", "No", "None". */
export const keepable = (o: Option | null) => !o || !o.cards?.length;

export interface KeepAnswer {
  /** The question can be kept for the game (it has a name the next one shares). */
  can: boolean;
  keep(choice: string[]): void;
}

export function QuickAnswers({
  pending,
  prompt,
  words,
  answer,
  keep,
}: {
  pending: PendingDecision;
  prompt: string;
  words(o: Option): string;
  answer(choice: string[]): void;
  keep?: KeepAnswer;
}) {
  const { t } = useTranslation('play');
  const promptId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const [always, setAlways] = useState(false);
  // One answer per question asked: a second click before the reply must not answer the next one.
  const [sentFor, setSentFor] = useState<PendingDecision | null>(null);
  const sent = sentFor === pending;
  const none = (pending.pick?.min ?? 1) === 0;
  const choices: (Option | null)[] = [...pending.options, ...(none ? [null] : [])];
  useEffect(() => {
    // The focus moves to the question unless the player is typing somewhere.
    const at = document.activeElement;
    if (at instanceof HTMLInputElement || at instanceof HTMLTextAreaElement) return;
    first.current?.focus({ preventScroll: true });
  }, []);
  const give = (o: Option | null) => {
    const choice = o ? [o.id] : [];
    if (sent) return;
    setSentFor(pending);
    if (always && keep?.can && keepable(o)) keep.keep(choice);
    answer(choice);
  };
  return (
    <>
      <p id={promptId}>{prompt}</p>
      <div
        className="pf-answers"
        role="group"
        aria-labelledby={promptId}
        onKeyDown={(e) => {
          const n = Number(e.key);
          if (!Number.isInteger(n) || n < 1 || n > choices.length || e.ctrlKey || e.metaKey || e.altKey) return;
          const o = choices[n - 1];
          if (always && !keepable(o)) return;
          e.preventDefault();
          give(o);
        }}
      >
        {choices.map((o, at) => (
          <button
            key={o?.id ?? '∅'}
            ref={at === 0 ? first : undefined}
            type="button"
            className="btn"
            aria-keyshortcuts={at < 9 ? String(at + 1) : undefined}
            disabled={sent || (always && !keepable(o))}
            title={always && !keepable(o) ? t('turn.keepCardHint') : undefined}
            onClick={() => give(o)}
          >
            {o ? words(o) : t('turn.none')}
          </button>
        ))}
      </div>
      {keep?.can && (
        <label className="pf-check pf-keep" title={t('turn.keepHint')}>
          <input type="checkbox" checked={always} onChange={(e) => setAlways(e.target.checked)} />
          {t('turn.keep')}
        </label>
      )}
    </>
  );
}
