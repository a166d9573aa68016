export { keywordLabel } from './label';
export { parseKeywords, hasKeyword, splitKeywordText, type KeywordSplit } from './parse';
export { readCostChange, readModification, withParams } from './params';
export { withKeywords } from './card';
export {
  GUNDAM_WAR_KEYWORDS,
  JAPANESE_KEYWORD_NAMES,
  MS_WAR_KEYWORDS,
  KEYWORDS_BY_GAME,
  SENTENCE_KEYWORDS,
  type KeywordDefinition,
  type KeywordParam,
} from './definitions';
