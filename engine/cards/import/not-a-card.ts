/**
 * Rows of a spreadsheet that are not cards: the header row repeated where two sheets
 * were pasted together, and a heading or a note (`【第2弾】`, `※ 未確認`) standing in one
 * cell with no type and nothing that could be a card number. They are passed over
 * with a note in the report rather than refused: no deck can refer to them by number.
 */
import { headerKey } from './columns';
import type { ColumnMapping } from './mapping';
import type { Message } from '../../i18n/message';
import { said } from './said';

function filled(value: unknown): value is string | number {
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
}

/** `101020126`, `GD-013`: what a card number looks like (a heading such as `【第1弾】` does not). */
function looksLikeNumber(value: unknown): boolean {
  return /^[A-Za-z0-9._-]+$/.test(String(value).normalize('NFKC').trim());
}

/** Why the row is not a card, or undefined when it should be read as one. */
export function notACard(cells: Record<string, unknown>, mapping: ColumnMapping): Message | undefined {
  const headers = Object.keys(mapping);
  const values = headers.filter((h) => filled(cells[h]));
  if (values.length >= 2 && values.every((h) => headerKey(String(cells[h])) === headerKey(h)))
    return said('skipped.header');
  const numberHeader = headers.find((h) => mapping[h] === 'number');
  const typeHeader = headers.find((h) => mapping[h] === 'type');
  const hasType = typeHeader !== undefined && filled(cells[typeHeader]);
  if (!hasType && values.length === 1 && !(values[0] === numberHeader && looksLikeNumber(cells[numberHeader]))) {
    const text = String(cells[values[0]]).trim();
    return said('skipped.heading', { text: text.length > 30 ? `${text.slice(0, 30)}…` : text, column: values[0] });
  }
  return undefined;
}
