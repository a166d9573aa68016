/**
 * Colyseus 0.18 asks for Node 22, and runs on Node 20 (which Sortie supports, engines >= 20.19)
 * but for one thing: its reconnection reads the global `WebSocket` class (Node 22 has one, Node
 * 20 does not). The `ws` package's class, which its transport uses anyway, stands in for it. On
 * Node 22 and in Electron this does nothing.
 */
import { WebSocket as NodeWebSocket } from 'ws';

export function provideWebSocketGlobal(): void {
  const g = globalThis as { WebSocket?: unknown };
  if (g.WebSocket === undefined) g.WebSocket = NodeWebSocket;
}
