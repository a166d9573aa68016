/**
 * Gundam War's sets by the codes organisers' lists use (`1st`, `DS1_1`, `28th`…) and by their
 * Japanese product names, so a format's set pool matches a card whatever its spreadsheet's
 * `set` column says: `2nd`, `第2弾`, `撃墜王出撃` or `第2弾 撃墜王出撃` are the same set.
 * Codes and names are the community's (rustal19/gundamwar-react `src/data/searchOptions.js`);
 * the list is in release order, which set-pool cut-offs rely on.
 */
import { normaliseName } from './names';

export interface GameSet {
  code: string;
  /** The Japanese product name. */
  ja: string;
  /** Other spellings seen in card lists. */
  aliases?: string[];
}

const boosters: [string, string][] = [
  ['1st', 'GUNDAM WAR'],
  ['2nd', '撃墜王出撃'],
  ['3rd', '宇宙の記憶'],
  ['4th', '新しき翼'],
  ['5th', '永久の絆'],
  ['6th', '新世紀の鼓動'],
  ['7th', '革新の波濤'],
  ['8th', '月下の戦塵'],
  ['9th', '相剋の軌跡'],
  ['10th', '刻の末裔'],
  ['11th', '蒼海の死闘'],
  ['12th', '宿命の螺旋'],
  ['13th', '烈火の咆哮'],
  ['14th', '果てなき運命'],
  ['15th', '禁忌の胎動'],
  ['16th', '覇王の紋章'],
  ['17th', '不敗の流派'],
  ['18th', '戦慄の兵威'],
  ['19th', '変革の叛旗'],
  ['20th', '流転する世界'],
  ['21st', '放たれた刃'],
  ['22nd', '武神降臨'],
  ['23rd', '栄光の戦史'],
  ['24th', '宇宙を駆逐する光'],
  ['25th', '双極の閃光'],
  ['26th', '戦いという名の対話'],
  ['27th', '雷鳴の使徒'],
  ['28th', '絶対戦力'],
];

const others: GameSet[] = [
  { code: 'DS1_1', ja: '決戦！星一号作戦' },
  { code: 'DS1_2', ja: '宇宙要塞ア・バオア・クー' },
  { code: 'DS2_1', ja: '正義の創痕' },
  { code: 'DS2_2', ja: '黒い覇道' },
  { code: 'DS2_3', ja: '赤き脅威' },
  { code: 'DB1', ja: '一年戦争編' },
  { code: 'BS1', ja: '入門用スターター', aliases: ['BS'] },
  { code: 'DB2', ja: 'ウイング' },
  { code: 'BB1', ja: 'ベースドブースター' },
  { code: 'DS3', ja: 'ギレンの野望編' },
  { code: 'BB2', ja: 'ベースドブースター2' },
  { code: 'DB3', ja: 'ガンダムSEED編' },
  { code: 'DS4', ja: 'ガンダムSEED編「栄光のザフト」', aliases: ['栄光のザフト'] },
  { code: 'SB', ja: '赤い彗星シャア編' },
  { code: 'CB1', ja: 'ガンダムエース編' },
  { code: 'BB3', ja: 'ベースドブースター3' },
  { code: 'EX1', ja: '拡張シート' },
  { code: 'DB4', ja: '戦場の女神' },
  { code: 'EX2', ja: '拡張シートVer.2' },
  { code: 'DS5', ja: 'ガンダムSEED DESTINY編「閃光のミネルバ」', aliases: ['閃光のミネルバ'] },
  { code: 'DB5', ja: 'ガンダムSEED DESTINY編' },
  { code: 'TS1_1', ja: '疾風の砲火' },
  { code: 'TS1_2', ja: '戦乱の兇刃' },
  { code: 'DB6', ja: '機動戦士ZガンダムTHE Movie' },
  { code: 'EX3', ja: '覇王の紋章 ジャンボカードダスVer.' },
  { code: 'DB7', ja: 'ガンダム・ザ・ガンダム編' },
  { code: 'TS2', ja: '爆炎の決闘場' },
  { code: 'EB1', ja: 'エクステンションブースター' },
  { code: 'DB8', ja: '前線のフォトグラフ' },
  { code: 'EB2', ja: 'エクステンションブースター2' },
  { code: 'TR1_1', ja: '白き光芒' },
  { code: 'TR1_2', ja: '猛き濁流' },
  { code: 'TS3_1', ja: '知略の猛将' },
  { code: 'TS3_2', ja: '迅雷の騎兵' },
  { code: 'DB9', ja: '戦場の女神2' },
  { code: 'TS4_1', ja: '破壊と再生の剣' },
  { code: 'TS4_2', ja: '異世界からの使者' },
  { code: 'EV', ja: 'オールウェイズビギニングセット' },
  { code: 'EB3', ja: 'エクステンションブースター3' },
  { code: 'DB10', ja: '乱世に生きる漢たち' },
  { code: 'WS1', ja: '蒼空の覇者' },
  { code: 'CB2', ja: 'ガンプラ30thメモリアルエディション' },
  { code: 'DB11', ja: '戦場の女神ADVENT' },
  { code: 'WB', ja: 'ウィナーズブースター01' },
  { code: 'WS2', ja: '純白の鋼翼' },
  { code: 'PR', ja: 'プロモカード', aliases: ['プロモ', 'PROMO'] },
];

const ordinal = (code: string) => Number.parseInt(code, 10);

/** Every known Gundam War set: the numbered boosters (also `第N弾`) and the other products. */
export const GUNDAM_WAR_SETS: readonly GameSet[] = [
  ...boosters.map(([code, ja]) => ({ code, ja, aliases: [`第${ordinal(code)}弾`, `${ordinal(code)}弾`] })),
  ...others,
];

// Width and case folded (full-width digits, `ＤＳ１`), dots and dashes dropped, `_` and spaces alike.
const fold = (text: string) => normaliseName(text.normalize('NFKC').replace(/_/g, ' ')).replace(/\s+/g, '');

/** The set code of each folded set code and name, and the names found inside a longer set text, longest first. */
function setTables(): { exact: ReadonlyMap<string, string>; byLength: readonly (readonly [string, string])[] } {
  const exact = new Map<string, string>();
  const names: [string, string][] = [];
  for (const set of GUNDAM_WAR_SETS) {
    exact.set(fold(set.code), set.code);
    for (const name of [set.ja, ...(set.aliases ?? [])]) {
      exact.set(fold(name), set.code);
      // Names found inside a longer set text; `GUNDAM WAR` would be found in every set's full title.
      if (set.code !== '1st' && [...name].some((ch) => ch.charCodeAt(0) > 0x7f)) names.push([fold(name), set.code]);
    }
  }
  // Longest names first, so `戦場の女神2` is not read as `戦場の女神`.
  return { exact, byLength: names.sort((a, b) => b[0].length - a[0].length) };
}
const { exact, byLength } = setTables();
const BOOSTER_NUMBER = /第(\d+)弾/;

/**
 * The set code a card list's set text names (`第2弾 撃墜王出撃` → `2nd`), or, when no known set
 * fits, the text itself folded, so unknown sets still compare equal to themselves.
 */
export function setKey(text: string): string {
  return readSet(text);
}

function readSet(text: string): string {
  const folded = fold(text);
  const known = exact.get(folded);
  if (known) return known;
  const numbered = BOOSTER_NUMBER.exec(text.normalize('NFKC'));
  if (numbered) {
    const booster = boosters[Number(numbered[1]) - 1];
    if (booster) return booster[0];
  }
  const contained = byLength.find(([key]) => folded.includes(key));
  return contained ? contained[1] : folded;
}

/** A card's set for messages: a known set as code and Japanese name (`2nd 撃墜王出撃`), else as written. */
export function setLabel(text: string): string {
  const set = GUNDAM_WAR_SETS.find((s) => s.code === setKey(text));
  return set ? `${set.code} ${set.ja}` : text;
}
