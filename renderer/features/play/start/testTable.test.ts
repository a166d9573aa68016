/**
 * A test table plays the editor's draft script by the rules: the card (and a G to pay for it)
 * is in the opening hand, and the engine reads the draft, not the stored text.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../../engine/core/setup';
import { step } from '../../../../engine/core/step';
import { isRuleError, type GameState, type RulesIntent } from '../../../../engine/core/types';
import { gameModule } from '../../../../engine/games/registry';
import { loadCardFile } from '../../../../engine/cards/import';
import type { CardScript } from '../../../../engine/abilities/schema';
import { toSetup } from '../session/setup';
import { demoCards, DECK_SIZE } from './demoDecks';
import { testCards, testTable } from './testTable';

const [salvage] = loadCardFile(
  [
    'game,number,name,type,cost,nation_cost,color,text',
    'gundam-war,T-3,Salvage Run,command,1,1,blue,(Own Turn): Send the top 2 cards of your Nation to the Junkyard.',
  ].join('\n'),
  'cards.csv',
).cards;
const mill: CardScript = {
  v: 1,
  abilities: [{ kind: 'play', timing: 'own-turn', do: [{ op: 'mill', who: 'you', count: 2 }] }],
};

const names = (s: GameState, ids: number[]) => ids.map((id) => s.catalog[s.cards[id].key].name);

describe('the test table the script editor opens (issue 19)', () => {
  it('deals the card and a G of its colour first, in a deck of the usual size', () => {
    const { choice } = testTable(salvage, mill, 'Test table');
    expect(choice).toMatchObject({ game: 'gundam-war', mode: 'goldfish', rules: true });
    expect(choice.test?.top).toEqual(['T-3', 'GD-001']);
    expect(choice.decks[0].main.reduce((n, e) => n + e.count, 0)).toBe(DECK_SIZE);
  });
});

/** Keeps the hand, puts the G out, plays Salvage Run and lets it resolve: the Nation and Junkyard before and after. */
function playSalvage(script: CardScript | null) {
  const start = testTable(salvage, script, 'Test table');
  const module = gameModule('gundam-war');
  const made = createGame(module, toSetup(start.choice, testCards(demoCards('gundam-war'), start.card), 3));
  if (isRuleError(made)) throw new Error(made.error);
  let s = made.state;
  const keys = Object.keys(s.zones).filter((k) => k.startsWith('0'));
  const hand = keys.find((k) => k.endsWith('hand'))!;
  const nation = keys.find((k) => k.endsWith('nation'))!;
  const junkyard = keys.find((k) => k.endsWith('junkyard'))!;
  expect(names(s, s.zones[hand])).toEqual(expect.arrayContaining(['Salvage Run', 'Azure Relay Post']));
  let played = false;
  let nationBefore = 0;
  for (let i = 0; i < 100 && !played; i++) {
    const options = module.legalIntents(s, 0) as RulesIntent[];
    const label = (o: RulesIntent) => String(o.label ?? '');
    const pick =
      options.find((o) => o.type === 'answer' && /keep/i.test(label(o))) ??
      options.find((o) => o.type === 'play' && /Salvage Run/.test(label(o))) ??
      options.find((o) => o.type === 'play' && /Azure Relay Post/.test(label(o))) ??
      options.find((o) => o.type === 'pass') ??
      options[0];
    if (pick.type === 'play' && /Salvage Run/.test(label(pick))) {
      played = true;
      nationBefore = s.zones[nation].length;
    }
    const next = step(module, s, pick);
    if (isRuleError(next)) throw new Error(next.error);
    s = next.state;
  }
  expect(played).toBe(true);
  // Pass until the Cut is empty: the Command resolves.
  for (let i = 0; i < 5 && !names(s, s.zones[junkyard]).includes('Salvage Run'); i++) {
    const pass = (module.legalIntents(s, 0) as RulesIntent[]).find((o) => o.type === 'pass')!;
    const next = step(module, s, pass);
    if (isRuleError(next)) throw new Error(next.error);
    s = next.state;
  }
  return { nationBefore, nation: s.zones[nation].length, junkyard: names(s, s.zones[junkyard]) };
}

describe('an M.S. War test table', () => {
  it('deals the card in the opening hand, with no G', () => {
    const card = demoCards('ms-war').find((c) => c.number === 'SD-013')!;
    const start = testTable(card, null, 'Test table');
    expect(start.choice.test?.top).toEqual(['SD-013']);
    const made = createGame(gameModule('ms-war'), toSetup(start.choice, testCards(demoCards('ms-war'), start.card), 5));
    if (isRuleError(made)) throw new Error(made.error);
    const hand = Object.keys(made.state.zones).find((k) => k.startsWith('0') && k.endsWith('hand'))!;
    expect(names(made.state, made.state.zones[hand])).toContain('Grinder Assault');
  });
});

describe('a test table plays the script it is given', () => {
  it('the draft script: 2 cards milled', () => {
    const r = playSalvage(mill);
    expect(r.nation).toBe(r.nationBefore - 2);
    expect(r.junkyard).toContain('Salvage Run');
    expect(r.junkyard).toHaveLength(3);
  });

  it('without a draft, the stored card: its text is manual, the rules mill nothing', () => {
    const r = playSalvage(null);
    expect(r.nation).toBe(r.nationBefore);
    expect(r.junkyard).toEqual(['Salvage Run']);
  });
});
