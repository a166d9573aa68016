import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateParser, GRAMMAR_DIR } from '../../../../scripts/grammar-source';
import { readScript } from '../..';
import { compileText, type TextCard } from '..';

const compile = (text: string, type = 'unit') => {
  const card: TextCard = { game: 'gundam-war', type, name: 'Test', text };
  const r = compileText(card);
  // Whatever the compiler writes must be a script the reader accepts.
  if (r.script) expect(readScript(r.script, 'gundam-war')).toMatchObject({ ok: true });
  return r;
};
const first = (text: string, type = 'unit') => compile(text, type).script?.abilities[0];
const unreadText = (text: string, type = 'unit') =>
  compile(text, type).lines.flatMap((l) => (l.unread ?? []).map((s) => l.text.slice(s.start, s.end)));

describe('the card text grammars', () => {
  it('are the parsers generated from them (npm run grammar)', () => {
    const dir = fileURLToPath(GRAMMAR_DIR);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.peggy'))) {
      const parser = readFileSync(`${dir}${file.replace(/\.peggy$/, '.parser.js')}`, 'utf8');
      expect(parser, file).toBe(generateParser(readFileSync(`${dir}${file}`, 'utf8'), file));
    }
    // Generating the three parsers takes seconds on a loaded two-core machine.
  }, 60_000);
});

describe('Gundam War timings of either side (issue 42)', () => {
  it('reads a phase or step of one side, or of both', () => {
    const timings = {
      配備フェイズ: 'disposition',
      自軍攻撃ステップ: 'own-attack',
      自軍帰還ステップ: 'own-return',
      敵軍戦闘フェイズ: 'enemy-battle',
      敵軍配備フェイズ: 'enemy-disposition',
      自軍ダメージ判定ステップ: 'own-damage',
    };
    for (const [ja, timing] of Object.entries(timings))
      expect(first(`（${ja}）：カード１枚を引く。`, 'command'), ja).toMatchObject({ timing });
    expect(first('(Enemy Battle Phase): Draw 1 card.', 'command')).toMatchObject({ timing: 'enemy-battle' });
    expect(first('(Own Attack Step): Draw 2 cards.', 'command')).toMatchObject({ timing: 'own-attack' });
  });
});

describe('costs after the colon', () => {
  it('《Ｒ》 rolls this card, 《（１）》 rolls 1 G, 《（０）毎》 costs nothing', () => {
    expect(first('（戦闘フェイズ）：《Ｒ》敵軍ユニット１枚に２ダメージを与える。')).toEqual({
      kind: 'activated',
      text: '（戦闘フェイズ）：《Ｒ》敵軍ユニット１枚に２ダメージを与える。',
      timing: 'battle',
      cost: { rollSelf: true },
      target: { card: 'unit', whose: 'enemy' },
      do: [{ op: 'damage', amount: 2 }],
    });
    expect(
      first('（自軍攻撃ステップ）：《（１）》このカードは、ターン終了時まで＋２／＋０／＋０を得る。'),
    ).toMatchObject({
      timing: 'own-attack',
      cost: { rollG: 1 },
      do: [{ op: 'modify', melee: 2, ranged: 0, hp: 0 }],
    });
    const each = first('（常時）：《（０）毎》このカードは、ターン終了時まで±０／＋１／±０を得る。');
    expect(each).toMatchObject({ timing: 'any', do: [{ op: 'modify', melee: 0, ranged: 1, hp: 0 }] });
    expect(each).not.toHaveProperty('cost');
    expect(first('(Battle Phase): Roll this card. Deal 1 damage to 1 enemy Unit engaged in battle.')).toMatchObject({
      cost: { rollSelf: true },
      target: { card: 'unit', whose: 'enemy', where: 'engaged' },
    });
  });

  it('reads "once per turn" as the text’s limit', () => {
    expect(
      first('（戦闘フェイズ）〔Ｒ〕：カード１枚を引く。この記述の効果は、１ターンに１回しかプレイできない。'),
    ).toMatchObject({ cost: { rollSelf: true }, limit: { perTurn: 1 }, do: [{ op: 'draw', count: 1 }] });
    expect(first('(Battle Phase) [R]: Draw 1 card. This text can be played only once per turn.')).toMatchObject({
      limit: { perTurn: 1 },
    });
  });
});

describe('partial compilation', () => {
  it('automates what it reads and reports the unread sentence’s span in the printed line', () => {
    const text = '（戦闘フェイズ）：《Ｒ》カード１枚を引く。その後、自軍手札を全て見せる。';
    const r = compile(text);
    expect(r.lines[0]).toMatchObject({ status: 'partial' });
    expect(unreadText(text)).toEqual(['その後、自軍手札を全て見せる']);
    expect(r.script?.abilities[0].kind === 'activated' && r.script.abilities[0].do).toEqual([
      { op: 'draw', count: 1 },
      { op: 'manual', text: 'その後、自軍手札を全て見せる' },
    ]);
    const en = '(Battle Phase): Roll this card. Draw 1 card. Then reveal your hand.';
    expect(unreadText(en)).toEqual(['Then reveal your hand']);
  });

  it('leaves "if you do" to the players when what it follows is theirs', () => {
    const text = '（ダメージ判定ステップ）：《Ｒ》自軍手札２枚を選んで見せる。その場合、敵軍ユニット１枚を破壊する。';
    expect(compile(text).lines[0].status).toBe('manual');
    const read = '（戦闘フェイズ）：《Ｒ》カード１枚を引く。その場合、敵軍ユニット１枚に１ダメージを与える。';
    expect(first(read)).toMatchObject({ do: [{ op: 'draw' }, { op: 'if-done', do: [{ op: 'damage', amount: 1 }] }] });
  });

  it('never lets an op on this card and an op on a chosen target share a text (ops act on the targets, else on the card)', () => {
    const text = '（戦闘フェイズ）：このカードを破壊する。その場合、敵軍ユニット１枚に３ダメージを与える。';
    expect(compile(text).lines[0].status).toBe('partial');
    expect(first(text)).toMatchObject({ do: [{ op: 'destroy' }, { op: 'manual' }] });
    expect(first(text)).not.toHaveProperty('target');
  });

  it('gives a Command whose effect is unread the target its text names', () => {
    const text =
      '（戦闘フェイズ）：敵軍ユニット１枚は、ターン終了時まで「（自動Ａ）：このカードは攻撃に出撃できない。」を得る。';
    const play = first(text, 'command');
    expect(play).toMatchObject({ kind: 'play', timing: 'battle', target: { card: 'unit', whose: 'enemy' } });
    expect(play?.kind === 'play' && play.do[0].op).toBe('manual');
  });

  it('gives a Command printing a roll cost, left to the players, the target its text names', () => {
    const play = first('（戦闘フェイズ）〔Ｒ〕：敵軍ユニット１枚を破壊する。', 'command');
    expect(play).toMatchObject({ kind: 'play', target: { card: 'unit', whose: 'enemy' }, do: [{ op: 'manual' }] });
  });

  it('keeps a gained quoted text whole: a 。 inside the quotes does not end the sentence', () => {
    const text =
      '（戦闘フェイズ）：自軍ユニット１枚は、ターン終了時まで「（自動Ａ）：カード１枚を引く。」を得る。カード１枚を引く。';
    expect(unreadText(text)).toEqual(['自軍ユニット１枚は、ターン終了時まで「（自動Ａ）：カード１枚を引く。」を得る']);
  });
});

describe('one phrase model behind Japanese and English', () => {
  const pairs: [string, string][] = [
    [
      '（戦闘フェイズ）：《Ｒ》交戦中の敵軍ユニット１枚を破壊する。',
      '(Battle Phase): Roll this card. Destroy 1 enemy Unit engaged in battle.',
    ],
    [
      '（防御ステップ）：《Ｒ》自軍ユニット１枚は、ターン終了時まで＋１／＋１／＋１を得る。',
      '(Defend Step): Roll this card. 1 of your Units gets +1/+1/+1 until end of turn.',
    ],
    [
      '（帰還ステップ）〔２〕：敵軍ユニット１枚を持ち主の手札に移す。',
      "(Return Step) [2]: Return 1 enemy Unit to its owner's hand.",
    ],
    [
      '（常時）〔Ｒ〕：自軍ユニット１枚のダメージを２回復する。',
      '(Any Time) [R]: Remove up to 2 damage from 1 of your Units.',
    ],
    [
      '（自軍ターン）〔１〕：敵軍本国の上のカード２枚を廃棄する。',
      '(Own Turn) [1]: Put the top 2 cards of the enemy Nation into the Junkyard.',
    ],
  ];
  it.each(pairs)('%s reads as %s', (ja, en) => {
    const strip = (a: ReturnType<typeof first>) => ({ ...a, text: undefined });
    expect(compile(ja).lines[0].status).toBe('compiled');
    expect(strip(first(en))).toEqual(strip(first(ja)));
  });
});
