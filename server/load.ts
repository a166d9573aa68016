/**
 * The load test: many rooms at once on one loopback server, each two computer players making
 * random legal moves for a bounded number of steps, as `npm run bench -- online` and the load
 * test run it. Measures each step from the move sent to its table arriving at the player who
 * made it, and the CPU the rooms spent.
 */
import type { GameId } from '../engine/cards/model';
import { createPrng, nextInt, type PrngState } from '../engine/core/prng';
import { startServer, type ServerOptions } from './server';
import { SeatClient } from './seat-client';
import { demoDeckMessage } from './testing';
import { roomUsage } from './usage';

export interface LoadOptions {
  rooms: number;
  /** Steps each room plays (or fewer, if its game ends first). */
  steps: number;
  /** Rooms joining at once while the test fills up (the matchmaker's HTTP calls). */
  batch?: number;
  server?: ServerOptions;
  seed?: number;
}

export interface LoadResult {
  rooms: number;
  steps: number;
  /** Step-to-client latencies, ms. */
  latencies: number[];
  /** CPU the rooms' handlers spent, µs, and per room. */
  roomCpuMicros: number;
  cpuPerRoomMs: number;
  wallMs: number;
}

/** Two computer players in one new room, their game started. */
async function room(url: string, game: GameId): Promise<SeatClient[]> {
  const host = await SeatClient.host(url, { game, format: game === 'ms-war' ? 'ms-war-2.1' : 'gundam-war', name: 'A' });
  await host.until((c) => c.welcome !== null);
  const guest = await SeatClient.join(url, host.code, { name: 'B' });
  host.sendDeck(demoDeckMessage(game, 0));
  guest.sendDeck(demoDeckMessage(game, 1));
  await Promise.all([host, guest].map((c) => c.until((x) => x.mirror.table !== null, 30_000, 'the first table')));
  return [host, guest];
}

/** Plays one room's steps; each move timed from sending it to its table arriving. */
async function play(pair: SeatClient[], steps: number, prng: PrngState, latencies: number[]): Promise<number> {
  let made = 0;
  let rng = prng;
  while (made < steps) {
    const now = pair[0].mirror.step;
    await Promise.all(pair.map((c) => c.until((x) => x.mirror.step >= now, 30_000, `step ${now}`)));
    const mover = pair.find((c) => (c.mirror.table?.legal.length ?? 0) > 0);
    if (!mover || mover.mirror.table!.view.winner !== null) break;
    const legal = mover.mirror.table!.legal;
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const sent = performance.now();
    mover.move(legal[i]);
    await mover.until((c) => c.mirror.step > now || c.refusals.length > 0, 30_000, 'a step');
    if (mover.refusals.length) throw new Error(`A legal move was refused: ${mover.refusals[0].text}`);
    latencies.push(performance.now() - sent);
    made++;
  }
  return made;
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const server = await startServer({ port: 0, ...o.server });
  const url = `ws://127.0.0.1:${server.port}`;
  const latencies: number[] = [];
  try {
    const pairs: SeatClient[][] = [];
    const batch = o.batch ?? 20;
    for (let i = 0; i < o.rooms; i += batch)
      pairs.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(batch, o.rooms - i) }, (_, k) =>
            room(url, (i + k) % 2 === 0 ? 'ms-war' : 'gundam-war'),
          ),
        )),
      );
    const cpu0 = roomUsage.cpuMicros;
    const t0 = performance.now();
    // Every room at once: all their games are open together while they play.
    const steps = await Promise.all(pairs.map((p, i) => play(p, o.steps, createPrng((o.seed ?? 1) + i), latencies)));
    const wallMs = performance.now() - t0;
    const roomCpuMicros = roomUsage.cpuMicros - cpu0;
    await Promise.all(pairs.flat().map((c) => c.leave()));
    return {
      rooms: pairs.length,
      steps: steps.reduce((a, b) => a + b, 0),
      latencies,
      roomCpuMicros,
      cpuPerRoomMs: roomCpuMicros / 1000 / pairs.length,
      wallMs,
    };
  } finally {
    await server.close();
  }
}
