/**
 * Two game server processes sharing one Redis (Debian's redis-server, started here on a free
 * port and stopped at the end): a game hosted through one is joined, played and watched through
 * the other, each player sent to the process that holds the room (Colyseus' RedisDriver and
 * RedisPresence); then the process holding a game is killed, and its players come back through
 * the other process to the same position (the room kept its game in Redis) and play on.
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

/**
 * Starts `command` in a process group of its own (killing the group stops `npx` and the node
 * under it alike) and resolves once its output says `ready`.
 */
function started(command: string, args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
    child.unref();
  });
}

const children: ChildProcess[] = [];
const servers: ChildProcess[] = [];
const ports: number[] = [];

function stop(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Gone already.
  }
}

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
      const server = await started('npx', args, /Sortie game server on/);
      servers.push(server);
      children.push(server);
    }
  }, 120_000);

  afterAll(() => {
    for (const c of children.reverse()) stop(c, 'SIGTERM');
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

  it('moves a game to the other process when the one holding it is killed, to the same position', async () => {
    const [a] = ports.map((p) => `ws://127.0.0.1:${p}`);
    const host = await SeatClient.host(a, { game: 'gundam-war', format: 'gundam-war', name: 'Aki' });
    await host.until((c) => c.welcome !== null);
    // Colyseus creates a room on whichever process has the fewest: the one the host's socket
    // reached (its public address) holds the game, and the other is the one left running.
    const holder = ports.findIndex((p) => host.room.connection.url?.includes(`127.0.0.1:${p}/`));
    expect(holder).toBeGreaterThanOrEqual(0);
    const b = `ws://127.0.0.1:${ports[1 - holder]}`;
    const guest = await SeatClient.join(b, host.code, { name: 'Ben' });
    await guest.until((c) => c.welcome !== null);
    host.sendDeck(demoDeckMessage('gundam-war', 0));
    guest.sendDeck(demoDeckMessage('gundam-war', 1));
    await Promise.all([host, guest].map((c) => c.until((x) => x.mirror.table !== null, 15_000)));
    // Both let spectators see the hands: that leave moves with the game too.
    host.allowHands(true);
    guest.allowHands(true);
    await playSteps([host, guest], 16);
    const code = host.code;
    const at = host.mirror.step;
    const tables = [host, guest].map((c) => JSON.stringify(c.mirror.table));
    const logs = [host, guest].map((c) => c.mirror.log.length);
    const tokens = [host, guest].map((c) => c.welcome!.seatToken!);

    // The process holding the room dies without a word to anyone. The old connections give up
    // (switched off before the kill: on a quiet machine an old connection's own retry could
    // otherwise take its seat back in the brought-back room before the rejoin below asks for it).
    for (const c of [host, guest]) c.room.reconnection.enabled = false;
    const gone = new Promise((done) => servers[holder].once('exit', done));
    stop(servers[holder], 'SIGKILL');
    await gone;

    // A token that is none of the game's seats' does not bring it back.
    await expect(SeatClient.rejoin(b, code, 'x'.repeat(32))).rejects.toThrow(/opens no seat/);
    // Each player comes back through the process still running, with its seat token.
    const back = [await SeatClient.rejoin(b, code, tokens[0]), await SeatClient.rejoin(b, code, tokens[1])];
    await Promise.all(back.map((c) => c.until((x) => x.mirror.table !== null, 15_000, 'the table')));
    expect(back.map((c) => c.code)).toEqual([code, code]);
    expect(back.map((c) => c.welcome!.seat)).toEqual([0, 1]);
    expect(back.map((c) => c.mirror.step)).toEqual([at, at]);
    expect(back.map((c) => JSON.stringify(c.mirror.table))).toEqual(tables);
    expect(back.map((c) => c.mirror.log.length)).toEqual(logs);
    expect(back[0].news!.hands.allowed).toEqual([true, true]);
    expect(back[0].news!.players.map((p) => p?.connected)).toEqual([true, true]);

    // A spectator finds it by its code, and the game goes on from where it was.
    const watch = await SeatClient.join(b, code, { spectate: true });
    await watch.until((c) => c.mirror.step === at);
    await playSteps(back, 10);
    expect(back[0].mirror.step).toBeGreaterThanOrEqual(at + 10);
    await watch.until((c) => c.mirror.step === back[0].mirror.step);
    // A copy of a token already back in its seat does not bring the game back twice.
    await expect(SeatClient.rejoin(b, code, tokens[1])).rejects.toMatchObject({ code: 4409 });
    await Promise.all([...back, watch].map((c) => c.leave()));
  }, 120_000);
});
