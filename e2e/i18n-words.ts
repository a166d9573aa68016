/**
 * What a Japanese screen may show in Latin letters, shared by the Japanese walks
 * (i18n-screens.spec.ts, i18n-ai.spec.ts): card data and names the user chose, notation
 * (numbers, card numbers, keys, file types) and a short allowlist. `english` lists any other
 * Latin word; `pageTexts` reads every text a page shows or speaks.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const demo = (file: string) =>
  JSON.parse(readFileSync(new URL(`../assets/cards/${file}`, import.meta.url), 'utf8')) as {
    name: string;
    set?: string;
    text?: string;
    traits?: string[];
    model?: string;
  }[];
const DEMO_CARDS = [...demo('gundam-war-demo.json'), ...demo('ms-war-demo.json')];

/** Card data and names the user chose: Latin by right. Longest first, so a name inside another goes with it. */
const DATA = [
  ...DEMO_CARDS.flatMap((c) => [c.name, c.set ?? '', c.text ?? '', c.model ?? '', ...(c.traits ?? [])]),
  // The logo printed on the back of every Gundam War card, Japanese printings too.
  'GUNDAM WAR',
  // What this test typed.
  'Kansai Cup',
  'kansai-cup',
]
  .filter((s) => s.trim().length > 1)
  .sort((a, b) => b.length - a.length);

/**
 * Latin words that are right in Japanese text: the app's name, the English language's own name
 * in the switcher, file types, keys, game notation and the query language's operators.
 */
const ALLOWED = new Set([
  'Sortie',
  'English',
  'CSV',
  'JSON',
  'PNG',
  'PDF',
  'URL',
  'ID',
  'Ctrl',
  'Shift',
  'Alt',
  'Enter',
  'Space',
  'Tab',
  'Esc',
  'Escape',
  'Menu',
  'Del',
  'Delete',
  'Backspace',
  'OR',
  'AND',
  'NOT',
  'HP',
  // The official Japanese name of a special effect: PS装甲.
  'PS',
  'ACE',
  'MS',
  'NT',
  'YYYY',
  'MM',
  'DD',
  'true',
  'false',
  'null',
  'docs',
  'md',
  'json',
  'csv',
]);

/**
 * Every text the page shows or speaks, from visible elements, outside card faces (card data).
 * `faces`: card faces and card texts too (the demo cards' Japanese texts, e2e/ja-walk.spec.ts);
 * what is marked English (`lang="en"`, an English name shown as such) stays out.
 */
export function pageTexts(page: Page, faces = false): Promise<string[]> {
  return page.evaluate(textsShown, faces);
}

/**
 * `pageTexts`' reader, run in the page (`within`: only these parts of it): page.evaluate takes
 * it as it is, and a walk that reads the page many times in one evaluate installs it once
 * (`installTextReader`).
 */
export function textsShown(faces: boolean, within: Element[] = [document.body]): string[] {
  const out: string[] = [];
  const DATA_PARTS = faces
    ? 'code, pre, textarea, .code-area, option, [data-i18n-data], [lang="en"]'
    : '.card-face, .detail-text, .cf-text, code, pre, textarea, .code-area, option, [data-i18n-data]';
  const visible = (el: Element) => {
    const r = (el as HTMLElement).getBoundingClientRect?.();
    return !!r && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const LABELLED = '[title], [aria-label], [placeholder], [alt], [aria-roledescription]';
  for (const root of within) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(DATA_PARTS) || !visible(el)) continue;
      const text = n.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of [root, ...root.querySelectorAll(LABELLED)]) {
      if (!el.matches(LABELLED)) continue;
      if ((!faces && el.closest('.card-face')) || el.closest('[lang="en"]') || !visible(el)) continue;
      for (const a of ['title', 'aria-label', 'placeholder', 'alt', 'aria-roledescription']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    for (const input of root.querySelectorAll<HTMLInputElement>('input[type=button], input[type=submit]'))
      out.push(input.value);
  }
  return out;
}

/** Makes `textsShown` callable in the page as `window.sortieTextsShown` (until the page is loaded again). */
export async function installTextReader(page: Page): Promise<void> {
  // An expression evaluated through the browser's debugging protocol: the app's
  // Content-Security-Policy (no eval) applies to the page's own scripts, not to this.
  await page.evaluate(`window.sortieTextsShown = ${textsShown.toString()}`);
}

/** English words left once card data, notation and the allowlist go. */
export function english(texts: string[]): string[] {
  return englishBeside(texts, DATA);
}

/**
 * `english` with only the Latin a Japanese card prints by right: the logo on every card's back, Mk-II.
 * The demo cards' English names and texts count as English words here, for a Japanese reader
 * sees their Japanese ones (e2e/ja-walk.spec.ts).
 */
export function englishOnJapaneseCards(texts: string[]): string[] {
  // The logo on every Gundam War card's back, and the "Mk-II" Japanese mobile-suit names keep (a proper name).
  return englishBeside(texts, ['GUNDAM WAR', 'Mk-II']);
}

function englishBeside(texts: string[], data: readonly string[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    let rest = ` ${text} `;
    for (const d of data) if (rest.includes(d)) rest = rest.split(d).join(' ');
    rest = rest
      // Card numbers (GD-013, 101040001), set codes, file names, paths, options and ids.
      .replace(/\b[A-Z]{1,4}-\d+[A-Za-z]?\b/g, ' ')
      .replace(/[\w.-]+\.(csv|json|txt|png)\b/gi, ' ')
      .replace(/--[a-z-]+/g, ' ')
      .replace(/\b(gundam-war|ms-war|M\.S\.( War)?( 2\.1)?)\b/g, ' ')
      // Ids written as they are typed (kansai-classic, store-league) and documentation paths.
      .replace(/\b[a-z0-9]+(-[a-z0-9.]+)+\b/g, ' ')
      .replace(/[\w./-]+\.md\b/g, ' ')
      // Search syntax shown as examples (field:value, cost<=3) and a value beside its meaning: gw（ガンダムウォー）.
      .replace(/\b[a-z]+(:|<=|>=|<|>|=)("[^"]*"|[^\s、。）]*)/g, ' ')
      .replace(/\b[a-z_]+(?=（)/g, ' ')
      // A card file's column by its documented name, after the reader's word for it: カード名（name）.
      .replace(/（[a-z_]+）/g, ' ')
      // A backup file's table by its key in the file, where a row of it is refused: decksの1行目.
      .replace(/\b[a-z][A-Za-z]*(?=の\d+行目)/g, ' ')
      // A deck list's own headers (Deck:, Format:, Main:) and a file's field paths before a Japanese colon.
      .replace(/\b(Deck|Format|Main|Side|Name):/g, ' ')
      .replace(/\b[a-z][\w.]*(?=：)/g, ' ')
      // Abbreviations: set codes (EB2, DS1), HP, ACE.
      .replace(/\b[A-Z]{2,4}\d*\b/g, ' ');
    for (const word of rest.match(/[A-Za-z][A-Za-z'’]+/g) ?? []) {
      if (!ALLOWED.has(word)) out.add(`${word} in "${text.slice(0, 120)}"`);
    }
  }
  return [...out];
}
