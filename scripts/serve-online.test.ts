import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveStatic } from './serve';
import { SeatClient } from '../server/seat-client';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('the fallback server hosting online games', () => {
  it('starts a game server for its own page only, and keeps it while asked alike', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sortie-www-'));
    writeFileSync(join(root, 'index.html'), '<h1>Sortie</h1>');
    const app = await serveStatic(root, 0);
    const origin = `http://127.0.0.1:${app.port}`;
    const ask = (
      body: unknown,
      headers: Record<string, string> = { Origin: origin, 'Content-Type': 'application/json' },
    ) => fetch(`${app.url}online/host`, { method: 'POST', headers, body: JSON.stringify(body) });
    try {
      const port = await freePort();
      // Another site's page, or a form post, is refused.
      expect(
        (await ask({ port, open: false }, { Origin: 'http://evil.example', 'Content-Type': 'application/json' }))
          .status,
      ).toBe(403);
      expect((await ask({ port, open: false }, { Origin: origin, 'Content-Type': 'text/plain' })).status).toBe(403);
      const bad = await ask({ port: 80, open: false });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toMatch(/port from 1024 to 65535/);
      const ok = await ask({ port, open: false });
      expect(await ok.json()).toEqual({ url: `ws://127.0.0.1:${port}`, port, addresses: [] });
      expect((await (await ask({ port, open: false })).json()).port).toBe(port);
      // The game server it started takes a game.
      const host = await SeatClient.host(`ws://127.0.0.1:${port}`, {
        game: 'ms-war',
        format: 'ms-war-2.1',
        name: 'Aki',
      });
      await host.until((c) => c.welcome !== null);
      expect(host.welcome!.seat).toBe(0);
      await host.leave();
    } finally {
      await app.close();
    }
  }, 30_000);
});
