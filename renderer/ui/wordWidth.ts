/**
 * How wide a card name's longest unbreakable word is, in em of the bold face the card's name is
 * set in: a table card shrinks its name only when a word is wider than the line (names wrap
 * between words; a word never breaks in the middle while it fits a line of its own). Japanese
 * and other CJK text may break between any two characters, as it wraps in print, so only runs of
 * Latin letters, digits and the like count; a hyphen ends a word ("Mk-II" may wrap after "Mk-").
 */
const WORDS = /[^\s\p{Script=Han}\u3000-\u30ff\u31f0-\u31ff\uff00-\uffef]+/gu;
const SIZE = 100;

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

function measure(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

/** The words a line may not break inside: runs without spaces or CJK characters, split after hyphens. */
export function unbreakableWords(name: string): string[] {
  return (name.match(WORDS) ?? []).flatMap((run) => run.split(/(?<=-)/)).filter(Boolean);
}

/**
 * The longest word's width in em at `weight` in the page's interface font; 0 where the page
 * cannot measure text (no canvas), so the name keeps its size.
 */
export function longestWordEm(name: string, weight = 700): number {
  const ctx = measure();
  if (!ctx) return 0;
  // The interface font follows the language (a Japanese interface sets its Latin in the CJK face).
  const family = getComputedStyle(document.body).fontFamily;
  const key = `${weight} ${family}\n${name}`;
  let em = widths.get(key);
  if (em === undefined) {
    ctx.font = `${weight} ${SIZE}px ${family}`;
    em = Math.max(0, ...unbreakableWords(name).map((w) => ctx.measureText(w).width / SIZE));
    widths.set(key, em);
  }
  return em;
}
