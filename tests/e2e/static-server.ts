/**
 * A tiny static server for the built app (dist/), owned by each test.
 *
 * The tests start and stop it themselves so that "the server is gone, reload still
 * works" is real: a stopped server refuses connections, which `context.setOffline`
 * would not do for requests the service worker makes.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ISOLATED } from '../../isolation';

export const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  /** Every path requested, in order: lets a test prove what came from the network. */
  requests: string[];
  /** Appended to sw.js: a byte-different worker is how browsers see a new version. */
  setServiceWorkerSuffix(suffix: string): void;
  stop(): Promise<void>;
}

export async function startStaticServer(): Promise<StaticServer> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before the browser tests.');
  }
  const requests: string[] = [];
  let swSuffix = '';

  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    requests.push(path);
    const file = normalize(join(distDir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file)
      .then((body) => {
        const isSw = path === '/sw.js';
        const payload = isSw && swSuffix ? Buffer.concat([body, Buffer.from(`\n${swSuffix}\n`)]) : body;
        res.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          // Like a real host would: the worker script is always revalidated.
          'cache-control': isSw ? 'no-cache' : 'public, max-age=0',
          // As `vite preview` serves it (vite.config.ts): cross-origin isolated.
          ...ISOLATED,
        });
        res.end(payload);
      })
      .catch(() => {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // "localhost" (not 127.0.0.1) because it is what a player types and a secure context.
    url: `http://localhost:${port}`,
    requests,
    setServiceWorkerSuffix(suffix) {
      swSuffix = suffix;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
