import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium';
import { findElectronBinary } from './electron-binary';
import { resolveStaticPath, serveStatic } from './serve';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH, then the usual paths', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/c' }, (p) => p === '/opt/c')).toBe('/opt/c');
    expect(findChromium({ CHROMIUM_PATH: '/opt/missing' }, () => false)).toBeNull();
    expect(findChromium({}, (p) => p === '/usr/bin/chromium-browser')).toBe('/usr/bin/chromium-browser');
    expect(findChromium({}, () => false)).toBeNull();
  });
});

describe('findElectronBinary', () => {
  it('finds the binary only when it is on disk, without loading electron', () => {
    const project = mkdtempSync(join(tmpdir(), 'sortie-'));
    const pkg = join(project, 'node_modules', 'electron');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    expect(findElectronBinary(project, {})).toBeNull();
    writeFileSync(join(pkg, 'path.txt'), 'electron');
    expect(findElectronBinary(project, {})).toBeNull();
    writeFileSync(join(pkg, 'dist', 'electron'), '');
    expect(findElectronBinary(project, {})).toBe(join(pkg, 'dist', 'electron'));
  });
});

describe('static server', () => {
  it('keeps requests inside the root', () => {
    expect(resolveStaticPath('/', '/srv/app')).toBe('/srv/app/index.html');
    expect(resolveStaticPath('/../../etc/passwd', '/srv/app')).toBe('/srv/app/etc/passwd');
    expect(resolveStaticPath('/%2e%2e/%2e%2e/etc/passwd', '/srv/app')?.startsWith('/srv/app/')).toBe(true);
  });

  it('serves files with the CSP and 404s the rest', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sortie-www-'));
    writeFileSync(join(root, 'index.html'), '<h1>Sortie</h1>');
    const server = await serveStatic(root, 0);
    try {
      const ok = await fetch(server.url);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await ok.text()).toContain('Sortie');
      expect((await fetch(`${server.url}missing.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
