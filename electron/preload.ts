/**
 * The only bridge between the sandboxed renderer and the main process:
 * one method per message, exposed as `window.sortie`.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, MENU_COMMANDS, type MenuCommand, type SortieBridge } from './bridge';

// A link may arrive before the page listens (the app started by a link): kept until it does.
const links: string[] = [];
const linkListeners = new Set<(link: string) => void>();
ipcRenderer.on(CHANNELS.openLink, (_event: IpcRendererEvent, link: unknown) => {
  if (typeof link !== 'string') return;
  if (linkListeners.size) for (const listener of linkListeners) listener(link);
  else links.push(link);
});

const bridge: SortieBridge = {
  appInfo: () => ipcRenderer.invoke(CHANNELS.appInfo),
  openFiles: (request) => ipcRenderer.invoke(CHANNELS.openFiles, request),
  saveFile: (request) => ipcRenderer.invoke(CHANNELS.saveFile, request),
  setLanguage: (lang) => ipcRenderer.invoke(CHANNELS.setLanguage, lang),
  saveDailyBackup: (bytes) => ipcRenderer.invoke(CHANNELS.dailyBackup, bytes),
  listDailyBackups: () => ipcRenderer.invoke(CHANNELS.listDailyBackups),
  readDailyBackup: (name) => ipcRenderer.invoke(CHANNELS.readDailyBackup, name),
  hostGames: (request) => ipcRenderer.invoke(CHANNELS.hostGames, request),
  onOpenLink(listener) {
    linkListeners.add(listener);
    for (const link of links.splice(0)) listener(link);
    return () => linkListeners.delete(listener);
  },
  onMenuCommand(listener) {
    const wrapped = (_event: IpcRendererEvent, command: MenuCommand) => {
      if (MENU_COMMANDS.includes(command)) listener(command);
    };
    ipcRenderer.on(CHANNELS.menuCommand, wrapped);
    return () => ipcRenderer.removeListener(CHANNELS.menuCommand, wrapped);
  },
};

contextBridge.exposeInMainWorld('sortie', bridge);
