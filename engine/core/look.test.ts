/** The manual `look` intent: a private look at the top of a pile, one step, no names for others. */
import { describe, expect, it } from 'vitest';
import { MS_WAR_LAYOUT } from './layouts/ms-war';
import { manualModule } from './manual-module';
import { createGame } from './setup';
import { step } from './step';
import { DEMO_CARDS, demoDeck } from './testing/demo';
import { viewFor } from './view';
import { isRuleError, type GameState, type Intent, type RuleError, type StepResult } from './types';
import { createTranslator } from '../i18n/translate';

const msWar = manualModule(MS_WAR_LAYOUT);

function start(): GameState {
  const r = createGame(msWar, {
    game: 'ms-war',
    mode: 'manual',
    seed: 3,
    seats: [
      { name: 'Amuro', main: demoDeck('ms-war') },
      { name: 'Char', main: demoDeck('ms-war', 20) },
    ],
    cards: DEMO_CARDS['ms-war'],
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

const run = (s: GameState, intent: Intent): StepResult => step(msWar, s, intent);

describe('look (manual table move)', () => {
  it('shows the top 3 cards of the Supply Base to the looking seat only, in one step', () => {
    const s = start();
    const r = run(s, { type: 'look', seat: 0, zone: '0:supply-base', count: 3 });
    if (isRuleError(r)) throw new Error(r.error);
    const mine = viewFor(r.state, MS_WAR_LAYOUT, 0).zones['0:supply-base'].cards;
    const theirs = viewFor(r.state, MS_WAR_LAYOUT, 1).zones['0:supply-base'].cards;
    expect(mine.slice(0, 3).every((c) => c.card !== null)).toBe(true);
    expect(mine[3].card).toBeNull();
    expect(theirs.every((c) => c.card === null)).toBe(true);
    expect(r.events).toHaveLength(1);
    expect(r.events[0].text).toBe("{p0} looks at the top 3 cards of {p0}'s Supply Base.");
    expect(r.events[0].refs).toEqual([]);
    // The pile is unchanged: a look moves nothing.
    expect(r.state.zones['0:supply-base']).toEqual(s.zones['0:supply-base']);
  });

  it('without a count looks through the whole pile; a shuffle hides it again', () => {
    const s = start();
    const r = run(s, { type: 'look', seat: 1, zone: '1:supply-base' });
    if (isRuleError(r)) throw new Error(r.error);
    expect(viewFor(r.state, MS_WAR_LAYOUT, 1).zones['1:supply-base'].cards.every((c) => c.card !== null)).toBe(true);
    expect(r.events[0].text).toBe("{p1} looks through {p1}'s Supply Base (43 cards).");
    const shuffled = run(r.state, { type: 'shuffle', seat: 1, zone: '1:supply-base' });
    if (isRuleError(shuffled)) throw new Error(shuffled.error);
    expect(viewFor(shuffled.state, MS_WAR_LAYOUT, 1).zones['1:supply-base'].cards.every((c) => c.card === null)).toBe(
      true,
    );
  });

  it('refuses a bad count, an unknown zone and an empty pile with clear words', () => {
    const s = start();
    expect(run(s, { type: 'look', seat: 0, zone: '0:supply-base', count: 0 })).toMatchObject({
      error: 'Look at a whole number of cards, at least 1, not 0.',
    });
    expect(isRuleError(run(s, { type: 'look', seat: 0, zone: '0:nowhere' }))).toBe(true);
    const empty = run(s, { type: 'look', seat: 0, zone: '0:dry-dock' }) as RuleError;
    expect(empty.error).toBe("Amuro's Dry Dock is empty: there is nothing to look at.");
    // Issue 14: the same refusal in Japanese, the zone in the game's Japanese words.
    expect(createTranslator('ja')(empty.msg!)).toBe('Amuroのドライドックが空です。見るカードがありません。');
  });
});
