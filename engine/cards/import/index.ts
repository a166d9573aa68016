export { CARD_COLUMNS, REQUIRED_COLUMNS, headerKey, knownColumn, type CardColumn } from './columns';
export {
  layoutSignature,
  suggestMapping,
  checkMapping,
  sanitizeMapping,
  type ColumnMapping,
  type MappingCheck,
} from './mapping';
export {
  readCardFile,
  detectFormat,
  MAX_FILE_BYTES,
  MAX_ROWS,
  type CardFileFormat,
  type SourceRow,
  type ReadResult,
} from './read';
export { recordToCard, readGame, type RawRecord } from './fields';
export {
  loadCardFile,
  prepareCardFile,
  createRowValidator,
  describeResult,
  missingColumnsMessage,
  where,
  type ImportOptions,
  type ImportIssue,
  type CardFileResult,
} from './load';
export { detectGame, type DetectedGame } from './detect';
export { JAPANESE_HEADERS } from './japanese';
export { readColor, readColorCost, readStats, readTerrain, readType, type ColorCost, type Stats } from './values';
export {
  VALUE_COLUMNS,
  MAX_UNKNOWN_VALUES,
  findUnknownValues,
  type ValueColumn,
  type ValueMapping,
  type UnknownValue,
  type UnknownValues,
} from './unknown';
