import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { LANGUAGE_KEY } from '../i18n/languages';
import { NavRail } from './NavRail';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const rail = () => (
  <NavRail
    place="cards"
    onNavigate={() => undefined}
    theme="system"
    resolvedTheme="light"
    onCycleTheme={() => undefined}
  />
);

describe('interface language', () => {
  it('switches the interface at once and is remembered for the next start', async () => {
    render(rail());
    expect(screen.getByRole('link', { name: /Decks/ })).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ja' } });
    });
    expect(screen.getByRole('link', { name: /デッキ/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '言語' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('follows the system language until the user picks one', () => {
    const detector = i18n.services.languageDetector as { detect(): string | string[] | undefined };
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en-US']);
    expect([detector.detect()].flat()[0]).toBe('ja-JP');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect([detector.detect()].flat()[0]).toBe('en');
  });

  it('reads a Japanese system language as Japanese', async () => {
    await act(() => i18n.changeLanguage('ja-JP'));
    expect(i18n.resolvedLanguage).toBe('ja');
    expect(i18n.t('places.cards.label')).toBe('カード');
  });
});
