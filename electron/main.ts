/**
 * Electron main process: one window serving the built renderer from app://,
 * with Electron's security checklist applied (electron/security.ts).
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  protocol,
  session,
  shell,
  type MenuItemConstructorOptions,
} from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_URL, SCHEME_PRIVILEGES, resolveAppPath, mimeType } from './protocol';
import { CONTENT_SECURITY_POLICY, guardContents, secureWebPreferences } from './security';
import { registerIpc } from './ipc';
import { GameHost } from '../server/host';
import { dailyBackupFiles, readDailyBackup, writeDailyBackup } from './dailyBackup';
import { writeWhole } from './writeWhole';
import { menuTemplate, type MenuItemSpec } from './menu';
import { CHANNELS, MENU_LANGUAGES, type MenuLanguage } from './bridge';
import { isDeckLink, LINK_SCHEME, linkFromArgv } from './links';

// Must run before `ready`: app:// behaves like https (secure, standard, fetch-able).
protocol.registerSchemesAsPrivileged([SCHEME_PRIVILEGES]);

const rendererRoot = join(__dirname, '..', 'dist', 'renderer');
let mainWindow: BrowserWindow | null = null;

function toElectronMenu(items: MenuItemSpec[]): MenuItemConstructorOptions[] {
  return items.map((item) => ({
    label: item.label,
    accelerator: item.accelerator,
    role: item.role as MenuItemConstructorOptions['role'],
    type: item.type,
    submenu: item.submenu ? toElectronMenu(item.submenu) : undefined,
    click: item.command ? () => mainWindow?.webContents.send(CHANNELS.menuCommand, item.command) : undefined,
  }));
}

/** The menu in a language: first the system's (`ja-JP` → Japanese), then whatever the renderer says it shows. */
function applyMenu(lang: MenuLanguage): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectronMenu(menuTemplate(process.platform === 'darwin', lang))));
}

function systemLanguage(): MenuLanguage {
  const base = app.getLocale().toLowerCase().split(/[-_]/)[0] as MenuLanguage;
  return MENU_LANGUAGES.includes(base) ? base : 'en';
}

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1360,
    height: 860,
    minWidth: 960,
    minHeight: 640,
    title: 'Sortie',
    show: false,
    backgroundColor: '#16181d',
    webPreferences: secureWebPreferences(join(__dirname, 'preload.cjs')),
  });
  guardContents(mainWindow.webContents);
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.webContents.on('did-finish-load', () => {
    if (pendingLink) mainWindow?.webContents.send(CHANNELS.openLink, pendingLink);
    pendingLink = undefined;
  });
  void mainWindow.loadURL(APP_URL);
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

app.on('web-contents-created', (_event, contents) => guardContents(contents));

// sortie://deck/<code> links: one running app takes them all (a second start hands its link over).
let pendingLink = linkFromArgv(process.argv);
function openLink(link: string | undefined): void {
  if (!isDeckLink(link)) return;
  if (!mainWindow || mainWindow.webContents.isLoading()) pendingLink = link;
  else mainWindow.webContents.send(CHANNELS.openLink, link);
  mainWindow?.show();
}
if (!app.requestSingleInstanceLock()) app.quit();
app.setAsDefaultProtocolClient(LINK_SCHEME);
app.on('second-instance', (_event, argv) => openLink(linkFromArgv(argv)));
app.on('open-url', (event, url) => {
  event.preventDefault();
  openLink(url);
});

app.whenReady().then(() => {
  protocol.handle('app', async (request) => {
    const path = resolveAppPath(request.url, rendererRoot);
    if (!path) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(path).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Type', mimeType(path));
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return new Response(response.body, { status: response.status, headers });
  });

  // No permission (camera, notifications, …) is ever needed.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));

  registerIpc({
    handle: (channel, handler) => ipcMain.handle(channel, handler),
    appInfo: () => ({ name: app.getName(), version: app.getVersion(), shell: 'electron', platform: process.platform }),
    showOpenDialog: (options) => dialog.showOpenDialog(mainWindow!, options as Electron.OpenDialogOptions),
    showSaveDialog: (options) => dialog.showSaveDialog(mainWindow!, options),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    // A saved file (a backup, a deck list) is written whole or not at all.
    writeFile: (path, content) => writeWhole(path, content),
    setMenuLanguage: applyMenu,
    saveDailyBackup: (bytes) => writeDailyBackup(join(app.getPath('userData'), 'backups'), bytes, new Date()),
    dailyBackups: {
      list: () => dailyBackupFiles(join(app.getPath('userData'), 'backups')),
      read: (name) => readDailyBackup(join(app.getPath('userData'), 'backups'), name),
    },
    hostGames: (request) => gameHost.host(request),
  });

  applyMenu(systemLanguage());
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

// Online games this app hosts (Play → Online → Host), kept while the app runs.
const gameHost = new GameHost();
app.on('will-quit', () => void gameHost.close());

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

// Links to the outside world (none today) open in the system browser, never in-app.
export function openExternal(url: string): void {
  if (/^https:\/\//.test(url)) void shell.openExternal(url);
}
