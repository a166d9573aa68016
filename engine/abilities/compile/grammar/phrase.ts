/**
 * The phrase model of Gundam War card text: what a line says, apart from the language it says it
 * in. The Japanese grammar (`gundam-war-ja.peggy`) and the English one (`gundam-war-en.peggy`)
 * both build these shapes, so a construct learned once reads in both; `to-script.ts` turns them
 * into script abilities. Offsets are into the text the grammar read (normalised for Japanese);
 * `read-line.ts` maps them back onto the printed line.
 */

export interface Span {
  start: number;
  end: number;
}

/** When a text may be played: `any`, or a moment (turn, phase, step) of either side's turn or both. */
export interface TimingPhrase {
  side?: 'own' | 'enemy';
  moment: 'any' | 'turn' | 'disposition' | 'battle' | 'attack' | 'defend' | 'damage' | 'return';
}

/** One part of a text's cost: roll this card (R) or the G it is Set on, or roll N of your G ((N), 〔N〕). */
export type CostPart = { roll: 'self' | 'host' } | { rollG: number };

export interface CostPhrase {
  parts: CostPart[];
  /** 《(0)毎》: may be paid and played again and again in the same timing. */
  each?: boolean;
}

/** Whose cards a target phrase names. */
export type Side = 'own' | 'enemy' | 'any';

/** "敵軍ユニット１枚", "1 enemy Unit in a Battle Area", "全ての敵軍ユニット", "このカード"; `it`: 「そのカード」 / "it", the cards chosen before. */
export interface TargetPhrase {
  noun: 'unit' | 'command' | 'card' | 'self' | 'it';
  side: Side;
  place?: 'battle-area' | 'engaged' | 'junkyard' | 'being-played' | 'earth' | 'space';
  /** A chosen count: 1, or up to `upTo`. Absent for "this card" and "all". */
  count?: number;
  upTo?: number;
  all?: boolean;
  /** "合計国力N以下の" / "whose total Nation Power is N or less". */
  maxCost?: number;
  /** "「高機動」を持つ" / "with High Mobility": a special effect's printed name. */
  keyword?: string;
  /** "that do not have Space Battle": a special effect the cards lack. */
  without?: string;
  /** Cards named by where they stand to this card: the other Units of its squad, the Unit it is Set on. */
  scope?: 'squad-others' | 'host';
}

export type Mod = [number, number, number];

/** What an upkeep asks to pay: roll N of your G (〔N〕), or a Resource Cost of N (cards from the Nation to the Lost Card Pile). */
export type PayCost = { rollG: number } | { resource: number };

/** A place a card moves to. */
export type Place = 'hand' | 'nation-top' | 'nation-bottom' | 'junkyard' | 'removed';

/** What a search of the Nation looks for. */
export type SearchCard = 'unit' | 'command' | 'character' | 'operation' | 'g' | 'card';

export type EffectPhrase =
  | { verb: 'draw'; count: number }
  | { verb: 'damage'; target: TargetPhrase; amount: number }
  | { verb: 'modify'; target: TargetPhrase; mod: Mod; until?: 'turn'; whileHas?: string }
  | { verb: 'roll'; target: TargetPhrase }
  | { verb: 'destroy'; target: TargetPhrase }
  | { verb: 'move'; target: TargetPhrase; to: Place }
  | { verb: 'negate-play'; target: TargetPhrase }
  | { verb: 'negate-destruction'; target: TargetPhrase }
  | { verb: 'lose'; target: TargetPhrase; keyword: string; until?: 'turn' }
  | { verb: 'gain'; target: TargetPhrase; quoted: string; until?: 'turn' }
  | { verb: 'repair'; target: TargetPhrase; amount: number }
  | { verb: 'mill'; side: 'own' | 'enemy'; count: number }
  | { verb: 'hand-to-nation-bottom'; count: number }
  /** "自軍本国を見て、ユニット1枚を探し、自軍手札に移す" / "Search your Nation for 1 Unit and put it into your hand". */
  | {
      verb: 'search';
      card: SearchCard;
      count: number;
      upTo?: number;
      may?: true;
      /** 自軍本国の上のカードN枚を見て / "Look at the top N cards of your Nation": only those. */
      top?: number;
      /** Where the cards looked at and not taken go. */
      rest?: 'nation-top' | 'nation-bottom' | 'junkyard';
      /** 「好きな順番で」 / "in any order": their player orders them. */
      order?: true;
    }
  /** "本国をシャッフルする" / "Shuffle your Nation". */
  | { verb: 'shuffle'; side: 'own' | 'enemy' }
  | { verb: 'pollution'; amount: number }
  /** "Your Commands need 1 less Total Nation Power, to a minimum of 1." */
  | { verb: 'command-cost'; delta: number }
  /** A G's "1 Nation Power of one colour you choose" (a rule the module carries out). */
  | { verb: 'choose-g-colour' }
  /** "This card gives 1 white Nation Power." (Variable's G part). */
  | { verb: 'gives-nation-power'; colour: string }
  /** 「～1枚を選ぶ」 / "Choose 1 ~": cards chosen as the effect resolves; the next sentences' "it" (「そのカード」) are they. */
  | { verb: 'choose'; target: TargetPhrase }
  /** 「自軍手札1枚を廃棄する」 / "You may discard 1 card": cards of the hand, chosen, to the Junkyard. */
  | { verb: 'discard'; count: number; may?: true }
  /** "全てのプレイヤーは、コマンドをプレイできない" / "Players can't play Commands" (Auto A). */
  | { verb: 'lock'; who: 'all' | 'enemy'; card: 'unit' | 'command' | 'character' | 'operation' | 'g' }
  /** 「このターン、自軍本国は戦闘ダメージを受けない」 / "This turn, your Nation takes no battle damage". */
  | { verb: 'no-battle-damage'; side: 'own' | 'enemy' }
  /** 「～のテキストを、ターン終了時まで無効にする」 (with 「まだ未解決のその効果」: `pending`) / "Negate the text of ~ until end of turn". */
  | { verb: 'negate-text'; target: TargetPhrase; pending?: true }
  /** 「コマンド１枚の効果を無効にする」 / "Negate the effect of 1 Command being played": it resolves doing nothing. */
  | { verb: 'negate-effect'; target: TargetPhrase }
  /** 「〔２〕を支払う事ができる」 / "You may pay [2]" (upkeep): roll N G, or a Resource Cost from the Nation. */
  | { verb: 'pay'; cost: PayCost }
  /** 「敵軍ユニット1枚のコントロールを得る」 / "Gain control of 1 enemy Unit (until end of turn)". */
  | { verb: 'control'; target: TargetPhrase; until?: 'turn' }
  /** 「このカードの上に+1/+1/+1コイン1個を乗せる」 / "Put 1 +1/+1/+1 coin on this card". */
  | { verb: 'coin'; target: TargetPhrase; mod: Mod; count: number }
  /** 「このカードの上の＋１／＋１／＋１コイン１個を取り除く」 / "Remove 1 +1/+1/+1 coin from this card". */
  | { verb: 'remove-coin'; target: TargetPhrase; mod: Mod; count: number }
  /** 「このカードは宇宙エリアに出撃できない」 / "This card can't sortie into the Space Area" (Auto A). */
  | { verb: 'sortie-lock'; area?: 'earth' | 'space' }
  /** 「このターン、敵軍ユニット１枚は、防御に出撃できない」 / "1 enemy Unit can't defend this turn". */
  | { verb: 'no-sortie'; target: TargetPhrase; when?: 'attack' | 'defend' }
  /** Effects joined by ", then" / "その後": carried out in order. */
  | { verb: 'then'; effects: EffectPhrase[] };

/** "自軍Gが５枚以上ある場合、" / "if you have 5 or more G,". */
export type ConditionPhrase =
  | { if: 'g-at-least'; count: number }
  /** "自軍Gが敵軍Gより少ない場合、" / "if you have fewer G than the enemy player,". */
  | { if: 'g-than-enemy'; than: 'fewer' | 'more' }
  | { if: 'unit-with'; keyword: string; place?: 'battle-area' }
  | { if: 'self-in'; area: 'earth' | 'space' }
  /** "If this card is set on a Unit with X, that Unit gets …" */
  | { if: 'set-on-unit-with'; keyword: string }
  /** "If a Character with TRAIT is set on this card, …" */
  | { if: 'character-set'; trait: string };

/** A sentence the grammar read: an effect (maybe under a condition, maybe "if you do"), or a limit on the text. */
export type Clause =
  | {
      clause: 'effect';
      ifDone?: boolean;
      /** 「そうでない場合、」 / "Otherwise,": happens when the condition or "if you do" before it was not met. */
      otherwise?: true;
      condition?: ConditionPhrase;
      effect: EffectPhrase;
      span: Span;
    }
  | { clause: 'limit'; perTurn: number; span: Span };

/** A sentence the grammar could not read: left to the players, its span highlighted. */
export interface Unread {
  clause: 'unread';
  span: Span;
}

export type Sentence = Clause | Unread;

export type AutoWhen = 'played' | 'comes-out' | 'destroyed' | 'end-of-turn' | 'own-turn-start' | 'own-end-of-turn';

export type LinePhrase =
  | { line: 'timed'; timing: TimingPhrase; costs: CostPhrase[]; body: Sentence[] }
  | { line: 'auto'; kind: 'A' | 'B' | 'C' | 'D'; when?: AutoWhen; body: Sentence[] }
  /** (Transformed Mode): its battle stats and a special effect it has. */
  | { line: 'transformed'; stats: Mod; keyword?: string };
