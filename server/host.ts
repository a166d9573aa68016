/**
 * A player's app hosting games: the desktop app's main process and the `npm start` fallback
 * server start one game server on the port the player chose, on this machine only or open to
 * the local network, and keep it while the app runs. Asked again on the same port and binding,
 * the running one is kept; asked otherwise, it is replaced (games on it end).
 */
import { z } from 'zod';
import { startServer, type RunningServer } from './server';

export const hostRequestSchema = z.object({
  port: z.number().int().min(1024).max(65535),
  /** Open to the local network (0.0.0.0), or this machine only (127.0.0.1). */
  open: z.boolean(),
});
export type HostRequest = z.infer<typeof hostRequestSchema>;

export interface HostedGames {
  /** Where this app's own client connects. */
  url: string;
  port: number;
  /** Where other machines on the network connect (none when kept to this machine). */
  addresses: string[];
}

export class GameHost {
  private running: { server: RunningServer; open: boolean } | null = null;

  async host(raw: unknown): Promise<HostedGames> {
    const parsed = hostRequestSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`A port from 1024 to 65535 and whether to open it to the network, please.`);
    const { port, open } = parsed.data;
    const r = this.running;
    if (!r || r.server.port !== port || r.open !== open) {
      if (r) await r.server.close();
      this.running = null;
      try {
        this.running = { server: await startServer({ port, host: open ? '0.0.0.0' : '127.0.0.1' }), open };
      } catch (e) {
        const busy = (e as NodeJS.ErrnoException).code === 'EADDRINUSE';
        throw new Error(busy ? `Port ${port} is in use by another program: choose another.` : (e as Error).message);
      }
    }
    const server = this.running!.server;
    return { url: `ws://127.0.0.1:${server.port}`, port: server.port, addresses: server.addresses };
  }

  async close(): Promise<void> {
    await this.running?.server.close();
    this.running = null;
  }
}
