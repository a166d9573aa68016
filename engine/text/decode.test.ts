import { describe, expect, it } from 'vitest';
import { decodeText, encodingOf } from './decode';

const utf16 = (text: string, order: 'le' | 'be', bom = true) => {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let at = 0;
  if (bom) {
    out.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    at = 2;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[at + i * 2] = order === 'le' ? c & 0xff : c >> 8;
    out[at + i * 2 + 1] = order === 'le' ? c >> 8 : c & 0xff;
  }
  return out;
};

const list = 'game\tnumber\tname\r\ngundam-war\tGW-1\t白き流星\r\n';

describe('decoding a file the way the app does', () => {
  it('reads UTF-16 LE and BE with their mark, and without one', () => {
    for (const order of ['le', 'be'] as const) {
      expect(decodeText(utf16(list, order))).toBe(list);
      expect(decodeText(utf16(list, order, false))).toBe(list);
      expect(encodingOf(utf16(list, order, false)).encoding).toBe(`utf-16${order}`);
    }
  });

  it('drops a UTF-8 mark, keeps plain UTF-8 and reads bad bytes as replacement characters', () => {
    const bytes = new TextEncoder().encode(list);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toBe(list);
    expect(decodeText(bytes)).toBe(list);
    expect(decodeText(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\ufffdb');
    expect(decodeText(new Uint8Array([]))).toBe('');
  });
});
