import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { startServer, type RunningServer } from './server';
import { SeatClient } from './seat-client';
import { demoDeckMessage, demoKeys, playSteps } from './testing';
import { engineView } from './mirror';
import { gameModule } from '../engine/games/registry';

let server: RunningServer;
let url: string;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server.close();
});

async function startedGame(game: 'ms-war' | 'gundam-war' = 'ms-war', guestEvents = {}) {
  const host = await SeatClient.host(url, {
    game,
    format: game === 'ms-war' ? 'ms-war-2.1' : 'gundam-war',
    name: 'Aki',
  });
  await host.until((c) => c.welcome !== null);
  const guest = await SeatClient.join(url, host.code, { name: 'Ben' }, guestEvents);
  host.sendDeck(demoDeckMessage(game, 0));
  guest.sendDeck(demoDeckMessage(game, 1));
  await Promise.all([host, guest].map((c) => c.until((x) => x.mirror.table !== null, 10_000, 'the first table')));
  return { host, guest };
}

describe('a game room', () => {
  it('seats the host and a guest by join code, each with its own seat token', async () => {
    const { host, guest } = await startedGame();
    expect(host.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(host.welcome).toMatchObject({ role: 'player', seat: 0, code: host.code, game: 'ms-war' });
    expect(guest.welcome).toMatchObject({ role: 'player', seat: 1 });
    expect(host.welcome!.seatToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(guest.welcome!.seatToken).not.toBe(host.welcome!.seatToken);
    expect(host.mirror.table!.view.viewer).toBe(0);
    expect(guest.mirror.table!.view.viewer).toBe(1);
    expect(host.news!.players.map((p) => p?.name)).toEqual(['Aki', 'Ben']);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('sends each step as a patch with the new log lines, and both players see one game', async () => {
    const { host, guest } = await startedGame('gundam-war');
    const sizes: number[] = [];
    const logs: number[] = [];
    const watch = await SeatClient.join(
      url,
      host.code,
      { spectate: true },
      {
        raw: (type, m) => {
          if (type !== 'table') return;
          const msg = m as { full?: unknown; patch?: unknown; log: unknown[] };
          if (msg.patch) sizes.push(JSON.stringify(m).length);
          logs.push(msg.log.length);
        },
      },
    );
    await watch.until((c) => c.mirror.table !== null);
    await playSteps([host, guest], 30);
    await watch.until((c) => c.mirror.step === host.mirror.step);
    expect(host.mirror.step).toBeGreaterThanOrEqual(30);
    expect(guest.mirror.step).toBe(host.mirror.step);
    // The spectator's table is the public one: no hand card of either seat is named.
    const seen = engineView(watch.mirror)!;
    for (const zone of Object.values(seen.zones).filter((z) => z.kind === 'hand'))
      expect(zone.cards.every((c) => c.card === null)).toBe(true);
    expect(watch.mirror.log.length).toBe(host.mirror.log.length);
    // Deltas, not whole states: a step's message is a small part of a whole table.
    const whole = JSON.stringify(host.mirror.table).length;
    sizes.sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(whole / 4);
    expect(logs.slice(1).every((n) => n <= 1)).toBe(true);
    await Promise.all([host.leave(), guest.leave(), watch.leave()]);
  });

  it('never sends the guest a card of the host that the guest may not see, nor any deck order', async () => {
    const messages: string[] = [];
    const { host, guest } = await startedGame('ms-war', {
      raw: (type: string, m: unknown) => messages.push(type + ' ' + JSON.stringify(m)),
    });
    // Hand cards the host held at some moment, and every card the guest was ever shown.
    const hidden = gameModule('ms-war')
      .layout.zones.filter((z) => z.visibility === 'hidden')
      .map((z) => z.id);
    const hostHeld = new Set<string>();
    const guestShown = new Set<string>();
    const note = () => {
      const hv = engineView(host.mirror)!;
      for (const c of hv.zones['0:hand'].cards) if (c.card) hostHeld.add(c.card.number);
      const gv = engineView(guest.mirror)!;
      for (const z of Object.values(gv.zones))
        for (const c of z.cards) {
          if (c.card) guestShown.add(c.card.number);
          // Piles and the other seat's hand are positions only, never identities.
          if (z.seat === 0 && hidden.includes(z.zone)) expect([z.key, c.card]).toEqual([z.key, null]);
          if (z.seat === 0 && z.kind === 'hand')
            expect([c.card, c.ref]).toEqual([null, `${z.key}#${z.cards.indexOf(c)}`]);
        }
    };
    note();
    for (let i = 0; i < 8 && host.mirror.table!.view.winner === null; i++) {
      await playSteps([host, guest], 10, (n) => (i * 7) % n);
      note();
    }
    const hostOnly = [...hostHeld].filter((n) => !guestShown.has(n) && !demoKeys('ms-war', 1).has(`ms-war:${n}`));
    expect(hostOnly.length).toBeGreaterThan(0);
    const all = messages.join('\n');
    for (const number of hostOnly) expect(all).not.toContain(`"${number}"`);
    // No seed, generator state or setup (both decks' lists and order) reached the guest.
    expect(all.match(/.{80}"(prng|seed|setup|intents)":.{40}/)?.[0] ?? null).toBeNull();
    await Promise.all([host.leave(), guest.leave()]);
  });
});
