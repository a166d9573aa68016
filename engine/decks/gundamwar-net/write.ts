/**
 * A deck written as gundamwar.net's text export, so a list made here pastes into the site and
 * a list from the site reads back into the same text: the main deck in sections by card type
 * (ACE, UNIT, CHARACTER, COMMAND, OPERATION, GENERATION; empty ones left out), then
 * `サイドボード`; each line `count colour code name`, sorted by printed code (numbers compared as
 * numbers) then name. Equal lines are added up, as the site does.
 */
import type { Card } from '../../cards/model';
import type { CardCatalog } from '../catalog';
import type { DeckEntry } from '../model';
import { colourLabel, isBasicG, NET_SECTIONS, netSection, writtenCode, writtenName, type NetSection } from './labels';

export const SIDE_HEADING = 'サイドボード';

interface Line {
  section: NetSection;
  count: number;
  label: string;
  code: string;
  name: string;
  /** What the line sorts by: the printed code (`G` for a basic G), then the name, then `tie`. */
  sortCode: string;
  tie: string;
}

// The site orders basic G of equal code and name by its own colour keys (brown is `tea`).
const BASIC_G_ORDER: Record<string, string> = {
  black: 'black',
  blue: 'blue',
  green: 'green',
  purple: 'purple',
  red: 'red',
  brown: 'tea',
  white: 'white',
};

const collator = new Intl.Collator('ja', { numeric: true });

function lineOf(card: Card, count: number): Line {
  const basic = isBasicG(card);
  const code = writtenCode(card);
  return {
    section: netSection(card),
    count,
    label: colourLabel(card),
    code,
    name: writtenName(card),
    sortCode: basic ? 'G' : code,
    tie: basic && card.game === 'gundam-war' && card.color ? BASIC_G_ORDER[card.color] : card.number,
  };
}

function linesOf(entries: readonly DeckEntry[], catalog: CardCatalog): Line[] {
  const merged = new Map<string, Line>();
  for (const entry of entries) {
    const card = catalog.byNumber(entry.number);
    const line: Line = card
      ? lineOf(card, entry.count)
      : {
          section: 'UNIT',
          count: entry.count,
          label: '',
          code: entry.number,
          name: '',
          sortCode: entry.number,
          tie: '',
        };
    const key = [line.section, line.label, line.code, line.name].join('|');
    const same = merged.get(key);
    if (same) same.count += line.count;
    else merged.set(key, line);
  }
  const order = (s: NetSection) => NET_SECTIONS.indexOf(s);
  return [...merged.values()].sort(
    (a, b) =>
      order(a.section) - order(b.section) ||
      collator.compare(a.sortCode, b.sortCode) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.tie, b.tie),
  );
}

/** The deck's entries in the order the site lists (and pictures) them: by section, then code, then name. */
export function netSorted(entries: readonly DeckEntry[], catalog: CardCatalog): DeckEntry[] {
  const lines = new Map(entries.map((e) => [e, catalog.byNumber(e.number)]));
  const keyed = entries.map((e) => {
    const card = lines.get(e);
    return { e, line: card ? lineOf(card, e.count) : undefined };
  });
  const order = (s: NetSection | undefined) => (s ? NET_SECTIONS.indexOf(s) : NET_SECTIONS.length);
  return keyed
    .sort(
      (a, b) =>
        order(a.line?.section) - order(b.line?.section) ||
        collator.compare(a.line?.sortCode ?? a.e.number, b.line?.sortCode ?? b.e.number) ||
        collator.compare(a.line?.name ?? '', b.line?.name ?? '') ||
        collator.compare(a.line?.tie ?? '', b.line?.tie ?? ''),
    )
    .map((k) => k.e);
}

const written = (l: Line) => [String(l.count), l.label, l.code, l.name].filter(Boolean).join(' ');

/** The deck as gundamwar.net's export writes it (no trailing line break, as the site copies it). */
export function serializeNetList(deck: { main: DeckEntry[]; side: DeckEntry[] }, catalog: CardCatalog): string {
  const main = linesOf(deck.main, catalog);
  const out: string[] = [];
  for (const section of NET_SECTIONS) {
    const lines = main.filter((l) => l.section === section);
    if (!lines.length) continue;
    if (out.length) out.push('');
    out.push(section, ...lines.map(written));
  }
  const side = linesOf(deck.side, catalog);
  if (side.length) {
    if (out.length) out.push('');
    out.push(SIDE_HEADING, ...side.map(written));
  }
  return out.join('\n');
}
