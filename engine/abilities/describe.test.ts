/**
 * Every demo card's abilities in words: English exactly as the card detail read before the words
 * became messages (`describe.en.json`, recorded then), and Japanese with no English word left but
 * what the card itself says (names, M.S. Types, traits, a text resolved by hand). Keywords are named,
 * never by their ids (issue 47); M.S. War's by the Japanese names Sortie gives them.
 */
import { describe, expect, it } from 'vitest';
import { loadDemoSets } from '../cards/demo';
import { createTranslator } from '../i18n/translate';
import { describeAbility, sayAbility } from './describe';
import type { ScriptGame } from './game';
import { readScript } from './read';
import recorded from './describe.en.json' with { type: 'json' };

const ja = createTranslator('ja');
const en = createTranslator('en');
const cards = loadDemoSets().filter((c) => c.script?.abilities.length);

/** Words a card's own data puts in the sentence, which stay as they are printed. */
function cardWords(script: unknown): string[] {
  const words: string[] = [];
  JSON.stringify(script, (key, value: unknown) => {
    if (typeof value === 'string' && ['msType', 'setTrait', 'text', 'dockMsWith'].includes(key)) words.push(value);
    return value;
  });
  return words;
}

const CLAUSES: [ScriptGame, object, string][] = [
  [
    'gundam-war',
    {
      kind: 'activated',
      timing: 'any',
      if: { gAtLeast: 3, unit: { keyword: 'high-mobility', where: 'battle-area' } },
      limit: { perTurn: 2 },
      cost: { rollG: 2, removeFromJunkyard: 2, abolishCharacter: true },
      target: { card: 'unit', whose: 'enemy', where: 'engaged', count: 2, keyword: 'desert', maxCost: 3 },
      do: [{ op: 'damage', amount: 1 }, { op: 'roll' }],
    },
    'Activated (during any time; if you have 3 or more G and a Unit with High Mobility in a Battle Area; 2 times per turn; pay: roll 2 of your G, abolish 1 of your Characters, remove 2 cards in your Junkyard from the game), choosing up to 2 targets: enemy Unit engaged in battle with Desert, of Total Nation Power 3 or less: deals 1 damage to that card, then rolls that card',
  ],
  [
    'gundam-war',
    { kind: 'play', timing: 'enemy-turn', if: { unit: {} }, do: [] },
    "When played (the enemy's turn), if you have a Unit: nothing",
  ],
  [
    'gundam-war',
    { kind: 'play', if: { unit: { where: 'battle-area' } }, do: [{ op: 'pollution', amount: 1 }] },
    'When played, if you have a Unit in a Battle Area: gives the enemy 1 Pollution Coin',
  ],
  [
    'gundam-war',
    {
      kind: 'static',
      affects: { scope: 'enemy', area: 'earth', keyword: 'desert', without: 'water' },
      while: { gAtLeast: 2, defending: true },
      do: [
        { op: 'modify', melee: 1 },
        { op: 'cost', delta: 1 },
      ],
    },
    'Always: enemy Units in the Earth Area with Desert without Water gets +1/+0/+0, then enemy Units in the Earth Area with Desert without Water need 1 more Total Nation Power, to a minimum of 1 while defending, while you have 2 or more G',
  ],
  ['gundam-war', { kind: 'rule', rule: 'extra-cost' }, 'Its Extra Cost is: nothing'],
  [
    'gundam-war',
    { kind: 'rule', rule: 'transformed-mode', stats: { melee: 1, ranged: 2, hp: 3 } },
    'In Transformed Mode: battle stats 1/2/3',
  ],
  [
    'gundam-war',
    { kind: 'activated', cost: { rollSelf: true, rollHost: true }, do: [{ op: 'mill', count: 2 }] },
    "Activated (pay: roll this card, roll the card this card is Set on): the top 2 cards of its player's Nation go to the Junkyard",
  ],
  [
    'ms-war',
    { kind: 'activated', cost: { materials: 0 }, do: [{ op: 'expend', count: 1 }] },
    'Activated (pay: expend 0 Materials): its player expends 1 Material',
  ],
  [
    'ms-war',
    {
      kind: 'activated',
      cost: {},
      target: { card: 'command', whose: 'enemy', where: 'junkyard' },
      do: [{ op: 'war-experience', who: 'you', count: 2 }],
    },
    'Activated, choosing target enemy Command in your Junkyard: its player gains 2 War Experience',
  ],
  [
    'ms-war',
    {
      kind: 'static',
      affects: { scope: 'yours', card: 'command' },
      do: [
        { op: 'gain', keyword: 'battleship' },
        { op: 'clash', delta: 2, until: 'turn' },
      ],
    },
    'Always: your Commands gains Battleship, then your Commands gets +2 clash points',
  ],
  ['ms-war', { kind: 'battlefield', requires: {}, scars: [] }, 'Requirements: none. Battle Scars: nothing'],
  ['ms-war', { kind: 'rule', rule: 'event-cost', delta: 2 }, 'Event cards cost 2 more to play'],
  // A Battlefield's Price change tagged for a phase is said with that phase (issue 42).
  [
    'ms-war',
    { kind: 'rule', rule: 'ms-cost', delta: -1, timing: 'strategic' },
    'In the Strategic Phase: M.S. Cards cost 1 less to play',
  ],
  ['ms-war', { kind: 'rule', rule: 'pilot-cost', delta: 2 }, 'Pilot cards cost 2 more to play'],
  [
    'ms-war',
    { kind: 'play', target: { card: 'pilot', whose: 'enemy', attached: true }, do: [{ op: 'destroy' }] },
    'When played, choosing target enemy Pilot attached to an M.S.: destroys that card',
  ],
  [
    'ms-war',
    {
      kind: 'play',
      target: { card: 'card', whose: 'yours', where: 'defunct-pile' },
      do: [{ op: 'move', to: 'dry-dock' }],
    },
    "When played, choosing target your card in your Defunct Pile: puts that card into its owner's Dry Dock",
  ],
  [
    'ms-war',
    { kind: 'trigger', when: 'placed', do: [{ op: 'move', to: 'hand', choose: { card: 'card', where: 'dry-dock' } }] },
    'When this card is placed on your M.S. Dock: its player moves 1 card from the Dry Dock to the hand',
  ],
];

describe('abilities in words', () => {
  it('covers every demo card with a script, in both games', () => {
    expect(cards.length).toBe(Object.keys(recorded).length);
    expect(new Set(cards.map((c) => c.game))).toEqual(new Set(['ms-war', 'gundam-war']));
  });

  it.each(cards.map((c) => [`${c.game} ${c.number}`, c] as const))('%s reads as before in English', (id, card) => {
    const said = card.script!.abilities.map((a) => sayAbility(a, card.game));
    expect(said.map(en)).toEqual((recorded as Record<string, string[]>)[id]);
    expect(card.script!.abilities.map((a) => describeAbility(a, card.game))).toEqual(said.map(en));
  });

  it.each(cards.map((c) => [`${c.game} ${c.number} ${c.name}`, c] as const))('%s reads in Japanese', (_, card) => {
    for (const a of card.script!.abilities) {
      const told = ja(sayAbility(a, card.game));
      let rest = told;
      for (const w of cardWords(a)) rest = rest.split(w).join(' ');
      expect(rest.match(/[A-Za-z]{3,}/g) ?? [], `"${told}" has English left`).toEqual([]);
    }
  });

  // Clauses no demo card has, as the card detail read them before they became messages.
  it.each(CLAUSES)('%s: every clause reads as before, and in Japanese', (game, raw, english) => {
    const read = readScript({ v: 1, abilities: [raw] }, game);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const said = sayAbility(read.script.abilities[0], game);
    expect(en(said)).toBe(english);
    const rest = ja(said);
    expect(rest.match(/[A-Za-z]{3,}/g) ?? [], ja(said)).toEqual([]);
  });

  it('names a Gundam War special effect by its printed Japanese name', () => {
    const gullwing = cards.find((c) => c.number === 'GD-024')!;
    expect(ja(sayAbility(gullwing.script!.abilities[0], 'gundam-war'))).toBe('変形時：戦闘力4/1/3、高機動を持つ');
  });

  // Upkeep (「自軍ターン開始時に、〔1〕を支払う事ができる。支払わない場合、このカードを廃棄する。」) and a branch: the
  // card detail tells what happens in each case, not "the next ops", and names the trigger in words.
  it('says the ops inside "if you do" and a branch, and when an upkeep comes', () => {
    const upkeep = readScript(
      {
        v: 2,
        abilities: [
          {
            kind: 'trigger',
            when: 'own-turn-start',
            do: [
              { op: 'pay', rollG: 1 },
              { op: 'if-done', else: [{ op: 'destroy' }] },
            ],
          },
        ],
      },
      'gundam-war',
    );
    expect(upkeep.ok).toBe(true);
    const said = sayAbility(upkeep.ok ? upkeep.script.abilities[0] : (undefined as never), 'gundam-war');
    expect(en(said)).toMatch(/^At the start of your turn \(Auto D\): .*if it was not done, destroys this card/);
    expect(ja(said)).toMatch(/^自軍ターン開始時（自動D）.*そうでない場合、/);
    expect(en(said)).not.toContain('the next ops');

    const branch = readScript(
      {
        v: 2,
        abilities: [
          {
            kind: 'play',
            timing: 'any',
            do: [
              { op: 'branch', if: { gAtLeast: 5 }, do: [{ op: 'draw', count: 2 }], else: [{ op: 'draw', count: 1 }] },
            ],
          },
        ],
      },
      'gundam-war',
    );
    expect(branch.ok).toBe(true);
    const branchSaid = en(sayAbility(branch.ok ? branch.script.abilities[0] : (undefined as never), 'gundam-war'));
    expect(branchSaid).toMatch(/draws 2 cards; otherwise, .*draws 1 card/);
  });
});
