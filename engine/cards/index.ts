/** The card database's pure side: keywords, import, search and the demo sets. */
export * from './model';
export { parseKeywords, hasKeyword, splitKeywordText, type KeywordSplit } from './keywords';
export * from './import';
export { loadDemoSets, DEMO_SET_NAME } from './demo';
export * from './search';
