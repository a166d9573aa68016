/** Registers one IPC handler per bridge method; arguments are validated first. */
import { basename } from 'node:path';
import {
  CHANNELS,
  MENU_LANGUAGES,
  type AppInfo,
  type DailyBackupFile,
  type DailyBackupResult,
  type HostedGames,
  type MenuLanguage,
  type OpenedFile,
  type SaveFileResult,
} from './bridge';
import { validateOpenFiles, validateSaveFile } from './validate';
import { isAppUrl } from './security';
// The one decoder of users' files: the browser's file picker and the command line use it too.
import { decodeText } from '../engine/text/decode';

/** What the handlers need from Electron and the file system, injected for tests. */
export interface IpcDeps {
  handle(
    channel: string,
    handler: (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown,
  ): void;
  appInfo(): AppInfo;
  showOpenDialog(options: {
    title: string;
    filters: { name: string; extensions: string[] }[];
    properties: string[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, content: string | Uint8Array): Promise<void>;
  /** Re-labels the native menu in the interface language. */
  setMenuLanguage(lang: MenuLanguage): void;
  /** Where the daily backups go (the user's data folder) and today's date. */
  saveDailyBackup(bytes: unknown): Promise<DailyBackupResult>;
  /** The daily backups in that folder, and one of them read by name (dailyBackup.ts checks the name). */
  dailyBackups?: { list(): Promise<DailyBackupFile[]>; read(name: unknown): Promise<Uint8Array> };
  /** Starts this app's game server (server/host.ts), which checks its request itself. */
  hostGames?(request: unknown): Promise<HostedGames>;
}

function assertTrustedSender(event: { senderFrame: { url: string } | null }): void {
  if (!event.senderFrame || !isAppUrl(event.senderFrame.url))
    throw new Error('IPC from an untrusted frame was refused');
}

export function registerIpc(deps: IpcDeps): void {
  deps.handle(CHANNELS.appInfo, (event) => {
    assertTrustedSender(event);
    return deps.appInfo();
  });

  deps.handle(CHANNELS.openFiles, async (event, raw): Promise<OpenedFile[]> => {
    assertTrustedSender(event);
    const request = validateOpenFiles(raw);
    const result = await deps.showOpenDialog({
      title: request.title,
      filters: request.filters,
      properties: request.multiple ? ['openFile', 'multiSelections'] : ['openFile'],
    });
    if (result.canceled) return [];
    return Promise.all(
      result.filePaths.map(async (path) => {
        const bytes = await deps.readFile(path);
        return request.as === 'text'
          ? { name: basename(path), text: decodeText(bytes) }
          : { name: basename(path), bytes };
      }),
    );
  });

  deps.handle(CHANNELS.setLanguage, (event, lang) => {
    assertTrustedSender(event);
    if (!MENU_LANGUAGES.includes(lang as MenuLanguage)) throw new Error(`Unknown interface language: ${String(lang)}`);
    deps.setMenuLanguage(lang as MenuLanguage);
  });

  deps.handle(CHANNELS.saveFile, async (event, raw): Promise<SaveFileResult> => {
    assertTrustedSender(event);
    const request = validateSaveFile(raw);
    const result = await deps.showSaveDialog({
      title: request.title,
      defaultPath: request.suggestedName,
      filters: request.filters,
    });
    if (result.canceled || !result.filePath) return { saved: false };
    await deps.writeFile(result.filePath, request.bytes ?? request.text ?? '');
    return { saved: true, location: result.filePath };
  });

  const hostGames = deps.hostGames;
  if (hostGames)
    deps.handle(CHANNELS.hostGames, (event, request) => {
      assertTrustedSender(event);
      return hostGames(request);
    });

  deps.handle(CHANNELS.dailyBackup, async (event, bytes): Promise<DailyBackupResult> => {
    assertTrustedSender(event);
    return deps.saveDailyBackup(bytes);
  });

  const daily = deps.dailyBackups;
  if (daily) {
    deps.handle(CHANNELS.listDailyBackups, (event) => {
      assertTrustedSender(event);
      return daily.list();
    });
    deps.handle(CHANNELS.readDailyBackup, (event, name) => {
      assertTrustedSender(event);
      return daily.read(name);
    });
  }
}
