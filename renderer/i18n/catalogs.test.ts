/**
 * Every message exists in English and Japanese with the same parameters, and no Japanese
 * message is English left untranslated. Covers the renderer's catalogs and the engine's (which
 * the command line shares).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['renderer/i18n/locales', 'engine/i18n/locales', 'electron/locales', 'bench/locales'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
// Japanese script (kana, kanji, full-width forms and punctuation).
const JAPANESE = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function catalog(root: string, lang: string): Map<string, Map<string, string>> {
  const dir = join(root, lang);
  const out = new Map<string, Map<string, string>>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out.set(file.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree));
  }
  return out;
}

/** Message keys with plural forms folded together (English has `_one`, Japanese only `_other`). */
function messages(entries: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, text] of entries) {
    const base = key.replace(PLURAL, '');
    out.set(base, [...(out.get(base) ?? []), text]);
  }
  return out;
}

/** `{{name}}` parameters and `$t(…)` nestings a message uses; `count` is implied by plural forms. */
function parameters(texts: string[], plural: boolean): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^),]+)/g)) found.add(m[1] ?? `$t(${m[2]})`);
  }
  if (plural) found.add('count');
  return [...found].sort();
}

// Words that are the same in Japanese text: proper names and notation.
const SAME_IN_JAPANESE = new Set(['Sortie', 'CSV', 'JSON', 'G', 'ACE', '—', '…', '·']);

function untranslated(text: string): boolean {
  const bare = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\/?>/g, '').trim();
  if (!bare || SAME_IN_JAPANESE.has(bare)) return false;
  if (JAPANESE.test(bare)) return false;
  // Only notation left (numbers, signs, keys such as Ctrl+Z): nothing to translate.
  return /[A-Za-z]{2,}/.test(bare.replace(/\b(Ctrl|Alt|Shift|Esc|Enter|Space|Tab|Sortie|CSV|JSON|PNG|ACE)\b/g, ''));
}

for (const root of ROOTS) {
  const en = catalog(root, 'en');
  const ja = catalog(root, 'ja');
  describe(`${root} catalogs`, () => {
    it('has the same namespaces in both languages', () => {
      expect([...ja.keys()].sort()).toEqual([...en.keys()].sort());
    });

    for (const [ns, enEntries] of en) {
      it(`${ns}: every message in both languages with the same parameters`, () => {
        const enMessages = messages(enEntries);
        const jaMessages = messages(ja.get(ns) ?? new Map());
        expect([...jaMessages.keys()].sort(), `keys of ${ns}`).toEqual([...enMessages.keys()].sort());
        for (const [key, texts] of enMessages) {
          const plural = [...enEntries.keys()].some((k) => k !== key && k.replace(PLURAL, '') === key);
          expect(parameters(jaMessages.get(key) ?? [], plural), `parameters of ${ns}:${key}`).toEqual(
            parameters(texts, plural),
          );
        }
      });

      it(`${ns}: no Japanese message is left in English`, () => {
        const left = [...(ja.get(ns) ?? new Map<string, string>())].filter(([, text]) => untranslated(text));
        expect(left.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
      });
    }
  });
}
