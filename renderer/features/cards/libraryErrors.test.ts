import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';

// The demo sets cannot be stored: the database says why in its own words.
vi.mock('../../db/cardsRepository', () => ({
  ensureDemoSets: () =>
    Promise.reject(
      Object.assign(new Error('DexieError2: Unregistered type: function Object() { [native code] }'), {
        name: 'DataCloneError',
      }),
    ),
}));

const { librarySnapshot, subscribeLibrary } = await import('./library');

afterAll(() => void i18n.changeLanguage('en'));

describe('card library load errors', () => {
  it('say what failed in our words, in English and Japanese, never the database’s message', async () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = subscribeLibrary(() => undefined);
    await vi.waitFor(() => expect(librarySnapshot().demoError).toBeTruthy());
    const english = librarySnapshot().demoError!;
    expect(english).toMatch(/^The demo sets could not be loaded: /);
    expect(english).not.toMatch(/Dexie|Unregistered|native code/);
    expect(english).toContain(i18n.t('backup:why.database'));
    await i18n.changeLanguage('ja');
    const japanese = i18n.t('cards:library.demoSets', { reason: i18n.t('backup:why.database') });
    expect(japanese).toMatch(/^デモセットを読み込めませんでした/);
    expect(japanese).not.toMatch(/Dexie|Unregistered|native code|could not/);
    stop();
    quiet.mockRestore();
  });
});
