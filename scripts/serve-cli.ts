/** `tsx scripts/serve-cli.ts [--port N]`: serve dist/renderer (used by Playwright). */
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve';

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4179;
const root = fileURLToPath(new URL('../dist/renderer', import.meta.url));
const server = await serveStatic(root, port);
process.stdout.write(`Serving ${root} at ${server.url}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
