/**
 * Hand-made hostile inputs: what broken editors, wrong exports, spreadsheets and attackers
 * hand a parser. Each is a function of a valid sample of the file kind.
 */
export interface HostileInput {
  name: string;
  text: (sample: string) => string;
}

const MB = 1024 * 1024;

/** Bytes read as UTF-8 the way a browser's File.text() and Node's readFileSync do (U+FFFD for bad bytes). */
export const asUtf8 = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    out[2 + i * 2] = text.charCodeAt(i) & 0xff;
    out[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return out;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

export const HOSTILE_INPUTS: HostileInput[] = [
  { name: 'empty', text: () => '' },
  { name: 'only whitespace', text: () => ' \t\r\n\u00a0\u3000\n' },
  { name: 'truncated at a third', text: (s) => s.slice(0, Math.floor(s.length / 3)) },
  { name: 'truncated mid-token', text: (s) => s.slice(0, s.length - 7) },
  { name: 'NUL bytes', text: (s) => s.replace(/e/g, '\u0000') },
  { name: 'leading NUL', text: (s) => `\u0000${s}` },
  {
    name: 'invalid UTF-8',
    text: (s) =>
      asUtf8(
        new Uint8Array([
          0xc3,
          0x28,
          0xa0,
          0xa1,
          0xe2,
          0x28,
          0xa1,
          0xf0,
          0x28,
          0x8c,
          0xbc,
          ...new TextEncoder().encode(s),
        ]),
      ),
  },
  { name: 'UTF-16 read as UTF-8', text: (s) => asUtf8(utf16le(s)) },
  { name: 'byte-order mark', text: (s) => `\ufeff${s}` },
  { name: 'two byte-order marks', text: (s) => `\ufeff\ufeff${s}` },
  { name: 'CR line endings', text: (s) => s.replace(/\r?\n/g, '\r') },
  { name: 'CRLF line endings', text: (s) => s.replace(/\r?\n/g, '\r\n') },
  { name: 'Unicode line separators', text: (s) => s.replace(/\r?\n/g, '\u2028') },
  { name: 'a megabyte line of letters', text: (s) => `${s}\n${'a'.repeat(MB)}` },
  { name: 'a megabyte line of spaces', text: (s) => `${s}\nmain${' '.repeat(MB)}x` },
  { name: 'a megabyte of spaces before a comment', text: (s) => `${s}\n1 ${' '.repeat(MB)}# c` },
  { name: 'many spaces then a line separator', text: (s) => `deck:${' '.repeat(200_000)}\u2028x\n${s}` },
  { name: 'huge count', text: (s) => `${s}\n99999999999999999999999 MS-101\n1e309 MS-101` },
  { name: 'negative and fractional counts', text: (s) => `${s}\n-3 MS-101\n2.5 MS-102\n0 MS-103\nNaN MS-104` },
  { name: 'deep nesting', text: () => nested(100_000) },
  { name: 'deep nesting in a field', text: (s) => s.replace(/"[^"]*"\s*:\s*"[^"]*"/, `"name": ${nested(20_000)}`) },
  { name: 'deep object nesting', text: () => `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  {
    name: 'wrong types',
    text: () =>
      '{"sortie":["deck"],"version":{"a":1},"deck":{"id":5,"name":null,"main":"x","side":[{"number":[],"count":"3"}]},"cards":[1,true,null,"x",[]]}',
  },
  { name: 'a number instead of a file', text: () => '12345' },
  { name: 'a string instead of a file', text: () => '"hello"' },
  { name: 'duplicate headers', text: (s) => `number,number,name,Name\n1,2,3,4\n${s}` },
  {
    name: 'formula cells',
    text: () =>
      'game,number,name,type,text\nms-war,=1+1,"=HYPERLINK(""http://x"",""y"")",ms,+cmd|\' /C calc\'!A0\nms-war,@SUM(A1),-2+3,ms,=A1',
  },
  { name: 'unclosed quote', text: (s) => `${s}\n"ms-war,MS-9,Open` },
  { name: 'control characters', text: (s) => s.replace(/a/g, '\u001b[31m').replace(/o/g, '\u0007') },
  { name: 'lone surrogates', text: (s) => s.replace(/i/g, '\ud800').replace(/u/g, '\udfff') },
  { name: '100,000 blank lines', text: (s) => `${'\n'.repeat(100_000)}${s}` },
  {
    name: 'thousands of long unknown keys',
    text: () => `{"v":1,${Array.from({ length: 2000 }, (_, i) => `"${'k'.repeat(500)}${i}":1`).join(',')}}`,
  },
  {
    name: 'prototype keys',
    text: () =>
      '{"__proto__":{"x":1},"constructor":{"prototype":{}},"cards":[{"__proto__":{"game":"ms-war"},"number":"A"}],"sortie":"deck","version":1,"deck":{"__proto__":{}}}',
  },
];
