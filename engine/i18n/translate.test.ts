import { describe, expect, it } from 'vitest';
import { createTranslator } from './translate';
import { languageOf, localName } from './languages';
import { message } from './message';

describe('engine messages', () => {
  it('are told in the reader language, English where a language lacks one', () => {
    expect(createTranslator('en')(message('games:gundam-war'))).toBe('Gundam War');
    expect(createTranslator('ja')(message('games:gundam-war'))).toBe('ガンダムウォー');
  });

  it('read the language from locale tags and POSIX locales', () => {
    expect(languageOf('ja_JP.UTF-8')).toBe('ja');
    expect(languageOf('ja-JP')).toBe('ja');
    expect(languageOf('en_GB.UTF-8')).toBe('en');
    expect(languageOf('C.UTF-8')).toBeUndefined();
    expect(languageOf('fr_FR')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });

  it('name a card in the reader language where it has a name in it', () => {
    const both = { name: 'Gundam', name_ja: 'ガンダム' };
    expect(localName(both, 'ja')).toBe('ガンダム');
    expect(localName(both, 'en')).toBe('Gundam');
    expect(localName({ name: 'Zaku II' }, 'ja')).toBe('Zaku II');
    expect(localName({ name: '', name_ja: 'ザクII' }, 'en')).toBe('ザクII');
  });
});
