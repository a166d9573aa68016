/**
 * The native menu, as plain data; each item sends a MenuCommand to the renderer. Its words
 * come from electron/locales/<lang>/menu.json, in the language the app is shown in (the
 * renderer tells the main process when it changes; docs/i18n.md).
 */
import type { MenuCommand, MenuLanguage } from './bridge';
import en from './locales/en/menu.json' with { type: 'json' };
import ja from './locales/ja/menu.json' with { type: 'json' };

const WORDS: Record<MenuLanguage, typeof en> = { en, ja };

export interface MenuItemSpec {
  label?: string;
  accelerator?: string;
  command?: MenuCommand;
  role?: string;
  type?: 'separator';
  submenu?: MenuItemSpec[];
}

export function menuTemplate(isMac: boolean, lang: MenuLanguage = 'en'): MenuItemSpec[] {
  const w = WORDS[lang];
  return [
    ...(isMac ? [{ role: 'appMenu' }] : []),
    {
      label: w.file,
      submenu: [
        { label: w.importCards, accelerator: 'CmdOrCtrl+I', command: 'import-cards' },
        { label: w.importDeck, accelerator: 'CmdOrCtrl+O', command: 'import-deck' },
        { type: 'separator' },
        { role: isMac ? 'close' : 'quit' },
      ],
    },
    { label: w.edit, submenu: [{ role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }] },
    {
      label: w.view,
      submenu: [
        { label: w.cards, accelerator: 'CmdOrCtrl+1', command: 'go-cards' },
        { label: w.decks, accelerator: 'CmdOrCtrl+2', command: 'go-decks' },
        { label: w.play, accelerator: 'CmdOrCtrl+3', command: 'go-play' },
        { type: 'separator' },
        { label: w.toggleTheme, accelerator: 'CmdOrCtrl+Shift+L', command: 'toggle-theme' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: w.help, submenu: [{ label: w.shortcuts, accelerator: 'F1', command: 'show-help' }] },
  ];
}
