/** The columns a card file still lacks, in words (the mapping form and the import flow both say it). */
import { i18n } from '../../../i18n';

/** What is still missing, with the game hint when the game may be chosen for the whole file instead. */
export function missingColumnsText(missing: readonly string[]): string {
  return i18n.t(missing.includes('game') ? 'mapping:missingGame' : 'mapping:missing', {
    count: missing.length,
    columns: missing
      .map((c) => i18n.t(`mapping:column.${c}` as never, { defaultValue: c }) as string)
      .join(i18n.t('mapping:listSeparator')),
  });
}
