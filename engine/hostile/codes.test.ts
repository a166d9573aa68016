/**
 * Deck codes (Share… / Open deck code…, `sortie://deck/` links) on the hostile corpus: every
 * hostile input pasted as a code, and a well-made code (checksum right) whose every field — the
 * game, the format, each card's identity and count — is `__proto__`, `constructor`,
 * `toString`, `hasOwnProperty` or `valueOf`. Each is read or refused in the reader's words.
 */
import { strToU8, deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../decks/catalog';
import { codeFromText, encodeDeckCode } from '../decks/code/deck-code';
import { checksum, toBase64Url } from '../decks/code/bytes';
import { deckFromCode } from '../decks/code/library';
import { GW_FILLER, MS_FILLER } from '../decks/test-cards';
import { HOSTILE_INPUTS } from './inputs';
import { INTERNAL_ERROR, PROTOTYPE_WORDS } from './prototype';

const catalogs = [createCatalog('ms-war', MS_FILLER), createCatalog('gundam-war', GW_FILLER)];
const good = encodeDeckCode({
  game: 'ms-war',
  format: 'ms-war-2.1',
  main: [{ id: MS_FILLER[0].number, count: 3 }],
  side: [{ id: MS_FILLER[1].number, count: 1 }],
});

/** A code made the way encodeDeckCode makes one, from fields given as they are (the game's letter too). */
function codeOf(fields: string[]): string {
  const payload = strToU8(fields.join('|'));
  const packed = deflateSync(payload, { level: 9 });
  const bytes = new Uint8Array(packed.length + 4);
  bytes.set(packed);
  new DataView(bytes.buffer).setUint32(packed.length, checksum(payload));
  return good.slice(0, 2) + toBase64Url(bytes);
}

function expectOurWords(text: string, what: string) {
  let read: ReturnType<typeof deckFromCode> | undefined;
  expect(() => (read = deckFromCode(codeFromText(text), catalogs)), what).not.toThrow();
  if (read && !read.ok) {
    expect(read.message, what).not.toMatch(INTERNAL_ERROR);
    expect(read.message.length, what).toBeLessThan(400);
  }
  return read!;
}

describe('deck codes on hostile input', () => {
  it('reads its own code', () => {
    expect(deckFromCode(good, catalogs).ok).toBe(true);
    // The hand-made code is the encoder's own: the fields below reach the reader.
    expect(codeOf(['ms', 'ms-war-2.1', `3*${MS_FILLER[0].number}`, `1*${MS_FILLER[1].number}`])).toBe(good);
  });

  it.each(HOSTILE_INPUTS)('$name, pasted as a code or around one', (input) => {
    expectOurWords(input.text(good), input.name);
    expectOurWords(input.text(`sortie://deck/${good}`), `${input.name} as a link`);
  });

  it('prototype words in every field of a well-made code', () => {
    const fields = ['ms', 'ms-war-2.1', `3*${MS_FILLER[0].number}`, `1*${MS_FILLER[1].number}`];
    for (const word of PROTOTYPE_WORDS)
      for (let at = 0; at < fields.length; at++)
        for (const put of at < 2 ? [word] : [`3*${word}`, `${word}*${word}`, `${word}`]) {
          const changed = fields.map((f, i) => (i === at ? put : f));
          const read = expectOurWords(codeOf(changed), `${word} in field ${at}: ${put}`);
          // A card named like a prototype's member is a card the library lacks, named as such.
          if (at >= 2 && put === `3*${word}` && !read.ok) expect(read.message).toContain(word);
        }
  });
});
