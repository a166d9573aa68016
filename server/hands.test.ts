/**
 * Spectators seeing both hands takes both players' leave: every message a spectator receives
 * is recorded, and none names a card in either hand before both players allow it, nor from the
 * moment one of them withdraws it; while both allow it, the spectator sees both hands and still
 * never a deck's order.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameId } from '../engine/cards/model';
import { gameModule } from '../engine/games/registry';
import { applyTable, emptyMirror, type Mirror } from './mirror';
import type { ServerMessages } from './protocol';
import { SeatClient } from './seat-client';
import { startServer, type RunningServer } from './server';
import { demoDeckMessage, playSteps } from './testing';

vi.setConfig({ testTimeout: 60_000 });

let server: RunningServer;
let url: string;
beforeAll(async () => {
  server = await startServer({ port: 0 });
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

type Phase = 'before' | 'both' | 'after';

/** Printed cards (by key) on the mirror, in hands and elsewhere; and any card in a hidden pile. */
function seen(mirror: Mirror, game: GameId) {
  const hidden = gameModule(game)
    .layout.zones.filter((z) => z.visibility === 'hidden')
    .map((z) => z.id);
  const hands: Record<string, string[]> = {};
  const open = new Set<string>();
  const inPiles: string[] = [];
  for (const [key, zone] of Object.entries(mirror.table!.view.zones)) {
    const keys = zone.cards.map((c) => c.key).filter((k): k is string => k !== null);
    if (zone.kind === 'hand') hands[key] = keys;
    else if (hidden.includes(zone.zone)) inPiles.push(...keys);
    else keys.forEach((k) => open.add(k));
  }
  return { hands, open, inPiles };
}

for (const game of ['ms-war', 'gundam-war'] as const)
  describe(`${game}: spectators and both hands`, () => {
    it('shows a spectator both hands only while both players allow it, and never a deck', async () => {
      const host = await SeatClient.host(url, {
        game,
        format: game === 'ms-war' ? 'ms-war-2.1' : 'gundam-war',
        name: 'Aki',
      });
      await host.until((c) => c.welcome !== null);
      const guest = await SeatClient.join(url, host.code, { name: 'Ben' });
      let phase: Phase = 'before';
      const got: { phase: Phase; type: string; message: unknown }[] = [];
      const watch = await SeatClient.join(
        url,
        host.code,
        { spectate: true },
        {
          raw: (type, message) => {
            // The room tells of a change of leave before it sends the tables that follow it.
            if (type === 'room') {
              const { allowed } = (message as ServerMessages['room']).hands;
              if (phase === 'before' && allowed[0] && allowed[1]) phase = 'both';
              if (phase === 'both' && !(allowed[0] && allowed[1])) phase = 'after';
            }
            got.push({ phase, type, message });
          },
        },
      );
      host.sendDeck(demoDeckMessage(game, 0));
      guest.sendDeck(demoDeckMessage(game, 1));
      await Promise.all([host, guest, watch].map((c) => c.until((x) => x.mirror.table !== null)));
      await playSteps([host, guest], 12);

      // A spectator asks; one player's leave is not enough.
      watch.askHands();
      await host.until((c) => c.news?.hands.asked === true);
      host.allowHands(true);
      await watch.until((c) => c.news?.hands.allowed[0] === true);
      expect(watch.news!.hands.asked).toBe(false);
      await playSteps([host, guest], 8);
      expect(phase).toBe('before');

      // Both allow: the spectator sees each hand as its player does, and no pile's cards.
      guest.allowHands(true);
      await watch.until((c) => c.news?.hands.allowed[1] === true);
      await playSteps([host, guest], 8);
      await watch.until((c) => c.mirror.step === host.mirror.step);
      const both = seen(watch.mirror, game);
      expect(both.hands['0:hand']).toEqual(seen(host.mirror, game).hands['0:hand']);
      expect(both.hands['1:hand']).toEqual(seen(guest.mirror, game).hands['1:hand']);
      expect(both.hands['0:hand'].length + both.hands['1:hand'].length).toBeGreaterThan(0);
      expect(both.inPiles).toEqual([]);

      // The host withdraws: from its word on, no hand card reaches the spectator.
      host.allowHands(false);
      await watch.until((c) => c.news?.hands.allowed[0] === false);
      await playSteps([host, guest], 12);
      await watch.until((c) => c.mirror.step === host.mirror.step);
      expect(phase).toBe('after');

      // Every message again, as the spectator's app applied it.
      let mirror = emptyMirror();
      const counted: Record<Phase, number> = { before: 0, both: 0, after: 0 };
      for (const { phase: at, type, message } of got) {
        if (type !== 'table') continue;
        const msg = message as ServerMessages['table'];
        mirror = applyTable(mirror, msg);
        const now = seen(mirror, game);
        expect(now.inPiles).toEqual([]);
        counted[at]++;
        if (at === 'both') continue;
        expect([at, msg.step, Object.values(now.hands).flat()]).toEqual([at, msg.step, []]);
        // A printed card is sent the first time it shows, so outside a hand.
        for (const key of Object.keys(msg.cards)) expect([at, key, now.open.has(key)]).toEqual([at, key, true]);
      }
      expect(counted.before).toBeGreaterThan(10);
      expect(counted.both).toBeGreaterThan(3);
      expect(counted.after).toBeGreaterThan(10);
      await Promise.all([host, guest, watch].map((c) => c.leave()));
    });

    it('refuses a player asking and a spectator allowing, and the game goes on', async () => {
      const host = await SeatClient.host(url, {
        game,
        format: game === 'ms-war' ? 'ms-war-2.1' : 'gundam-war',
        name: 'Aki',
      });
      await host.until((c) => c.welcome !== null);
      const guest = await SeatClient.join(url, host.code, { name: 'Ben' });
      const watch = await SeatClient.join(url, host.code, { spectate: true });
      host.sendDeck(demoDeckMessage(game, 0));
      guest.sendDeck(demoDeckMessage(game, 1));
      await Promise.all([host, guest, watch].map((c) => c.until((x) => x.mirror.table !== null)));
      host.askHands();
      await host.until((c) => c.refusals.length === 1);
      expect(host.refusals[0].reason).toBe('watchers-only');
      watch.allowHands(true);
      await watch.until((c) => c.refusals.length === 1);
      expect(watch.refusals[0].reason).toBe('spectator');
      host.sendRaw('hands', { allow: 'yes' });
      await host.until((c) => c.refusals.length === 2);
      expect(host.refusals[1].reason).toBe('malformed');
      await playSteps([host, guest], 4);
      expect(host.news!.hands.allowed).toEqual([false, false]);
      await Promise.all([host, guest, watch].map((c) => c.leave()));
    });
  });
