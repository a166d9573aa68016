/**
 * A small static server for the built renderer: the browser fallback of
 * `npm start` and the e2e tests use it. Loopback only; same CSP as Electron.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileInside } from '../electron/paths';
import { CONTENT_SECURITY_POLICY } from '../electron/security';
import { mimeType } from '../electron/protocol';
import { GameHost } from '../server/host';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Maps a request path to a file in root, or null if it would escape root. */
export function resolveStaticPath(urlPath: string, root: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(urlPath, 'http://x').pathname;
  } catch {
    return null;
  }
  return fileInside(pathname, root);
}

/**
 * Only requests addressed to this server by a loopback name are answered: a web page that
 * rebinds its own host name to 127.0.0.1 (DNS rebinding) sends its own name in Host, and would
 * otherwise read the app through the user's browser.
 */
export function allowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(host.toLowerCase());
}

/**
 * `POST /online/host {port, open}`: the browser fallback's way to host online games (the
 * desktop app asks its main process). Only the app's own page may ask: a JSON body (another
 * site's form cannot send one without a preflight this server never answers) from its own origin.
 */
async function hostGames(req: IncomingMessage, res: ServerResponse, games: GameHost, origin: string): Promise<void> {
  const reply = (status: number, body: unknown): void => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  if (req.headers.origin !== origin || !req.headers['content-type']?.startsWith('application/json'))
    return reply(403, { error: 'Only the app itself may host games here.' });
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 1_000) return reply(413, { error: 'The request is too large.' });
  }
  try {
    reply(200, await games.host(JSON.parse(text)));
  } catch (e) {
    reply(400, { error: (e as Error).message });
  }
}

export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  const games = new GameHost();
  const server: Server = createServer(async (req, res) => {
    const address = server.address();
    const listening = typeof address === 'object' && address ? address.port : port;
    if (!allowedHost(req.headers.host, listening)) {
      res
        .writeHead(421, { 'Content-Type': 'text/plain' })
        .end('Misdirected request: this server answers only to 127.0.0.1 and localhost.');
      return;
    }
    if (req.url === '/online/host' && req.method === 'POST')
      return hostGames(req, res, games, `http://${req.headers.host}`);
    const path = resolveStaticPath(req.url ?? '/', root);
    if (!path || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404).end('Not found');
      return;
    }
    try {
      const body = await readFile(path);
      res.writeHead(200, {
        'Content-Type': mimeType(path),
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': extname(path) === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://${host}:${actual}/`,
        port: actual,
        close: async () => {
          await games.close();
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}
