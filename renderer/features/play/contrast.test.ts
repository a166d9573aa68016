/**
 * Text on the table meets WCAG 2.1 AA (contrast at least 4.5:1, success criterion 1.4.3) in
 * both themes: zone names, empty-zone hints and trackers, on a zone laid over the mat over the
 * felt. The colours are read from play.css itself, so a token change that breaks it fails here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test run does not load stylesheets.
const css = readFileSync(resolve(__dirname, 'play.css'), 'utf8');

function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

type Rgba = [number, number, number, number];

function colour(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`play.css: cannot read colour ${value}`);
}

function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const light = tokens(':root');
const themes = { light, dark: { ...light, ...tokens(":root[data-theme='dark']") } };

describe('table text contrast (WCAG AA, 4.5:1)', () => {
  for (const [name, t] of Object.entries(themes)) {
    it(`${name} theme: zone names, hints and trackers on both ends of the felt`, () => {
      for (const felt of [t['--felt'], t['--felt-2']]) {
        const mat = over(colour(t['--mat']), colour(felt));
        const zone = over(colour(t['--zone']), mat);
        expect(contrast(colour(t['--zone-label']), zone)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colour(t['--zone-hint']), zone)).toBeGreaterThanOrEqual(4.5);
        // Trackers (War Experience, Damage dealt) sit on the mat itself.
        expect(contrast(colour(t['--zone-label']), mat)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('the old dark-theme hint (label colour at 75% opacity) would fail', () => {
    const t = themes.dark;
    const zone = over(colour('rgb(255 255 255 / 0.035)'), over(colour('rgb(255 255 255 / 0.12)'), colour(t['--felt'])));
    const faded = over([...colour('#9cc4ae').slice(0, 3), 0.75] as Rgba, zone);
    expect(contrast(faded, zone)).toBeLessThan(4.5);
  });
});
