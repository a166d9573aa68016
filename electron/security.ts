/** Electron's security checklist, in one place so it can be tested. */
import { APP_SCHEME, APP_HOST } from './protocol';

/** Strict CSP: only our own origin; workers from our origin; images may be blobs. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "worker-src 'self' blob:",
  // Online play (docs/online.md, "The content security policy"): the game server is wherever
  // the player says, so its socket may be at any host (ws, wss), but of plain web requests only
  // Colyseus' matchmaking route is let out (the one HTTP request its client makes).
  "connect-src 'self' ws: wss: http://*:*/matchmake/ https://*:*/matchmake/",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
  } as const;
}

/** Only our own app origin may be shown in the window. */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The subset of WebContents the guards need, so tests can pass a fake. */
export interface GuardableContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Deny navigation away from the app and every new window. */
export function guardContents(contents: GuardableContents): void {
  const block = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', block);
  contents.on('will-redirect', block);
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
