/**
 * Answers kept for the rest of a game ("always answer this way in this game"): a seat's answer
 * to one question — M.S. War's "Place the top card of your Supply Base in your Factory?" each
 * turn, say — given for it each time the same question comes back, the way auto-pass passes.
 * XMage keeps answers the same way ("remember answer" on its yes/no questions) and lists them
 * where they are undone. They are kept in settings under the saved game's id, so a resumed game
 * keeps them; only answers naming no card are kept (a card will not be there next time).
 */
import { db } from '../../../db/db';
import type { Message } from '../../../../engine/i18n/message';
import type { Seat } from '../../../../engine/core/types';
import type { PendingDecision } from '../table/model';

export const KEPT_ANSWERS_SETTING = 'play:kept-answers';
/** The saved games whose kept answers are remembered (the most recently changed ones). */
const GAMES_KEPT = 50;

/** Words shown for a kept question or answer: the message for the interface language, else the engine's English. */
export interface Words {
  text: string;
  message?: Message;
}

export interface KeptAnswer {
  seat: Seat;
  /** The question, by what the engine calls it and its prompt: the same question is both again. */
  kind: string;
  prompt: string;
  choice: string[];
  question: Words;
  /** The answer's words (null: none was chosen). */
  answer: Words | null;
}

type Saved = Record<string, { at: number; answers: KeptAnswer[] }>;

/** The question `kept` answers is the one waiting, and its answer can be given to it. */
export function fits(kept: KeptAnswer, pending: PendingDecision): boolean {
  if (kept.seat !== pending.seat || kept.kind !== pending.kind || kept.prompt !== pending.prompt) return false;
  const pick = pending.pick ?? { min: 1, max: 1 };
  const ids = new Set(pending.options.map((o) => o.id));
  return kept.choice.length >= pick.min && kept.choice.length <= pick.max && kept.choice.every((id) => ids.has(id));
}

/** The answer kept for the waiting question, if any. */
export function keptFor(kept: readonly KeptAnswer[], pending: PendingDecision | null): KeptAnswer | null {
  return (pending && kept.find((k) => fits(k, pending))) ?? null;
}

/** `choice` to `pending` kept, in place of what was kept for the same question. */
export function keeping(kept: readonly KeptAnswer[], pending: PendingDecision, choice: string[]): KeptAnswer[] {
  const option = pending.options.find((o) => o.id === choice[0]);
  const answer: KeptAnswer = {
    seat: pending.seat,
    kind: pending.kind ?? '',
    prompt: pending.prompt,
    choice,
    question: { text: pending.prompt, message: pending.message },
    answer: option ? { text: option.label, message: option.message } : null,
  };
  const same = (k: KeptAnswer) => k.seat === answer.seat && k.kind === answer.kind && k.prompt === answer.prompt;
  return [...kept.filter((k) => !same(k)), answer];
}

async function saved(): Promise<Saved> {
  const value = (await db.settings.get(KEPT_ANSWERS_SETTING))?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Saved) : {};
}

const isKept = (k: unknown): k is KeptAnswer => {
  const a = k as KeptAnswer;
  return (
    !!a &&
    (a.seat === 0 || a.seat === 1) &&
    typeof a.kind === 'string' &&
    typeof a.prompt === 'string' &&
    Array.isArray(a.choice) &&
    a.choice.every((id) => typeof id === 'string') &&
    typeof a.question?.text === 'string'
  );
};

export async function loadKeptAnswers(savedId: string): Promise<KeptAnswer[]> {
  const entry = (await saved())[savedId];
  return Array.isArray(entry?.answers) ? entry.answers.filter(isKept) : [];
}

export async function saveKeptAnswers(savedId: string, answers: readonly KeptAnswer[]): Promise<void> {
  const all = await saved();
  if (answers.length) all[savedId] = { at: Date.now(), answers: [...answers] };
  else delete all[savedId];
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => (b.at ?? 0) - (a.at ?? 0))
    .slice(0, GAMES_KEPT);
  await db.settings.put({ key: KEPT_ANSWERS_SETTING, value: Object.fromEntries(newest) });
}
