import { describe, expect, it } from 'vitest';
import { readScript } from '..';
import { compileText } from '.';

/** English Gundam War phrasings the staging words of issue 20 added (our own texts). */
const compile = (text: string, type = 'command') => {
  const r = compileText({ game: 'gundam-war', type, name: 'Test', text });
  if (r.script) expect(readScript(r.script, 'gundam-war')).toMatchObject({ ok: true });
  return r.script?.abilities ?? [];
};

describe('the English Gundam War text compiler: staging words (issue 20)', () => {
  it('reads Auto D "when this card comes out onto the Field" and "when this card is destroyed"', () => {
    expect(compile('(Auto D): When this card comes out onto the Field, draw 1 card.', 'unit')).toMatchObject([
      { kind: 'trigger', when: 'comes-out', do: [{ op: 'draw', count: 1 }] },
    ]);
    expect(
      compile('(Auto D): When this card is destroyed, put 1 Pollution Coin on the enemy player.', 'unit'),
    ).toMatchObject([{ kind: 'trigger', when: 'destroyed', do: [{ op: 'pollution', amount: 1 }] }]);
  });

  it('reads "if you have ~, …" before an effect', () => {
    expect(compile('(Battle Phase): If you have 3 or more G, draw 2 cards.')).toMatchObject([
      { kind: 'play', timing: 'battle', if: { gAtLeast: 3 }, do: [{ op: 'draw', count: 2 }] },
    ]);
    expect(
      compile('(Battle Phase): If you have a Unit with High Mobility in a Battle Area, draw 2 cards.')[0],
    ).toMatchObject({ if: { unit: { keyword: 'high-mobility', where: 'battle-area' } } });
  });

  it('reads roll, lose, return to the hand and "this card gets"', () => {
    expect(compile('(Defend Step): Roll 1 enemy Unit in a Battle Area.')[0]).toMatchObject({
      target: { whose: 'enemy', where: 'battle-area' },
      do: [{ op: 'roll' }],
    });
    expect(compile('(Battle Phase): 1 enemy Unit loses High Mobility until end of turn.')[0]).toMatchObject({
      target: { whose: 'enemy' },
      do: [{ op: 'lose', keyword: 'high-mobility' }],
    });
    expect(compile("(Battle Phase): Return 1 enemy Unit to its owner's hand.")[0]).toMatchObject({
      do: [{ op: 'move', to: 'hand' }],
    });
    expect(compile('(Battle Phase): Roll this card. This card gets +1/+1/+1 until end of turn.', 'unit')).toMatchObject(
      [{ kind: 'activated', cost: { rollSelf: true }, do: [{ op: 'modify', melee: 1, ranged: 1, hp: 1 }] }],
    );
  });
});
