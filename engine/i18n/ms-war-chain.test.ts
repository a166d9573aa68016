/**
 * M.S. War's Effect Chain told to each reader (issue 47): every link's name and what it will do
 * come as messages, the English the same words as the chain's English text, the Japanese in
 * Japanese with the cards by their Japanese names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameModule } from '../games/registry';
import { buildTable, resolveAliases } from '../scenario/build';
import { scenarioCards } from '../scenario/cards';
import { Scenario } from '../scenario/format';
import { step } from '../core/step';
import { DEMO_CARDS } from '../core/testing/demo';
import { isRuleError, type GameState, type Intent } from '../core/types';
import { viewFor } from '../core/view';
import { createTranslator } from './translate';

function chainAfter(file: string, steps: number): GameState {
  const path = new URL(`../games/ms-war/scenarios/${file}`, import.meta.url).pathname;
  const sc = Scenario.parse(JSON.parse(readFileSync(path, 'utf8')));
  const module = gameModule('ms-war');
  const set = scenarioCards('ms-war', DEMO_CARDS['ms-war'], sc.cards);
  if ('problems' in set) throw new Error(set.problems.join('; '));
  const built = buildTable(module, sc, set.cards);
  if (isRuleError(built)) throw new Error(built.error);
  let state = built.state;
  for (const s of sc.steps.slice(0, steps)) {
    const r = step(module, state, resolveAliases(s.do, built.aliases) as Intent);
    if (isRuleError(r)) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

describe('the M.S. War Effect Chain in either language', () => {
  const state = chainAfter('40-effect-chain-worked-example.scenario.json', 3);
  const m = gameModule('ms-war');
  const entries = viewFor(state, m.layout, 1, m.cut!(state)).cut!.entries;

  it('tells English readers what the English text says', () => {
    const en = createTranslator('en');
    expect(entries).toHaveLength(3);
    for (const e of entries) {
      expect(en(e.labelMessage!)).toBe(e.label);
      expect(en(e.effectMessage!)).toBe(e.effect);
    }
  });

  it('tells Japanese readers in Japanese, the cards by their Japanese names', () => {
    const ja = createTranslator('ja');
    const told = entries.map((e) => [ja(e.labelMessage!), ja(e.effectMessage!)]);
    // Cold Boot is a demo card; Lone Blossom is the scenario's own, with no Japanese name.
    expect(told.map(([label]) => label)).toEqual(['コールドブート', 'Lone Blossom', 'コールドブート']);
    for (const [label, effect] of [told[0], told[2]]) {
      expect(label).not.toMatch(/[A-Za-z]/);
      expect(effect).not.toMatch(/[A-Za-z]{2,}/);
      expect(effect).toMatch(/。$/);
    }
    expect(told[0][1]).toBe('相手は手札を2枚捨てる。');
  });
});
