/**
 * Several server processes (or machines) sharing rooms through one Redis: Colyseus' own
 * RedisPresence (who is where, messages between processes) and RedisDriver (the room listing
 * every process matches against). A client that reaches any process is sent to the one that
 * holds its room.
 */
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';

export async function redisScaling(url: string): Promise<{ presence: RedisPresence; driver: RedisDriver }> {
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}
