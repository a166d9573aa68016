/**
 * `npm run server -- [--port N] [--host ADDRESS] [--redis URL]`: a standalone game server with a
 * lobby. It binds 127.0.0.1 unless told otherwise (`--host 0.0.0.0` opens it to the network);
 * `--redis` (or REDIS_URL) shares rooms with other processes through one Redis (docs/online.md).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORT } from './protocol';
import { startServer } from './server';
import { redisScaling } from './redis';

const USAGE = 'Usage: npm run server -- [--port N] [--host ADDRESS] [--redis URL] [--public-address HOST:PORT]';

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        redis: { type: 'string' },
        'public-address': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const port = args.port === undefined ? DEFAULT_PORT : Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port takes a port number from 0 to 65535, not "${args.port}".\n${USAGE}`);
    return 2;
  }
  const redis = args.redis ?? process.env.REDIS_URL;
  const scaling = redis ? await redisScaling(redis) : {};
  const running = await startServer({
    port,
    host: args.host ?? '127.0.0.1',
    ...scaling,
    publicAddress: args['public-address'],
  });
  console.log(
    `Sortie game server on ws://${running.host}:${running.port}${redis ? ` (rooms shared through ${redis})` : ''}`,
  );
  for (const a of running.addresses) console.log(`  on the network: ${a}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return -1;
}

void main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (e: unknown) => {
    console.error(`The server could not start: ${(e as Error).message}`);
    process.exit(1);
  },
);
