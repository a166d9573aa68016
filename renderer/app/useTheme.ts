import { useCallback, useEffect, useState } from 'react';

/** `system` follows the OS; the user may pin light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'sortie.theme';
const ORDER: ThemeChoice[] = ['system', 'light', 'dark'];

function systemTheme(): 'light' | 'dark' {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(() => {
    const saved = localStorage.getItem(KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  });
  const [system, setSystem] = useState(systemTheme);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => setSystem(systemTheme());
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  const resolved = choice === 'system' ? system : choice;
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  const cycle = useCallback(() => {
    setChoice((current) => {
      const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
      if (next === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, next);
      return next;
    });
  }, []);

  return { choice, resolved, cycle };
}
