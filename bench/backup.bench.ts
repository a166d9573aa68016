/**
 * Backup and restore time per 100 MB of the backup file itself (renderer/db/backup/zipFormat.ts):
 * a library of 20,000 cards, 200 decks and 1,000 saved games as table entries beside 80 MB of
 * card images, written (SHA-256 of every entry, tables deflated, images stored) and read back
 * (unzipped, every checksum checked, every table parsed). The database's own reads and writes
 * are left out: they are the browser's, and Node has no IndexedDB.
 */
import { BackupZipWriter, readBackupZip, ZIP_FORMAT, ZIP_FORMAT_VERSION } from '../renderer/db/backup/zipFormat';
import { sayLine } from './say';

const MB = 1024 * 1024;

const cards = Array.from({ length: 20_000 }, (_, i) => ({
  key: `ms-war:B-${i}`,
  game: 'ms-war',
  number: `B-${i}`,
  name: `Bench Suit ${i}`,
  type: 'ms',
  cost: i % 7,
  text: 'Space Battle (2). Sortie: draw 1 card.',
  keywords: [{ id: 'space-battle', value: 2 }],
  set: 'BENCH',
  rarity: 'C',
}));
const decks = Array.from({ length: 200 }, (_, i) => ({
  id: `d${i}`,
  name: `Deck ${i}`,
  game: 'ms-war',
  format: 'ms-war-2.1',
  main: Array.from({ length: 17 }, (_, j) => ({ number: `B-${j}`, count: 3 })),
  side: [],
  createdAt: 1,
  updatedAt: 2,
}));
const games = Array.from({ length: 1_000 }, (_, i) => ({
  id: `g${i}`,
  game: 'ms-war',
  mode: 'goldfish',
  title: `Game ${i}`,
  createdAt: 1,
  updatedAt: 2,
  finished: false,
  save: { seed: i, log: Array.from({ length: 60 }, (_, j) => ({ type: 'pass', seat: j % 2 })) },
}));
const images = Array.from({ length: 8 }, (_, i) => {
  const bytes = new Uint8Array(10 * MB);
  for (let j = 0; j < bytes.length; j += 64) bytes[j] = (i + j) % 251;
  return bytes;
});

async function write(): Promise<Blob> {
  const zip = new BackupZipWriter();
  for (const [i, image] of images.entries()) await zip.add(`images/${i}`, image, false);
  await zip.addJson('tables/images.json', images.map((_, i) => ({ key: `ms-war:B-${i}`, updatedAt: 1, type: 'image/png', entry: `images/${i}` })));
  await zip.addJson('tables/cards.json', cards);
  await zip.addJson('tables/decks.json', decks);
  await zip.addJson('tables/games.json', games);
  return zip.finish({
    format: ZIP_FORMAT,
    formatVersion: ZIP_FORMAT_VERSION,
    databaseVersion: 4,
    createdAt: new Date(0).toISOString(),
    tables: ['images', 'cards', 'decks', 'games'].map((name) => ({ name, rowCount: 0, entry: `tables/${name}.json` })),
  });
}

async function read(bytes: Uint8Array): Promise<void> {
  const got = await readBackupZip(bytes);
  if (!got.ok) throw new Error(`the bench's own backup was refused: ${got.why}`);
  for (const name of ['cards', 'decks', 'games', 'images']) JSON.parse(new TextDecoder().decode(got.entries[`tables/${name}.json`]));
}

const runs = 3;
let writeMs = Infinity;
let readMs = Infinity;
let size = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const file = await write();
  writeMs = Math.min(writeMs, performance.now() - t0);
  const bytes = new Uint8Array(await file.arrayBuffer());
  size = bytes.length;
  const t1 = performance.now();
  await read(bytes);
  readMs = Math.min(readMs, performance.now() - t1);
}
const per100 = (ms: number) => ((ms * 100 * MB) / size).toFixed(0);
sayLine('backup.perHundred', {
  size: (size / MB).toFixed(1),
  write: per100(writeMs),
  read: per100(readMs),
});
