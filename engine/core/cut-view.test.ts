/**
 * The Cut / Effect Chain in each seat's view (`viewFor` with `GameModule.cut`): entries
 * bottom first with what they will do, the priority holder, and nothing hidden leaking.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameModule } from '../games/registry';
import { buildTable, resolveAliases } from '../scenario/build';
import { scenarioCards } from '../scenario/cards';
import { Scenario } from '../scenario/format';
import { step } from './step';
import { DEMO_CARDS } from './testing/demo';
import { isRuleError, type GameState, type Intent } from './types';
import { cutFor, viewFor } from './view';
import type { GameId } from '../cards/model';

/** The table of a stored scenario after its first `steps` intents. */
function played(game: GameId, file: string, steps: number): { state: GameState; aliases: Record<string, number> } {
  const path = new URL(`../games/${game}/scenarios/${file}`, import.meta.url).pathname;
  const sc = Scenario.parse(JSON.parse(readFileSync(path, 'utf8')));
  const module = gameModule(game);
  const set = scenarioCards(game, DEMO_CARDS[game], sc.cards);
  if ('problems' in set) throw new Error(set.problems.join('; '));
  const built = buildTable(module, sc, set.cards);
  if (isRuleError(built)) throw new Error(built.error);
  let state = built.state;
  for (const s of sc.steps.slice(0, steps)) {
    const r = step(module, state, resolveAliases(s.do, built.aliases) as Intent);
    if (isRuleError(r)) throw new Error(r.error);
    state = r.state;
  }
  return { state, aliases: built.aliases };
}

const view = (game: GameId, state: GameState, seat: 0 | 1) => {
  const m = gameModule(game);
  return viewFor(state, m.layout, seat, m.cut!(state));
};

describe('the Effect Chain in the view (M.S. War 2.1 — The EFFECT CHAIN)', () => {
  it('lists the three links bottom first, each with what it will do, and priority with the player to answer', () => {
    const { state, aliases } = played('ms-war', '40-effect-chain-worked-example.scenario.json', 3);
    const v = view('ms-war', state, 1);
    expect(v.cut!.entries.map((e) => [e.source?.ref, e.controller])).toEqual([
      [String(aliases.ml1), 0],
      [String(aliases.sf), 1],
      [String(aliases.ml2), 0],
    ]);
    expect(v.cut!.entries.map((e) => e.label)).toEqual(['Cold Boot', 'Lone Blossom', 'Cold Boot']);
    for (const e of v.cut!.entries) expect(e.effect).toMatch(/^[A-Z].+\.$/);
    expect(v.cut!.entries[0].effect).not.toBe(v.cut!.entries[1].effect);
    // The last link was Player 1's: the other player has priority to respond or pass.
    expect(v.cut!.priority).toBe(1);
    expect(v.cut!.free).toBe(true);
  });

  it('marks the Events waiting on the chain for the table to draw with their entries (2.1 "Event Cards")', () => {
    const { state } = played('ms-war', '40-effect-chain-worked-example.scenario.json', 3);
    const v = view('ms-war', state, 0);
    const types = v.cut!.entries.map((e) => state.catalog[state.cards[Number(e.source!.ref)].key].type);
    expect(types).toEqual(['event', 'event', 'event']);
    expect(v.cut!.entries.map((e) => e.source?.onChain)).toEqual([true, true, true]);
  });

  it('is empty with nobody to answer before anything is played, and absent in manual mode', () => {
    const { state } = played('ms-war', '40-effect-chain-worked-example.scenario.json', 0);
    const v = view('ms-war', state, 0);
    expect(v.cut!.entries).toEqual([]);
    expect(v.cut!.priority).toBe(0);
    expect(viewFor(state, gameModule('ms-war').layout, 0).cut).toBeNull();
  });
});

describe('the Cut in the view (Gundam War ch. 12 Activating and Resolving of Effects)', () => {
  it('shows the two Abolish effects under the Command that answers them, with its target named', () => {
    const { state, aliases } = played('gundam-war', 'negate-destruction.scenario.json', 5);
    const v = view('gundam-war', state, 0);
    const entries = v.cut!.entries;
    expect(entries.length).toBe(3);
    expect(entries.slice(0, 2).every((e) => /abolished/.test(e.effect))).toBe(true);
    const top = entries[2];
    expect(top.controller).toBe(1);
    expect(top.source?.ref).toBe(String(aliases.bulk));
    const kai = state.catalog[state.cards[aliases.kai].key];
    expect(top.targets).toEqual([{ ref: String(aliases.kai), name: kai.name, name_ja: kai.name_ja }]);
    expect(top.effect).toMatch(/negates the destruction of/);
    expect(v.cut!.priority).toBe(0);
    // The Gundam War table draws no card with its Cut entry (its layout names no type `onChain`).
    expect(entries.map((e) => e.source?.onChain)).toEqual([undefined, undefined, undefined]);
  });
});

describe('hidden information on the Cut', () => {
  it('a source the viewer cannot see is a positional ref, with no name, label or effect that could name it', () => {
    const { state, aliases } = played('ms-war', '40-effect-chain-worked-example.scenario.json', 0);
    const id = aliases.sf;
    const cut = {
      entries: [
        {
          id: 'e1',
          label: 'Lone Blossom',
          controller: 1 as const,
          source: id,
          targets: [],
          effect: 'Lone Blossom does a secret thing.',
        },
      ],
      priority: 0 as const,
      free: true,
    };
    const theirs = cutFor(state, gameModule('ms-war').layout, cut, 0).entries[0];
    expect(theirs.source).toEqual({ ref: `1:hand#${state.zones['1:hand'].indexOf(id)}`, name: null });
    expect(JSON.stringify(theirs)).not.toContain('Lone Blossom');
    expect(theirs.source?.ref).not.toBe(String(id));
    const mine = cutFor(state, gameModule('ms-war').layout, cut, 1).entries[0];
    expect(mine.source).toEqual({ ref: String(id), name: 'Lone Blossom', onChain: true });
    expect(mine.effect).toBe('Lone Blossom does a secret thing.');
  });
});
