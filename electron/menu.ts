/** The native menu, as plain data; each item sends a MenuCommand to the renderer. */
import type { MenuCommand } from './bridge';

export interface MenuItemSpec {
  label?: string;
  accelerator?: string;
  command?: MenuCommand;
  role?: string;
  type?: 'separator';
  submenu?: MenuItemSpec[];
}

export function menuTemplate(isMac: boolean): MenuItemSpec[] {
  return [
    ...(isMac ? [{ role: 'appMenu' }] : []),
    {
      label: '&File',
      submenu: [
        { label: 'Import Cards…', accelerator: 'CmdOrCtrl+I', command: 'import-cards' },
        { label: 'Import Deck…', accelerator: 'CmdOrCtrl+O', command: 'import-deck' },
        { type: 'separator' },
        { role: isMac ? 'close' : 'quit' },
      ],
    },
    { label: '&Edit', submenu: [{ role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }] },
    {
      label: '&View',
      submenu: [
        { label: 'Cards', accelerator: 'CmdOrCtrl+1', command: 'go-cards' },
        { label: 'Decks', accelerator: 'CmdOrCtrl+2', command: 'go-decks' },
        { label: 'Play', accelerator: 'CmdOrCtrl+3', command: 'go-play' },
        { type: 'separator' },
        { label: 'Toggle Theme', accelerator: 'CmdOrCtrl+Shift+L', command: 'toggle-theme' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: '&Help', submenu: [{ label: 'Keyboard Shortcuts', accelerator: 'F1', command: 'show-help' }] },
  ];
}
