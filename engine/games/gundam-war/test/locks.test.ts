/**
 * A lock (Auto A, locks.ts) takes the plays it forbids out of the legal-move listing too, so an
 * automatic player is never offered a play the check would refuse (the tables of
 * scenarios/lock-play.scenario.json: ch. 11 Auto A, ch. 22 Priority of Rules and Text).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Memo } from '../../../core/memo';
import { DEMO_CARDS } from '../../../core/testing/demo';
import { step } from '../../../core/step';
import { isRuleError, type GameState, type RulesIntent, type Seat } from '../../../core/types';
import { buildTable, type Built } from '../../../scenario/build';
import { scenarioCards } from '../../../scenario/cards';
import { layOver, Scenario, scenariosOf } from '../../../scenario/format';
import { freshLegalIntents, legalIntents } from '../legal';
import { createGundamWarModule } from '../module';

const module = createGundamWarModule(null);

const raw = JSON.parse(
  readFileSync(new URL('../scenarios/lock-play.scenario.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** Game `n` of the scenario file, its setup's zones changed by `zones`. */
function table(n: number, zones: Record<string, string[]> = {}): Built {
  const sc = Scenario.parse(scenariosOf(raw)[n]);
  const set = scenarioCards('gundam-war', DEMO_CARDS['gundam-war'], sc.cards);
  if ('problems' in set) throw new Error(set.problems.join('\n'));
  const built = buildTable(module, { ...sc, setup: layOver(sc.setup, { zones }) as typeof sc.setup }, set.cards);
  if (isRuleError(built)) throw new Error(built.error);
  return built;
}

const plays = (s: GameState, seat: Seat) =>
  [legalIntents(s, seat, new Memo()), freshLegalIntents(s, seat)].map((l) =>
    l.filter((i) => i.type === 'play').map((i) => (i as unknown as { card: string }).card),
  );

describe('locks in the legal-move listing', () => {
  it('lists no Command while a lock on every player stands, and lists it once the lock is gone', () => {
    const locked = table(0);
    expect(plays(locked.state, 0)).toEqual([[], []]);
    const free = table(0, { '0:disposition-area': ['g0=GD-001'] });
    for (const listed of plays(free.state, 0)) expect(listed).toContain(free.aliases.fire);
  });

  it('lists the Command again on the same memo once the locking card has left the Field', () => {
    const { state, aliases } = table(0);
    const memo = new Memo();
    const listed = (t: GameState) =>
      legalIntents(t, 0, memo)
        .filter((i) => i.type === 'play')
        .map((i) => (i as unknown as { card: string }).card);
    expect(listed(state)).toEqual([]);
    const moved = step(
      module,
      state,
      { type: 'move', seat: 0, card: aliases.tower, to: '0:junkyard' } as RulesIntent,
      true,
    );
    if (isRuleError(moved)) throw new Error(moved.error);
    expect(listed(moved.state)).toContain(aliases.fire);
  });

  it("lists the enemy's Unit only when the lock is not the enemy's", () => {
    const enemy = table(2);
    expect(plays(enemy.state, 1)).toEqual([[], []]);
    const own = table(3);
    for (const listed of plays(own.state, 0)) expect(listed).toContain(own.aliases.frame);
  });
});
