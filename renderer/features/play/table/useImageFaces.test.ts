import { describe, expect, it } from 'vitest';
import { withImages } from './useImageFaces';
import type { TableView } from './model';

const card = (number: string, hasImage?: boolean) =>
  ({ game: 'gundam-war', number, name: number, hasImage }) as unknown as TableView['catalog'][string];

describe('withImages', () => {
  it('marks the table cards whose image was stored since the game began', () => {
    const view = { catalog: { 'gundam-war:A': card('A'), 'gundam-war:B': card('B') } };
    const shown = withImages(view, new Set(['gundam-war:B']));
    expect(shown.catalog['gundam-war:B'].hasImage).toBe(true);
    expect(shown.catalog['gundam-war:A'].hasImage).toBeUndefined();
    // The game's own view is left as it was.
    expect(view.catalog['gundam-war:B'].hasImage).toBeUndefined();
  });

  it('returns the very view when nothing changed, so the table is not drawn again', () => {
    const view = { catalog: { 'gundam-war:A': card('A', true) } };
    expect(withImages(view, new Set(['gundam-war:A']))).toBe(view);
    expect(withImages(view, new Set())).toBe(view);
  });
});
