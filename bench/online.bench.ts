/**
 * Online play under load: 200 rooms at once on one loopback game server, two computer players
 * in each making random legal moves (server/load.ts). Prints the step-to-client latency (a move
 * sent to its table back at the player) and the CPU the rooms spent per room.
 */
import { runLoad } from '../server/load';
import { percentile } from './measure';
import { duration, sayLine } from './say';

const ROOMS = Number(process.env.ONLINE_ROOMS ?? 200);
const STEPS = Number(process.env.ONLINE_STEPS ?? 20);

const t0 = performance.now();
const r = await runLoad({ rooms: ROOMS, steps: STEPS });
sayLine('online.rooms', {
  rooms: r.rooms,
  steps: r.steps,
  seconds: (r.wallMs / 1000).toFixed(1),
  total: ((performance.now() - t0) / 1000).toFixed(1),
});
sayLine('online.latency', {
  p50: duration(percentile(r.latencies, 50), 1),
  p95: duration(percentile(r.latencies, 95), 1),
  p99: duration(percentile(r.latencies, 99), 1),
});
sayLine('online.cpu', {
  perRoom: duration(r.cpuPerRoomMs, 1),
  perStep: duration(r.roomCpuMicros / 1000 / Math.max(1, r.steps), 2),
  steps: STEPS,
});
process.exit(0);
