/**
 * Every parser of user-supplied text, behind one shape, for the hostile-input tests and for
 * `npm run bench` (parse time per MB). Each returns the messages it would show the user; a
 * parser that throws, hangs or grows faster than its input fails those tests.
 */
import { readScript } from '../abilities/read';
import { checkScriptText } from '../abilities/locate';
import { problemText } from '../abilities/problems';
import { loadCardFile } from '../cards/import';
import { parseJson } from '../decks/result';
import { createCatalog } from '../decks/catalog';
import { customFormat, formatFromJson, formatToJson } from '../decks/formats';
import { deckToJson } from '../decks/json';
import { readDeckFile } from '../decks/read';
import { GW_FILLER, MS_FILLER } from '../decks/test-cards';

export interface TextParser {
  name: string;
  /** A small valid file of this kind: the seed for truncations and mutations. */
  sample: string;
  /** The messages the user would see (empty when the text was read cleanly). */
  parse(text: string): string[];
}

const catalogs = [createCatalog('ms-war', MS_FILLER), createCatalog('gundam-war', GW_FILLER)];

const cardCsv = [
  'game,number,name,type,cost,text,set,rarity',
  'ms-war,MS-001,Test Suit,ms,2,"Space Battle (2). Sortie: draw 1 card.",BASE,C',
  'gundam-war,GW-001,Test Unit,unit,3,Quick,B1,R',
  'ms-war,MS-002,"Name, with comma",ms,1,,BASE,U',
].join('\r\n');

const cardJson = JSON.stringify(
  {
    cards: [
      {
        game: 'ms-war',
        number: 'MS-001',
        name: 'Test Suit',
        type: 'ms',
        cost: 2,
        text: 'Space Battle (2)',
        set: 'BASE',
        rarity: 'C',
      },
      {
        game: 'gundam-war',
        number: 'GW-001',
        name: 'Test Unit',
        type: 'unit',
        cost: 3,
        traits: ['NT', 'Pilot'],
        color: 'blue',
      },
    ],
  },
  null,
  2,
);

const deckList = [
  '# a comment',
  'Deck: Hostile test',
  'Format: ms-war-2.1',
  '',
  'Main: (7)',
  '■ユニット（7枚）',
  '3 MS-101 Filler Suit 1',
  '2x Filler Suit 2 // two',
  '2 MS-103',
  '',
  'Side:',
  '1 MS-104',
].join('\n');

const deckJson = deckToJson({
  id: 'd1',
  name: 'Hostile',
  game: 'ms-war',
  format: 'ms-war-2.1',
  main: [{ number: 'MS-101', count: 3 }],
  side: [],
  createdAt: 1,
  updatedAt: 2,
});

const format = customFormat({ id: 'my-format', name: 'My format', game: 'gundam-war', banned: ['U-101'] });
const formatJson = format.ok ? formatToJson(format.value) : '{}';

const cardMessages = (fileName: string) => (text: string) => {
  const result = loadCardFile(text, fileName);
  return [...(result.error ? [result.error] : []), ...result.issues.map((i) => `${i.where}: ${i.reason}`)];
};

const deckMessages = (text: string) =>
  readDeckFile(text, { catalogs }).problems.map((p) => `${p.line ? `line ${p.line}: ` : ''}${p.message}`);

const scriptJson = JSON.stringify({
  v: 1,
  abilities: [{ kind: 'trigger', when: 'upgraded', do: [{ op: 'draw', count: 1 }] }],
});

/** A card script as a file or cell of JSON text (engine/abilities). */
const scriptMessages = (text: string) => {
  const json = parseJson(text);
  if (!json.ok) return json.errors;
  const read = readScript(json.value, 'ms-war');
  return read.ok ? [] : read.problems.map(problemText);
};

export const TEXT_PARSERS: TextParser[] = [
  { name: 'card CSV', sample: cardCsv, parse: cardMessages('cards.csv') },
  { name: 'card JSON', sample: cardJson, parse: cardMessages('cards.json') },
  { name: 'deck list', sample: deckList, parse: deckMessages },
  { name: 'deck JSON', sample: deckJson, parse: deckMessages },
  { name: 'card script', sample: scriptJson, parse: scriptMessages },
  {
    name: 'card script in the editor',
    sample: JSON.stringify(JSON.parse(scriptJson), null, 2),
    parse: (text) => {
      const read = checkScriptText(text, 'ms-war');
      return read.ok ? [] : read.problems.map((p) => `line ${p.line}, column ${p.column}: ${problemText(p)}`);
    },
  },
  {
    name: 'format JSON',
    sample: formatJson,
    parse: (text) => {
      const read = formatFromJson(text);
      return read.ok ? [] : read.errors;
    },
  },
];
