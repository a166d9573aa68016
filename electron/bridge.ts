/**
 * The contract between the renderer and the desktop shell: one typed method per
 * message. Electron's preload implements it over IPC; renderer/platform/browser.ts
 * implements it with an <input type=file> and downloads. No imports: both sides
 * (and the main process's validators) share this file.
 */

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface OpenFilesRequest {
  title: string;
  filters: FileFilter[];
  multiple: boolean;
  /** Read as text (decoded as the browser import decodes: BOMs, UTF-16 LE/BE, else UTF-8), or as bytes. */
  as: 'text' | 'bytes';
}

export interface OpenedFile {
  name: string;
  text?: string;
  bytes?: Uint8Array;
}

export interface SaveFileRequest {
  title: string;
  suggestedName: string;
  filters: FileFilter[];
  /** The file's content: text (written as UTF-8), or `bytes` for a binary file (a PNG, a PDF). */
  text?: string;
  bytes?: Uint8Array;
  /** The binary file's media type, for the browser's download (`image/png`, `application/pdf`). */
  mime?: string;
}

export interface SaveFileResult {
  saved: boolean;
  /** Where it went (desktop) or the download name (browser). */
  location?: string;
}

export interface DailyBackupResult {
  /** False where there is no folder of the app's own to keep backups in (the browser). */
  saved: boolean;
  /** The folder the daily backups are kept in. */
  folder?: string;
  /** The file written. */
  file?: string;
  /** The backups kept there now, newest first. */
  kept?: string[];
}

/** One of the desktop app's daily backups, as its folder holds it. */
export interface DailyBackupFile {
  /** The file's name (`sortie-backup-<day>.zip`, or `.json` from an older Sortie). */
  name: string;
  /** The day it was taken, YYYY-MM-DD in the machine's local time. */
  day: string;
}

export interface AppInfo {
  name: string;
  version: string;
  shell: 'electron' | 'browser';
  platform: string;
}

/** Host online games from this app (docs/online.md): the port, and whether other machines may join. */
export interface HostGamesRequest {
  port: number;
  open: boolean;
}

export interface HostedGames {
  /** Where this app's own client connects (ws://127.0.0.1:port). */
  url: string;
  port: number;
  /** Where other machines on the local network connect. */
  addresses: string[];
}

/** Commands the native menu sends to the renderer. */
export type MenuCommand =
  | 'go-cards'
  | 'go-decks'
  | 'go-play'
  | 'import-cards'
  | 'import-deck'
  | 'toggle-theme'
  | 'show-help';
export const MENU_COMMANDS: readonly MenuCommand[] = [
  'go-cards',
  'go-decks',
  'go-play',
  'import-cards',
  'import-deck',
  'toggle-theme',
  'show-help',
];

/** The languages the native menu speaks (the app's interface languages). */
export type MenuLanguage = 'en' | 'ja';
export const MENU_LANGUAGES: readonly MenuLanguage[] = ['en', 'ja'];

export interface SortieBridge {
  appInfo(): Promise<AppInfo>;
  openFiles(request: OpenFilesRequest): Promise<OpenedFile[]>;
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
  /**
   * Keeps today's backup (the bytes of a backup zip, as "Back up everything…" saves) in the app's
   * data folder, with the last few days'.
   */
  saveDailyBackup(bytes: Uint8Array): Promise<DailyBackupResult>;
  /** The daily backups kept in the app's data folder, newest first; absent where there are none (the browser). */
  listDailyBackups?(): Promise<DailyBackupFile[]>;
  /** The bytes of one of them, named as listDailyBackups gave it. */
  readDailyBackup?(name: string): Promise<Uint8Array>;
  /** Subscribe to `sortie://` links the desktop app was asked to open; returns an unsubscribe function. */
  onOpenLink?(listener: (link: string) => void): () => void;
  /** Subscribe to menu commands; returns an unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** The interface language changed (or the app started in it): the desktop shell re-labels its menu. */
  setLanguage?(lang: MenuLanguage): Promise<void>;
  /** Starts (or keeps) this app's game server for online games; absent where the app cannot host. */
  hostGames?(request: HostGamesRequest): Promise<HostedGames>;
}

/** IPC channel names, one per bridge method. */
export const CHANNELS = {
  appInfo: 'sortie:app-info',
  openFiles: 'sortie:open-files',
  saveFile: 'sortie:save-file',
  dailyBackup: 'sortie:daily-backup',
  listDailyBackups: 'sortie:list-daily-backups',
  readDailyBackup: 'sortie:read-daily-backup',
  menuCommand: 'sortie:menu-command',
  openLink: 'sortie:open-link',
  setLanguage: 'sortie:set-language',
  hostGames: 'sortie:host-games',
} as const;
