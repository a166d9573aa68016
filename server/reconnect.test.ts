import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from './server';
import { SeatClient } from './seat-client';
import { demoDeckMessage, playSteps } from './testing';

vi.setConfig({ testTimeout: 60_000 });

let server: RunningServer;
let url: string;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.close();
});

async function game(waitSeconds?: number) {
  const host = await SeatClient.host(url, { game: 'gundam-war', format: 'gundam-war', name: 'Aki', waitSeconds });
  await host.until((c) => c.welcome !== null);
  const guest = await SeatClient.join(url, host.code, { name: 'Ben' });
  await guest.until((c) => c.welcome !== null);
  host.sendDeck(demoDeckMessage('gundam-war', 0));
  guest.sendDeck(demoDeckMessage('gundam-war', 1));
  await Promise.all([host, guest].map((c) => c.until((x) => x.mirror.table !== null)));
  return { host, guest };
}

describe('coming back to a game', () => {
  it('rejoins a closed window to the same seat and position with its seat token', async () => {
    const { host, guest } = await game();
    await playSteps([host, guest], 12);
    const token = guest.welcome!.seatToken!;
    const before = JSON.stringify(guest.mirror.table);
    const step = guest.mirror.step;
    const log = guest.mirror.log.length;
    await guest.leave();
    // The host is told who it waits for, and since when.
    await host.until((c) => c.news?.waiting?.seat === 1, 5_000, 'the waiting notice');
    expect(host.news!.players[1]).toMatchObject({ name: 'Ben', connected: false });
    expect(host.news!.waiting!.claimAt).toBeGreaterThan(host.news!.waiting!.since);

    const back = await SeatClient.join(url, host.code, { seatToken: token });
    await back.until((c) => c.mirror.table !== null);
    expect(back.welcome).toMatchObject({ seat: 1, seatToken: token });
    expect(back.mirror.step).toBe(step);
    expect(JSON.stringify(back.mirror.table)).toBe(before);
    expect(back.mirror.log.length).toBe(log);
    await host.until((c) => c.news?.waiting === null && c.news.players[1]?.connected === true);
    // And play goes on from there.
    await playSteps([host, back], 6);
    expect(back.mirror.step).toBe(host.mirror.step);
    await Promise.all([host.leave(), back.leave()]);
  });

  it('reconnects by itself after a dropped connection, to the same table', async () => {
    const { host, guest } = await game();
    await playSteps([host, guest], 8);
    const before = JSON.stringify(guest.mirror.table);
    await new Promise((r) => setTimeout(r, 600)); // past the SDK's minimum uptime (SeatClient)
    // The socket dies as a lost network would: no goodbye.
    (guest.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
    await host.until((c) => c.news?.players[1]?.connected === false, 5_000, 'the drop');
    await host.until((c) => c.news?.players[1]?.connected === true, 15_000, 'the reconnection');
    await guest.until((c) => JSON.stringify(c.mirror.table) === before);
    await playSteps([host, guest], 4);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('lets the player still here claim the game once the wait is over, and gives both a game file', async () => {
    const { host, guest } = await game(1);
    await playSteps([host, guest], 4);
    await guest.leave();
    await host.until((c) => c.news?.waiting?.seat === 1);
    host.claimWin();
    await host.until((c) => c.refusals.length > 0);
    expect(host.refusals[0]).toMatchObject({ reason: 'not-yet', text: expect.stringMatching(/s from now/) });
    await new Promise((r) => setTimeout(r, 1_100));
    host.claimWin();
    await host.until((c) => c.mirror.table?.view.winner === 0, 5_000, 'the win');
    await host.until((c) => c.gameFile !== null);
    expect(host.gameFile!.save.format).toBe('sortie-game');
    expect(host.gameFile!.save.intents.at(-1)).toEqual({ type: 'concede', seat: 1 });
    // The guest, back, finds the game over and gets its file too.
    const back = await SeatClient.join(url, host.code, { seatToken: guest.welcome!.seatToken });
    await back.until((c) => c.mirror.table?.view.winner === 0);
    await Promise.all([host.leave(), back.leave()]);
  });
});
