/**
 * CPU the game rooms of this process spent handling messages (the engine's step, the views,
 * the patches, the encoding), for the load test's "CPU per room". Counted around each handler,
 * so it leaves out the socket layer's framing, which Colyseus and ws do outside them.
 */
export const roomUsage = { cpuMicros: 0, messages: 0 };

export function counted<T>(fn: () => T): T {
  const start = process.cpuUsage();
  try {
    return fn();
  } finally {
    const spent = process.cpuUsage(start);
    roomUsage.cpuMicros += spent.user + spent.system;
    roomUsage.messages += 1;
  }
}
