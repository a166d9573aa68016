/**
 * The bytes of a user's file as text, the same way in the app and on the command line: a
 * byte-order mark says UTF-8, UTF-16 LE or UTF-16 BE (Excel's "Unicode text" is UTF-16 LE with
 * one); without one, text whose every other byte is zero is UTF-16 of that order, and anything
 * else is UTF-8 (bad bytes read as U+FFFD, never an error). The mark itself is not kept.
 */
export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** How many leading bytes the zero-byte check looks at: enough to tell, bounded for big files. */
const SNIFF_BYTES = 4096;

export function encodingOf(bytes: Uint8Array): { encoding: Encoding; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  const n = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (n >= 4) {
    let evenZero = 0;
    let oddZero = 0;
    for (let i = 0; i < n; i += 2) {
      if (bytes[i] === 0) evenZero++;
      if (bytes[i + 1] === 0) oddZero++;
    }
    const pairs = n / 2;
    // ASCII-heavy UTF-16 has a zero in nearly every pair, on one side only.
    if (oddZero > pairs * 0.6 && evenZero < pairs * 0.1) return { encoding: 'utf-16le', bom: 0 };
    if (evenZero > pairs * 0.6 && oddZero < pairs * 0.1) return { encoding: 'utf-16be', bom: 0 };
  }
  return { encoding: 'utf-8', bom: 0 };
}

export function decodeText(bytes: Uint8Array): string {
  const { encoding, bom } = encodingOf(bytes);
  const text = new TextDecoder(encoding).decode(bytes.subarray(bom));
  // A second mark (a file saved twice with one) is not text either.
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
