/**
 * The game server: Colyseus over WebSockets with the Sortie room and a lobby of listed games.
 * Used by `npm run server` (a community server), by the `npm start` fallback server and the
 * desktop app (a host's own room), and by the tests. It binds only where it is told and serves
 * no files: the matchmaking routes and the sockets are all it answers.
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { LobbyRoom, Server, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEFAULT_PORT, LIMITS, ROOM_NAME } from './protocol';
import { GameRoom } from './room';
import { provideWebSocketGlobal } from './node20';

export const LOBBY_NAME = 'lobby';

export interface ServerOptions {
  /** 0 picks a free port (tests); the default is Colyseus' 2567. */
  port?: number;
  /** The address to bind: 127.0.0.1 keeps it on this machine, 0.0.0.0 opens it to the network. */
  host?: string;
  /** Several processes share rooms through these (RedisPresence, RedisDriver). */
  presence?: Presence;
  driver?: MatchMakerDriver;
  /** The address other processes reach this one by (several processes behind one proxy). */
  publicAddress?: string;
}

export interface RunningServer {
  port: number;
  host: string;
  /** ws:// addresses other machines on the network may join by (empty when bound to loopback). */
  addresses: string[];
  close(): Promise<void>;
}

/** This machine's addresses on the local networks (IPv4, not loopback). */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  provideWebSocketGlobal();
  const host = options.host ?? '127.0.0.1';
  const http = createHttpServer();
  const transport = new WebSocketTransport({ server: http, maxPayload: LIMITS.framePayload });
  const server = new Server({
    transport,
    greet: false,
    presence: options.presence,
    driver: options.driver,
    publicAddress: options.publicAddress,
    gracefullyShutdown: false,
  });
  server.define(LOBBY_NAME, LobbyRoom);
  // Where processes share a Redis, a room keeps its game there for another to bring back;
  // set here, it overrides whatever a client's options say.
  server.define(ROOM_NAME, GameRoom, { keep: options.presence !== undefined }).enableRealtimeListing();
  await server.listen(options.port ?? DEFAULT_PORT, host);
  const port = (http.address() as AddressInfo).port;
  const open = host === '0.0.0.0' || host === '::';
  return {
    port,
    host,
    addresses: open ? lanAddresses().map((a) => `ws://${a}:${port}`) : [],
    close: async () => {
      await server.gracefullyShutdown(false);
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
