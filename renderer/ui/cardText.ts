/**
 * A card's printed text as a reader of one language sees it: the Japanese text (`text_ja`) for
 * Japanese readers where the card has one, else the text as printed. The rules never read
 * either from here: they read `text` and `script` (engine/cards/model.ts).
 */
import type { Card } from '../../engine/cards/model';
import { splitKeywordText, type KeywordSplit } from '../../engine/cards/keywords';
import type { Language } from '../i18n/languages';

export function cardTextIn(card: Pick<Card, 'text' | 'text_ja'>, lang: Language): string {
  return lang === 'ja' && card.text_ja ? card.text_ja : card.text;
}

/**
 * Keyword chips and the text below them, in `lang`. Gundam War's reader knows the special
 * effects by their Japanese names (高機動, 宇宙戦闘（２）), so a Japanese text splits as the
 * English one does. M.S. War was printed in English only and its keywords are read by their
 * English names: the chips come from the English text, and a line of the Japanese text is left
 * out where the same line of the English text became chips whole (the two are written line
 * for line; when they are not, the Japanese text is shown whole beside the chips).
 */
export function faceTextIn(card: Card, lang: Language): KeywordSplit {
  const ja = lang === 'ja' ? card.text_ja : undefined;
  if (!ja) return splitKeywordText(card.text, card.game);
  if (card.game === 'gundam-war') return splitKeywordText(ja, card.game);
  const english = splitKeywordText(card.text, card.game);
  const enLines = card.text.split(/\r\n|\r|\n/);
  const jaLines = ja.split(/\r\n|\r|\n/);
  if (enLines.length !== jaLines.length) return { keywords: english.keywords, text: ja };
  const kept = jaLines.filter((_, i) => splitKeywordText(enLines[i], card.game).text.trim() !== '');
  return { keywords: english.keywords, text: kept.join('\n') };
}
