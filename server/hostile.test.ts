import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from './server';
import { SeatClient } from './seat-client';
import { demoDeckMessage, playSteps } from './testing';
import { Client } from '@colyseus/sdk';
import { LIMITS, PROTOCOL_VERSION, ROOM_NAME } from './protocol';

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

async function game() {
  const host = await SeatClient.host(url, { game: 'ms-war', format: 'ms-war-2.1', name: 'Aki' });
  await host.until((c) => c.welcome !== null);
  const guest = await SeatClient.join(url, host.code, { name: 'Ben' });
  await guest.until((c) => c.welcome !== null);
  host.sendDeck(demoDeckMessage('ms-war', 0));
  guest.sendDeck(demoDeckMessage('ms-war', 1));
  await Promise.all([host, guest].map((c) => c.until((x) => x.mirror.table !== null)));
  return { host, guest };
}

/** Sends `raw` and waits for its refusal; the table must not have moved. */
async function refused(client: SeatClient, type: string, raw: unknown) {
  const before = client.refusals.length;
  const step = client.mirror.step;
  client.sendRaw(type, raw);
  await client.until((c) => c.refusals.length > before, 5_000, `a refusal of ${type}`);
  expect(client.mirror.step).toBe(step);
  return client.refusals.at(-1)!;
}

describe('hostile messages', () => {
  it('refuses wrong seats, wrong types, huge and malformed messages by name, and the game goes on', async () => {
    const { host, guest } = await game();
    const mine = host.mirror.table!.legal.length ? host : guest;
    const other = mine === host ? guest : host;
    const legal = mine.mirror.table!.legal[0];

    // A legal move of one seat, sent by the other player.
    const wrongSeat = await refused(other, 'intent', { step: other.mirror.step, intent: legal });
    expect(wrongSeat).toMatchObject({ reason: 'wrong-seat' });
    expect(wrongSeat.text).toMatch(/You play seat \d; a move for seat \d is not yours/);
    // A message type nobody knows, a move by hand, a move the rules refuse, an old table's move.
    expect(await refused(mine, 'take-over', { all: true })).toMatchObject({ reason: 'unknown-type' });
    const seat = mine.welcome!.seat!;
    expect(
      await refused(mine, 'intent', { step: mine.mirror.step, intent: { type: 'draw', seat, count: 30 } }),
    ).toMatchObject({
      reason: 'rule',
      text: expect.stringMatching(/by hand/),
    });
    const ruled = await refused(mine, 'intent', {
      step: mine.mirror.step,
      intent: { type: 'attack', seat, card: '9999' },
    });
    expect(ruled.reason).toBe('rule');
    expect(ruled.rule?.error).toBeTruthy();
    expect(await refused(mine, 'intent', { step: mine.mirror.step + 5, intent: legal })).toMatchObject({
      reason: 'stale',
    });
    // Malformed: no step, a seat 3, a nested object, a string for an intent.
    for (const bad of [
      { intent: legal },
      { step: 0, intent: { type: 'pass', seat: 3 } },
      { step: 0, intent: { type: 'pass', seat, x: { y: 1 } } },
      'pass',
    ])
      expect(await refused(mine, 'intent', bad)).toMatchObject({ reason: 'malformed' });
    // Huge: an intent past its cap, a chat line past its cap.
    const huge = await refused(mine, 'intent', {
      step: mine.mirror.step,
      intent: { ...legal, label: 'x'.repeat(LIMITS.intentChars) },
    });
    expect(huge).toMatchObject({ reason: 'too-large', text: expect.stringMatching(/may hold 4000 characters/) });
    expect((await refused(mine, 'chat', { text: 'y'.repeat(LIMITS.chatChars * 5) })).reason).toBe('too-large');
    // A deck once the game is on.
    expect(await refused(mine, 'deck', demoDeckMessage('ms-war', 0))).toMatchObject({ reason: 'not-yet' });

    // The room kept running: the same legal move is taken now, and play goes on.
    await playSteps([host, guest], 6);
    expect(host.mirror.step).toBeGreaterThanOrEqual(6);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('cuts off a frame past the transport limit without stopping the room', async () => {
    const { host, guest } = await game();
    const cut = guest.until((c) => c.left !== null, 5_000, 'the cut');
    guest.sendRaw('chat', { text: 'z'.repeat(LIMITS.framePayload + 10) });
    await cut;
    expect(guest.left!.code).toBe(1009);
    // The guest comes back to its seat with its token, and the game goes on.
    const back = await SeatClient.join(url, host.code, { seatToken: guest.welcome!.seatToken });
    await back.until((c) => c.mirror.table !== null);
    expect(back.welcome!.seat).toBe(1);
    await playSteps([host, back], 4);
    await Promise.all([host.leave(), back.leave()]);
  });

  it('refuses a seat token that opens no seat, a copy of one in use, and a third player', async () => {
    const { host, guest } = await game();
    await expect(SeatClient.join(url, host.code, { seatToken: 'x'.repeat(32) })).rejects.toThrow(/opens no seat/);
    await expect(SeatClient.join(url, host.code, { seatToken: guest.welcome!.seatToken })).rejects.toThrow(
      /being played from another window/,
    );
    await expect(SeatClient.join(url, host.code, { name: 'Cy' })).rejects.toThrow(/Both seats are taken/);
    await expect(SeatClient.join(url, host.code, { name: 'x'.repeat(500) } as never)).rejects.toThrow(
      /Joining was refused/,
    );
    // Bringing a game back is for a server whose processes keep games (Redis); this one keeps none,
    // and a game that is on cannot be brought back twice.
    await expect(SeatClient.rejoin(url, 'ABCDEF', 'x'.repeat(32))).rejects.toThrow(/not found/);
    await expect(
      new Client(url).create(ROOM_NAME, { protocol: PROTOCOL_VERSION, restore: host.code, seatToken: 'x'.repeat(32) }),
    ).rejects.toThrow(/keeps no games/);
    // A spectator may watch but not move.
    const watch = await SeatClient.join(url, host.code, { spectate: true });
    await watch.until((c) => c.mirror.table !== null);
    expect(
      await refused(watch, 'intent', { step: watch.mirror.step, intent: { type: 'pass', seat: 0 } }),
    ).toMatchObject({
      reason: 'spectator',
    });
    await Promise.all([host.leave(), guest.leave(), watch.leave()]);
  });

  it('refuses a deck the format does not allow, naming the problem', async () => {
    const host = await SeatClient.host(url, { game: 'ms-war', format: 'ms-war-2.1', name: 'Aki' });
    await host.until((c) => c.welcome !== null);
    const deck = demoDeckMessage('ms-war', 0);
    const r = await refused(host, 'deck', { ...deck, main: deck.main.map((l) => ({ ...l, count: 9 })) });
    expect(r.reason).toBe('deck');
    expect(r.text).toMatch(/refused/);
    expect(r.problems!.length).toBeGreaterThan(0);
    const broken = await refused(host, 'deck', { ...deck, cards: '[{"number": 1}' });
    expect(broken.reason).toBe('deck');
    await expect(SeatClient.host(url, { game: 'ms-war', format: 'no-such-format', name: 'Aki' })).rejects.toThrow(
      /No Gundam M.S. War format "no-such-format"/,
    );
    await host.leave();
  });
});
