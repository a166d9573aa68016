/**
 * Two game server processes sharing one Redis (Debian's redis-server, started here): a game
 * hosted through one is joined, played and watched through the other, each player sent to the
 * process that holds the room (Colyseus' RedisDriver and RedisPresence).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeatClient } from './seat-client';
import { demoDeckMessage, playSteps } from './testing';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis)
  console.warn('redis-server is not installed (apt-get install redis-server): the two-process test is skipped.');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts `command` and resolves once its output says `ready`. */
function started(command: string, args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} stopped (${code}):\n${out}`)));
  });
}

const children: ChildProcess[] = [];
const ports: number[] = [];

describe.skipIf(!hasRedis)('two server processes sharing Redis', () => {
  beforeAll(async () => {
    const redisPort = await freePort();
    children.push(
      await started(
        'redis-server',
        ['--port', String(redisPort), '--save', '', '--appendonly', 'no'],
        /Ready to accept/,
      ),
    );
    const redis = `redis://127.0.0.1:${redisPort}`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      const args = [
        'tsx',
        'server/main.ts',
        '--port',
        String(port),
        '--redis',
        redis,
        '--public-address',
        `127.0.0.1:${port}`,
      ];
      children.push(await started('npx', args, /Sortie game server on/));
    }
  }, 120_000);

  afterAll(() => {
    for (const c of children.reverse()) c.kill('SIGTERM');
  });

  it('sends each player to the process holding the game, which both play through', async () => {
    const [a, b] = ports.map((p) => `ws://127.0.0.1:${p}`);
    const host = await SeatClient.host(a, { game: 'ms-war', format: 'ms-war-2.1', name: 'Aki' });
    await host.until((c) => c.welcome !== null);
    // The guest and a spectator know only the other process.
    const guest = await SeatClient.join(b, host.code, { name: 'Ben' });
    const watch = await SeatClient.join(b, host.code, { spectate: true });
    await guest.until((c) => c.welcome !== null);
    host.sendDeck(demoDeckMessage('ms-war', 0));
    guest.sendDeck(demoDeckMessage('ms-war', 1));
    await Promise.all([host, guest, watch].map((c) => c.until((x) => x.mirror.table !== null, 15_000)));
    await playSteps([host, guest], 12);
    await watch.until((c) => c.mirror.step === host.mirror.step);
    expect(guest.news!.players.map((p) => p?.name)).toEqual(['Aki', 'Ben']);
    // A game hosted through the second process is joined through the first just the same.
    const other = await SeatClient.host(b, { game: 'gundam-war', format: 'gundam-war', name: 'Cy' });
    await other.until((c) => c.welcome !== null);
    const second = await SeatClient.join(a, other.code, { name: 'Di' });
    await second.until((c) => c.welcome?.seat === 1);
    await Promise.all([host, guest, watch, other, second].map((c) => c.leave()));
  }, 120_000);
});
