import { describe, expect, it } from 'vitest';
import { readScript } from '..';
import { compileText, type TextCard } from '.';

/** Our own invented card texts in the printed Japanese phrasings (issue 19). */
const compile = (text: string, type = 'unit') => {
  const card: TextCard = { game: 'gundam-war', type, name: 'テスト', text };
  const r = compileText(card);
  // Whatever the compiler writes must be a script the reader accepts.
  if (r.script) expect(readScript(r.script, 'gundam-war')).toMatchObject({ ok: true });
  return r;
};
const abilities = (text: string, type = 'unit') => compile(text, type).script?.abilities ?? [];
/** The abilities without their printed words, to compare a Japanese text with its English twin. */
const meaning = (text: string, type = 'unit') => abilities(text, type).map(({ text: _, ...rest }) => rest);
const status = (text: string, type = 'unit') => compile(text, type).lines.map((l) => l.status);

describe('the Japanese Gundam War text compiler (issue 19)', () => {
  it('reads a Command timing and "draw N" in full-width forms', () => {
    expect(abilities('（自軍ターン）：カード２枚を引く。', 'command')).toEqual([
      { kind: 'play', text: '（自軍ターン）：カード２枚を引く。', timing: 'own-turn', do: [{ op: 'draw', count: 2 }] },
    ]);
    expect(abilities('《常時》：カード1枚を引く。', 'command')[0]).toMatchObject({ timing: 'any' });
  });

  it('reads each timing word', () => {
    const timings = {
      常時: 'any',
      自軍ターン: 'own-turn',
      敵軍ターン: 'enemy-turn',
      自軍配備フェイズ: 'own-disposition',
      戦闘フェイズ: 'battle',
      攻撃ステップ: 'attack',
      防御ステップ: 'defend',
      ダメージ判定ステップ: 'damage',
      帰還ステップ: 'return',
    };
    for (const [ja, timing] of Object.entries(timings))
      expect(abilities(`（${ja}）：カード１枚を引く。`, 'command')[0], ja).toMatchObject({ timing });
    // Either side's Disposition Phase (issue 42); a turn of nobody's is no timing.
    expect(abilities('（配備フェイズ）：カード１枚を引く。', 'command')[0]).toMatchObject({ timing: 'disposition' });
    expect(status('（ターン）：カード１枚を引く。', 'command')).toEqual(['manual']);
  });

  it('reads damage to 1 enemy Unit, in a Battle Area, engaged in battle, or to 1~2 of them', () => {
    expect(abilities('（戦闘フェイズ）：敵軍ユニット１枚に２ダメージを与える。', 'command')[0]).toMatchObject({
      target: { card: 'unit', whose: 'enemy' },
      do: [{ op: 'damage', amount: 2 }],
    });
    expect(
      abilities('（ダメージ判定ステップ）：戦闘エリアにいる敵軍ユニット１枚に、３ダメージを与える。', 'command')[0],
    ).toMatchObject({ timing: 'damage', target: { whose: 'enemy', where: 'battle-area' } });
    expect(abilities('（防御ステップ）：交戦中の敵軍ユニット１枚に１ダメージを与える。', 'command')[0]).toMatchObject({
      target: { whose: 'enemy', where: 'engaged' },
    });
    expect(abilities('（戦闘フェイズ）：敵軍ユニット１～２枚に１ダメージを与える。', 'command')[0]).toMatchObject({
      target: { whose: 'enemy', count: 2 },
    });
  });

  it('reads "+X/+Y/+Z until end of turn" on 1 Unit or on this card, with ± as +', () => {
    expect(
      abilities('（防御ステップ）：自軍ユニット１枚は、ターン終了時まで＋２／±０／＋１を得る。', 'command')[0],
    ).toMatchObject({
      timing: 'defend',
      target: { card: 'unit', whose: 'yours' },
      do: [{ op: 'modify', melee: 2, ranged: 0, hp: 1 }],
    });
    expect(abilities('（戦闘フェイズ）〔Ｒ〕：このカードは、ターン終了時まで+1/+1/+1を得る。')).toEqual([
      {
        kind: 'activated',
        text: '（戦闘フェイズ）〔Ｒ〕：このカードは、ターン終了時まで+1/+1/+1を得る。',
        timing: 'battle',
        cost: { rollSelf: true },
        do: [{ op: 'modify', melee: 1, ranged: 1, hp: 1 }],
      },
    ]);
  });

  it('reads roll costs of text played from the Field: 〔R〕, 〔N〕 (N of your G), 〔R+N〕', () => {
    expect(abilities('（自軍配備フェイズ）〔１〕：カード１枚を引く。', 'character')[0]).toMatchObject({
      kind: 'activated',
      timing: 'own-disposition',
      cost: { rollG: 1 },
      do: [{ op: 'draw', count: 1 }],
    });
    expect(abilities('（防御ステップ）〔Ｒ＋２〕：敵軍ユニット１枚をロールする。')[0]).toMatchObject({
      cost: { rollSelf: true, rollG: 2 },
      target: { whose: 'enemy' },
      do: [{ op: 'roll' }],
    });
    expect(abilities('（常時）〔０〕：カード１枚を引く。')[0]).not.toHaveProperty('cost');
    // A Command's cost is the card's: a text cost on one is left to the players.
    expect(status('（防御ステップ）〔２〕：敵軍ユニット１枚をロールする。', 'command')).toEqual(['manual']);
    expect(abilities('（防御ステップ）〔２〕：敵軍ユニット１枚をロールする。', 'command')[0]).toMatchObject({
      kind: 'play',
      do: [{ op: 'manual' }],
    });
  });

  it('reads destroy, return to hand, negate, Junkyard to hand, lose and mill', () => {
    const one = (body: string) => abilities(`（戦闘フェイズ）：${body}`, 'command')[0];
    expect(one('敵軍ユニット１枚を破壊する。')).toMatchObject({ target: { whose: 'enemy' }, do: [{ op: 'destroy' }] });
    expect(one('戦闘エリアにいる、３以下の合計国力を持つ敵軍ユニット１枚を破壊する。')).toMatchObject({
      target: { whose: 'enemy', where: 'battle-area', maxCost: 3 },
      do: [{ op: 'destroy' }],
    });
    expect(one('交戦中の敵軍ユニット１枚を、持ち主の手札に移す。')).toMatchObject({
      target: { where: 'engaged' },
      do: [{ op: 'move', to: 'hand' }],
    });
    expect(one('敵軍コマンド１枚のプレイを無効にする。')).toMatchObject({
      target: { card: 'command', where: 'being-played' },
      do: [{ op: 'negate', what: 'play' }],
    });
    expect(one('自軍ユニット１枚の破壊を無効にする。')).toMatchObject({ do: [{ op: 'negate', what: 'destruction' }] });
    expect(one('自軍ジャンクヤードにあるユニット１枚を自軍手札に移す。')).toMatchObject({
      target: { where: 'junkyard' },
      do: [{ op: 'move', to: 'hand' }],
    });
    expect(one('敵軍ユニット１枚は、ターン終了時まで「高機動」を失う。')).toMatchObject({
      do: [{ op: 'lose', keyword: 'high-mobility' }],
    });
    expect(one('敵軍本国の上のカード２枚を廃棄する。')).toMatchObject({
      do: [{ op: 'mill', who: 'opponent', count: 2 }],
    });
    expect(status('（戦闘フェイズ）：敵軍ユニット１枚は、ターン終了時まで「空を飛ぶ」を失う。', 'command')).toEqual([
      'manual',
    ]);
  });

  it('reads "if you ~" (…場合、) before an effect', () => {
    expect(abilities('（戦闘フェイズ）：自軍Gが５枚以上ある場合、カード２枚を引く。', 'command')[0]).toMatchObject({
      if: { gAtLeast: 5 },
      do: [{ op: 'draw', count: 2 }],
    });
    expect(
      abilities(
        '（戦闘フェイズ）：「高機動」を持つ自軍ユニットが戦闘エリアにいる場合、カード１枚を引く。',
        'command',
      )[0],
    ).toMatchObject({ if: { unit: { keyword: 'high-mobility', where: 'battle-area' } } });
    expect(status('（戦闘フェイズ）：雨が降っている場合、カード１枚を引く。', 'command')).toEqual(['manual']);
  });

  it('reads automatic texts: 自動A / 常駐, 自動B / 恒常, 自動D / 起動', () => {
    expect(abilities('（自動Ａ）：このカードは、宇宙エリアにいる場合、＋１／＋０／＋０を得る。')[0]).toMatchObject({
      kind: 'static',
      affects: { scope: 'self', card: 'unit', area: 'space' },
      do: [{ op: 'modify', melee: 1, ranged: 0, hp: 0 }],
    });
    expect(abilities('『常駐』：このカードは、地球エリアにいる場合、+0/+0/+2を得る。')[0]).toMatchObject({
      affects: { area: 'earth' },
    });
    expect(abilities('（自動Ｂ）：このカードがプレイされた場合、カード１枚を引く。')[0]).toMatchObject({
      kind: 'trigger',
      when: 'played',
    });
    expect(abilities('『起動』：このカードが場に出た場合、カード１枚を引く。')[0]).toMatchObject({
      kind: 'trigger',
      when: 'comes-out',
      do: [{ op: 'draw', count: 1 }],
    });
    expect(abilities('（自動Ｄ）：このカードが破壊された場合、カード１枚を引く。')[0]).toMatchObject({
      when: 'destroyed',
    });
    expect(abilities('『起動』：ターン終了時に、カード１枚を引く。', 'operation')[0]).toMatchObject({
      when: 'end-of-turn',
    });
    expect(
      abilities('『起動』：このカードが場に出た場合、自軍ジャンクヤードにあるユニット１枚を自軍手札に移す。')[0],
    ).toMatchObject({
      do: [{ op: 'move', choose: { card: 'unit', where: 'junkyard' } }],
    });
    // An automatic effect takes no target when its card is played: one that aims is left to the players.
    expect(status('『起動』：このカードが場に出た場合、敵軍ユニット１枚に３ダメージを与える。')).toEqual(['manual']);
  });

  it('reads Japanese keyword lines as keywords, and the text beside them', () => {
    expect(
      status('高機動　速攻\n（戦闘フェイズ）〔Ｒ〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。'),
    ).toEqual(['keyword', 'compiled']);
  });

  it('reads a G whose colour is chosen as it comes out, the same rule as the English text', () => {
    const en = meaning(
      'Colony\n(Auto A): This card gives 1 Nation Power of one colour you choose when it is put out onto the Field.',
      'g',
    );
    expect(en).toEqual([{ kind: 'rule', rule: 'choose-g-colour' }]);
    for (const body of ['場に出た時に自軍が選んだ１色', '場に出る際に指定した色'])
      expect(meaning(`コロニー\n（自動Ａ）：このカードは、${body}の国力１を発生する。`, 'g')).toEqual(en);
    // A fixed colour stays a fixed colour.
    expect(meaning('（自動Ａ）：このカードは、青国力１を発生する。', 'g')).not.toEqual(en);
  });

  it('reads the Command negated as it is played, any or an enemy one, as the English does', () => {
    const one = (text: string) => abilities(text, 'command')[0];
    expect(one('（敵軍ターン）：コマンド１枚のプレイを無効にする。')).toMatchObject({
      target: { card: 'command', whose: 'any', where: 'being-played' },
    });
    expect(meaning('（敵軍ターン）：コマンド１枚のプレイを無効にする。', 'command')).toEqual(
      meaning('(Enemy Turn): Negate 1 Command being played.', 'command'),
    );
    expect(one('（敵軍ターン）：敵軍コマンド１枚のプレイを無効にする。')).toMatchObject({
      target: { whose: 'enemy' },
    });
  });
});
