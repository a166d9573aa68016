import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium';
import { downloadFailure, findElectronBinary } from './electron-binary';
import { request } from 'node:http';
import { allowedHost, resolveStaticPath, serveStatic } from './serve';
import { whenPortBusy } from './busy-port';

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
    expect(resolveStaticPath('/%00', '/srv/app')).toBeNull();
    expect(resolveStaticPath('/%E0%A4%A', '/srv/app')).toBeNull();
  });

  it('answers only to loopback host names on its own port', () => {
    expect(allowedHost('127.0.0.1:5178', 5178)).toBe(true);
    expect(allowedHost('LOCALHOST:5178', 5178)).toBe(true);
    expect(allowedHost('attacker.example:5178', 5178)).toBe(false);
    expect(allowedHost('127.0.0.1:80', 5178)).toBe(false);
    expect(allowedHost(undefined, 5178)).toBe(false);
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
      // DNS rebinding: a page on another name that resolves to 127.0.0.1 is refused.
      const rebound = await new Promise<number>((done, fail) => {
        request(
          { host: '127.0.0.1', port: server.port, path: '/', headers: { Host: `evil.example:${server.port}` } },
          (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          },
        )
          .on('error', fail)
          .end();
      });
      expect(rebound).toBe(421);
      expect((await fetch(`http://localhost:${server.port}/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a busy port for the browser fallback', () => {
  it('finds a running Sortie there, and otherwise says so instead of moving to another address', async () => {
    const sortie = mkdtempSync(join(tmpdir(), 'sortie-www-'));
    writeFileSync(join(sortie, 'index.html'), '<html><head><title>Sortie</title></head></html>');
    const other = mkdtempSync(join(tmpdir(), 'other-www-'));
    writeFileSync(join(other, 'index.html'), '<html><head><title>Something else</title></head></html>');
    const [a, b] = await Promise.all([serveStatic(sortie, 0), serveStatic(other, 0)]);
    try {
      expect(await whenPortBusy(a.port)).toEqual({ kind: 'running', url: `http://127.0.0.1:${a.port}/` });
      const busy = await whenPortBusy(b.port);
      expect(busy.kind).toBe('other');
      if (busy.kind === 'other')
        expect(busy.message).toMatch(new RegExp(`^Port ${b.port} is used by another program.*SORTIE_PORT`));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("npm start's words when Electron cannot be downloaded (issue 47)", () => {
  it('says an unreachable download site plainly, not as a TypeError', () => {
    expect(downloadFailure('TypeError: fetch failed')).toBe('its download site could not be reached from this machine');
    expect(downloadFailure('Error: getaddrinfo ENOTFOUND github.com')).toBe(
      'its download site could not be reached from this machine',
    );
    expect(downloadFailure('  Error: checksum mismatch  ')).toBe('Error: checksum mismatch');
  });
});
