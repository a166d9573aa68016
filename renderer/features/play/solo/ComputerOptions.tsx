/**
 * Solo vs AI on the start screen: the computer's level, and under "More options" how long it
 * may think per move and whether it knows the player's deck list.
 */
import { LEVELS, LEVEL_NAMES, type Level } from '../../../../engine/ai/names';
import type { ComputerChoice } from '../session/setup';

const LEVEL_HINTS: Record<Level, string> = {
  easy: 'plays a simple greedy rule: attack, then play the costliest card',
  normal: 'looks ahead a turn on guesses of the cards it cannot see',
  hard: 'looks two turns ahead and thinks longer (up to about 1.2 s a move)',
};

export function ComputerLevel({ value, onChange }: { value: ComputerChoice; onChange(c: ComputerChoice): void }) {
  return (
    <fieldset className="pf-seg" aria-describedby="level-hint">
      <legend>Computer</legend>
      {LEVELS.map((level) => (
        <label key={level} className={value.level === level ? 'on' : ''}>
          <input type="radio" name="level" value={level} checked={value.level === level} onChange={() => onChange({ ...value, level })} />
          {LEVEL_NAMES[level]}
        </label>
      ))}
      <p id="level-hint" className="pf-dim">
        {LEVEL_NAMES[value.level]} {LEVEL_HINTS[value.level]}. It sees only what its seat may see.
      </p>
    </fieldset>
  );
}

/** Parses the thinking-time field: whole milliseconds from 10 to 60,000, blank for the level's own. */
export function thinkMsOf(text: string): number | undefined | null {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d{1,5}$/.test(t)) return null;
  const n = Number(t);
  return n >= 10 && n <= 60_000 ? n : null;
}

export function ComputerMoreOptions({ value, onChange, thinkText, onThinkText }: { value: ComputerChoice; onChange(c: ComputerChoice): void; thinkText: string; onThinkText(t: string): void }) {
  const bad = thinkMsOf(thinkText) === null;
  return (
    <>
      <label className="pf-seed">
        Computer&apos;s thinking time per move (ms)
        <input value={thinkText} inputMode="numeric" placeholder="level's own" aria-invalid={bad} aria-describedby="think-hint" onChange={(e) => onThinkText(e.target.value)} />
      </label>
      <p id="think-hint" className={bad ? 'pf-error' : 'pf-dim'}>
        {bad ? 'A thinking time is a whole number of milliseconds from 10 to 60000.' : 'Leave blank for the level\'s own time. Longer plays stronger (Normal and Hard).'}
      </p>
      <label className="pf-check">
        <input type="checkbox" checked={value.sharedLists} onChange={(e) => onChange({ ...value, sharedLists: e.target.checked })} />
        Share deck lists (the computer knows what is in your deck, as you know its deck; else it guesses from the cards you have shown)
      </label>
    </>
  );
}
