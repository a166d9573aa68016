/**
 * The app is served from app://sortie/ rather than file:// so IndexedDB has a
 * stable origin and the renderer gets no file-system reach.
 */
import { extname } from 'node:path';
import { fileInside } from './paths';

export const APP_SCHEME = 'app';
export const APP_HOST = 'sortie';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export const SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function mimeType(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps an app:// URL to a file inside `root`, or null for anything that would
 * escape it (other hosts, `..` tricks, encoded separators).
 */
export function resolveAppPath(url: string, root: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  return fileInside(parsed.pathname, root);
}
