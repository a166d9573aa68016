/**
 * The one path-traversal guard for every server of the app's files (the `app://` protocol and
 * the browser fallback's static server): a URL path maps to a file inside `root`, or to null.
 */
import { normalize, resolve, sep } from 'node:path';

/** `pathname` as in a URL (still percent-encoded); `/` means index.html. */
export function fileInside(pathname: string, root: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relativePath = normalize(decoded === '/' ? '/index.html' : decoded).replace(/^[/\\]+/, '');
  const base = resolve(root);
  const full = resolve(base, relativePath);
  return full === base || full.startsWith(base + sep) ? full : null;
}
