import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resolveAppPath, APP_URL } from './protocol';
import { guardContents, isAppUrl, secureWebPreferences, CONTENT_SECURITY_POLICY } from './security';
import { registerIpc, type IpcDeps } from './ipc';
import { CHANNELS } from './bridge';
import { menuTemplate } from './menu';
import { dailyBackupFiles, readDailyBackup, writeDailyBackup } from './dailyBackup';

// The real `electron` module is never loaded in tests (it would try to download
// its binary); main-process logic is written against injected dependencies.
vi.mock('electron', () => {
  throw new Error('tests must not load electron');
});

describe('app:// protocol', () => {
  const root = '/opt/sortie/renderer';
  it('maps app URLs into the renderer folder', () => {
    expect(resolveAppPath(APP_URL, root)).toBe('/opt/sortie/renderer/index.html');
    expect(resolveAppPath('app://sortie/', root)).toBe('/opt/sortie/renderer/index.html');
    expect(resolveAppPath('app://sortie/assets/x.js', root)).toBe('/opt/sortie/renderer/assets/x.js');
  });
  it('never resolves outside the renderer folder', () => {
    for (const evil of [
      'app://sortie/../../etc/passwd',
      'app://sortie/%2e%2e/%2e%2e/etc/passwd',
      'app://sortie/..%2f..%2fetc%2fpasswd',
      'app://sortie/a/..%5c..%5c..%5cx',
    ]) {
      const path = resolveAppPath(evil, root);
      expect(path === null || path.startsWith(`${root}/`), `${evil} -> ${path}`).toBe(true);
    }
  });
  it('refuses other hosts, other schemes and NUL bytes', () => {
    expect(resolveAppPath('app://evil/index.html', root)).toBeNull();
    expect(resolveAppPath('file:///etc/passwd', root)).toBeNull();
    expect(resolveAppPath('app://sortie/%00', root)).toBeNull();
  });
});

describe('security defaults', () => {
  it('isolates and sandboxes the renderer', () => {
    const prefs = secureWebPreferences('/p.cjs');
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
  });
  it('has a strict CSP', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    // React's style props go through the CSSOM, which a CSP does not govern; no inline <style> or style="" is needed.
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
  it('denies navigation away from the app and new windows', () => {
    const listeners: Record<string, (e: { preventDefault(): void }, url: string) => void> = {};
    let openHandler: ((d: { url: string }) => { action: string }) | undefined;
    guardContents({
      on: (event, listener) => (listeners[event] = listener),
      setWindowOpenHandler: (h) => (openHandler = h),
    });
    const outside = { preventDefault: vi.fn() };
    listeners['will-navigate'](outside, 'https://example.com/');
    expect(outside.preventDefault).toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    listeners['will-navigate'](inside, 'app://sortie/index.html#/decks');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    expect(openHandler!({ url: 'app://sortie/x' })).toEqual({ action: 'deny' });
    expect(isAppUrl('app://sortie.evil/')).toBe(false);
  });
});

describe('IPC handlers', () => {
  function setup(overrides: Partial<IpcDeps> = {}) {
    const handlers = new Map<string, (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown>();
    const deps: IpcDeps = {
      handle: (channel, handler) => handlers.set(channel, handler),
      appInfo: () => ({ name: 'Sortie', version: '0.1.0', shell: 'electron', platform: 'linux' }),
      showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/home/u/cards.csv'] })),
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/home/u/deck.txt' })),
      readFile: vi.fn(async () => new TextEncoder().encode('number,name\n')),
      writeFile: vi.fn(async () => undefined),
      setMenuLanguage: vi.fn(),
      saveDailyBackup: vi.fn(async () => ({ saved: true, folder: '/data/backups', file: 'x.json', kept: ['x.json'] })),
      ...overrides,
    };
    registerIpc(deps);
    const trusted = { senderFrame: { url: 'app://sortie/index.html' } };
    return { handlers, deps, trusted };
  }

  it('registers one handler per bridge method', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(
      [CHANNELS.appInfo, CHANNELS.openFiles, CHANNELS.saveFile, CHANNELS.setLanguage, CHANNELS.dailyBackup].sort(),
    );
  });

  it('re-labels the menu in the language the renderer shows, and refuses others and untrusted frames', () => {
    const { handlers, trusted, deps } = setup();
    handlers.get(CHANNELS.setLanguage)!(trusted, 'ja');
    expect(deps.setMenuLanguage).toHaveBeenCalledWith('ja');
    expect(() => handlers.get(CHANNELS.setLanguage)!(trusted, 'de')).toThrow(/Unknown interface language/);
    expect(() => handlers.get(CHANNELS.setLanguage)!({ senderFrame: { url: 'https://evil' } }, 'en')).toThrow(
      /untrusted/,
    );
    expect(deps.setMenuLanguage).toHaveBeenCalledTimes(1);
  });

  it('opens text files through the native dialog', async () => {
    const { handlers, trusted } = setup();
    const files = await handlers.get(CHANNELS.openFiles)!(trusted, {
      title: 'Import',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
      multiple: false,
      as: 'text',
    });
    expect(files).toEqual([{ name: 'cards.csv', text: 'number,name\n' }]);
  });

  it('decodes opened text files as the browser import does: BOMs and UTF-16 LE/BE', async () => {
    const text = 'number,name\nGW-001,ザク\n';
    const utf16 = (le: boolean, bom: boolean) => {
      const out = [...(bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [])];
      for (const unit of Array.from(text, (c) => c.charCodeAt(0)))
        out.push(...(le ? [unit & 255, unit >> 8] : [unit >> 8, unit & 255]));
      return new Uint8Array(out);
    };
    const files: [string, Uint8Array][] = [
      ['utf8.csv', new TextEncoder().encode(text)],
      ['utf8-bom.csv', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])],
      ['excel-unicode.txt', utf16(true, true)],
      ['utf16be.txt', utf16(false, true)],
      ['utf16le-no-bom.txt', utf16(true, false)],
    ];
    const { handlers, trusted } = setup({
      showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: files.map(([name]) => `/home/u/${name}`) })),
      readFile: vi.fn(async (path: string) => files.find(([name]) => path.endsWith(`/${name}`))![1]),
    });
    const opened = await handlers.get(CHANNELS.openFiles)!(trusted, {
      title: 'Import',
      filters: [],
      multiple: true,
      as: 'text',
    });
    expect(opened).toEqual(files.map(([name]) => ({ name, text })));
  });

  it('carries a daily backup as bytes to the backup folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sortie-ipc-backups-'));
    const { handlers, trusted } = setup({
      saveDailyBackup: (bytes) => writeDailyBackup(dir, bytes, new Date(2026, 10, 24, 9)),
    });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 200]);
    expect(await handlers.get(CHANNELS.dailyBackup)!(trusted, zip)).toMatchObject({
      saved: true,
      file: 'sortie-backup-2026-11-24.zip',
    });
    expect([...(await readFile(join(dir, 'sortie-backup-2026-11-24.zip')))]).toEqual([...zip]);
    await expect(handlers.get(CHANNELS.dailyBackup)!(trusted, '{"formatName":"dexie"}')).rejects.toThrow(/bytes/);
  });

  it('lists and reads the daily backups for the backup dialog, from the app only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sortie-ipc-daily-'));
    await writeDailyBackup(dir, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9]), new Date(2026, 10, 24, 9));
    const { handlers, trusted } = setup({
      dailyBackups: { list: () => dailyBackupFiles(dir), read: (name) => readDailyBackup(dir, name) },
    });
    expect(await handlers.get(CHANNELS.listDailyBackups)!(trusted)).toEqual([
      { name: 'sortie-backup-2026-11-24.zip', day: '2026-11-24' },
    ]);
    expect([
      ...((await handlers.get(CHANNELS.readDailyBackup)!(trusted, 'sortie-backup-2026-11-24.zip')) as Uint8Array),
    ]).toEqual([0x50, 0x4b, 0x03, 0x04, 9]);
    await expect(handlers.get(CHANNELS.readDailyBackup)!(trusted, '/etc/passwd')).rejects.toThrow(/daily backup/);
    expect(() => handlers.get(CHANNELS.listDailyBackups)!({ senderFrame: { url: 'https://evil.example/' } })).toThrow(
      /untrusted/,
    );
  });

  it('rejects malformed arguments with the field named', async () => {
    const { handlers, trusted, deps } = setup();
    await expect(
      handlers.get(CHANNELS.saveFile)!(trusted, { title: 'x', suggestedName: '../../evil', filters: [], text: 'a' }),
    ).rejects.toThrow(/suggestedName/);
    await expect(
      handlers.get(CHANNELS.openFiles)!(trusted, { title: 'x', filters: [], multiple: 'yes', as: 'text' }),
    ).rejects.toThrow(/multiple/);
    await expect(
      handlers.get(CHANNELS.openFiles)!(trusted, { title: 'x', filters: [], multiple: false, as: 'text', extra: 1 }),
    ).rejects.toThrow();
    expect(deps.showOpenDialog).not.toHaveBeenCalled();
  });

  it('refuses calls from frames that are not the app', async () => {
    const { handlers, deps } = setup();
    expect(() => handlers.get(CHANNELS.appInfo)!({ senderFrame: { url: 'https://evil.example/' } })).toThrow(
      /untrusted/,
    );
    await expect(
      handlers.get(CHANNELS.dailyBackup)!({ senderFrame: { url: 'https://evil.example/' } }, '{}'),
    ).rejects.toThrow(/untrusted/);
    expect(deps.saveDailyBackup).not.toHaveBeenCalled();
  });

  it('writes a saved file where the user chose', async () => {
    const { handlers, trusted, deps } = setup();
    const result = await handlers.get(CHANNELS.saveFile)!(trusted, {
      title: 'Export',
      suggestedName: 'deck.txt',
      filters: [],
      text: '3 MS-001',
    });
    expect(result).toEqual({ saved: true, location: '/home/u/deck.txt' });
    expect(deps.writeFile).toHaveBeenCalledWith('/home/u/deck.txt', '3 MS-001');
  });

  it('writes a binary file (a PDF) as its bytes, and refuses text and bytes together', async () => {
    const { handlers, trusted, deps } = setup();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const request = { title: 'Export', suggestedName: 'deck.pdf', filters: [], bytes, mime: 'application/pdf' };
    await handlers.get(CHANNELS.saveFile)!(trusted, request);
    expect(deps.writeFile).toHaveBeenCalledWith('/home/u/deck.txt', bytes);
    await expect(handlers.get(CHANNELS.saveFile)!(trusted, { ...request, text: 'x' })).rejects.toThrow(/text or bytes/);
  });
});

describe('menu', () => {
  it('speaks the interface language, keeping its commands and accelerators', () => {
    const ja = menuTemplate(false, 'ja');
    expect(ja.map((m) => m.label)).toEqual(['ファイル(&F)', '編集(&E)', '表示(&V)', 'ヘルプ(&H)']);
    const view = ja.find((m) => m.label === '表示(&V)')!;
    expect(view.submenu!.find((i) => i.command === 'go-decks')).toMatchObject({
      label: 'デッキ',
      accelerator: 'CmdOrCtrl+2',
    });
  });

  it('offers navigation with keyboard accelerators', () => {
    const view = menuTemplate(false).find((m) => m.label === '&View')!;
    expect(view.submenu!.filter((i) => i.command).map((i) => [i.command, i.accelerator])).toContainEqual([
      'go-decks',
      'CmdOrCtrl+2',
    ]);
  });
});
