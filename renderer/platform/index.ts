/** The platform bridge: Electron's preload when present, else the browser fallback. */
import type { SortieBridge } from '../../electron/bridge';
import { browserBridge } from './browser';

declare global {
  interface Window {
    sortie?: SortieBridge;
  }
  const __APP_VERSION__: string;
}

export const platform: SortieBridge = typeof window !== 'undefined' && window.sortie ? window.sortie : browserBridge;
export type { SortieBridge, OpenedFile, MenuCommand } from '../../electron/bridge';
