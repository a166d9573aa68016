/**
 * Japanese text needs a CJK font on the machine, or Chromium draws boxes. `ensureCjkFont`
 * asks fontconfig for a face that covers Japanese and, where none is found and we are root on
 * Debian, installs Debian's `fonts-noto-cjk` (what the app's font stack names first for Linux).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CJK_FONT_PACKAGE = 'fonts-noto-cjk';

/** Families fontconfig has for Japanese; empty when none (or no fontconfig to ask). */
export function japaneseFonts(run: (cmd: string, args: string[]) => string = defaultRun): string[] {
  try {
    return run('fc-list', [':lang=ja', 'family'])
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

function defaultRun(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/**
 * Makes sure screenshots of the Japanese interface show glyphs. Installs the font where it can;
 * elsewhere it only warns, since English specs do not need it.
 */
export function ensureCjkFont(log: (message: string) => void = (m) => process.stderr.write(`${m}\n`)): boolean {
  if (japaneseFonts().length) return true;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    log(
      `No Japanese font found: Japanese text will show as boxes. Install one (Debian/Ubuntu: apt-get install -y ${CJK_FONT_PACKAGE}).`,
    );
    return false;
  }
  log(
    `No Japanese font found: installing Debian's "${CJK_FONT_PACKAGE}" so Japanese text renders (apt-get install -y ${CJK_FONT_PACKAGE})…`,
  );
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', CJK_FONT_PACKAGE], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    // The package lists may be stale on a fresh machine: refresh them once and try again.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    install();
  }
  const found = japaneseFonts().length > 0;
  log(found ? 'Japanese font installed.' : `apt-get finished but fontconfig still lists no Japanese font.`);
  return found;
}
