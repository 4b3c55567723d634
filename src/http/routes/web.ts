import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { projectFile } from '../../project-files.js';

/**
 * The web playground: `/` is its page and `/web/...` its stylesheet, scripts
 * and icon, all read from the project's `src/web` folder (no build step, no
 * CDN). Only the files found there at start are served, so no request path
 * can reach anything else on disk.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};

/** Same-origin everything: the page cannot load a script, style or font from elsewhere. */
export const PLAYGROUND_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface Asset {
  readonly body: Buffer;
  readonly type: string;
}

/** The folder of the playground files, the project's `src/web` (see project-files.ts). */
export const webRoot = (): string => dirname(projectFile('src/web/index.html'));

function loadAssets(root: string, dir = root, assets = new Map<string, Asset>()): Map<string, Asset> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) loadAssets(root, path, assets);
    const type = CONTENT_TYPES[extname(entry.name)];
    if (entry.isFile() && type !== undefined)
      assets.set(relative(root, path).split(sep).join('/'), { body: readFileSync(path), type });
  }
  return assets;
}

export async function webRoutes(app: FastifyInstance) {
  const assets = loadAssets(webRoot());
  const page = assets.get('index.html');
  if (!page) throw new Error('src/web/index.html is missing');

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(page.type)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PLAYGROUND_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(page.body),
  );

  app.get<{ Params: { '*': string } }>('/web/*', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    return reply
      .type(asset.type)
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(asset.body);
  });
}
