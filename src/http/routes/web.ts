import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectFile } from '../../project-files.js';
import {
  bodyOf,
  chooseEncoding,
  etagOf,
  isNotModified,
  prepareAsset,
  type StaticAsset,
} from '../static-asset.js';

/**
 * The web playground: `/` is its page and `/web/...` its stylesheet, scripts
 * and icon (and `/docs/es` the short API reference in Spanish), all read from the project's `src/web` folder (no build step, no
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

/** The folder of the playground files, the project's `src/web` (see project-files.ts). */
export const webRoot = (): string => dirname(projectFile('src/web/index.html'));

function loadAssets(
  root: string,
  dir = root,
  assets = new Map<string, StaticAsset>(),
): Map<string, StaticAsset> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) loadAssets(root, path, assets);
    const type = CONTENT_TYPES[extname(entry.name)];
    if (entry.isFile() && type !== undefined)
      assets.set(
        relative(root, path).split(sep).join('/'),
        prepareAsset(readFileSync(path), type, statSync(path).mtime),
      );
  }
  return assets;
}

export async function webRoutes(app: FastifyInstance) {
  const assets = loadAssets(webRoot());
  const page = assets.get('index.html');
  if (!page) throw new Error('src/web/index.html is missing');

  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendAsset(
      request,
      reply.header('content-security-policy', PLAYGROUND_CSP).header('referrer-policy', 'no-referrer'),
      page,
    ),
  );

  // The short reference in Spanish, beside Swagger UI's /docs (whose own words are English only).
  const reference = assets.get('docs-es.html');
  if (!reference) throw new Error('src/web/docs-es.html is missing');
  app.get('/docs/es', { schema: { hide: true } }, async (request, reply) =>
    sendAsset(
      request,
      reply.header('content-security-policy', PLAYGROUND_CSP).header('referrer-policy', 'no-referrer'),
      reference,
    ),
  );

  app.get<{ Params: { '*': string } }>('/web/*', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    return sendAsset(request, reply, asset);
  });
}

/**
 * `no-cache`: the browser keeps its copy but asks each time, and a copy
 * still current costs a 304 with no body, so a new version is seen at once.
 */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: StaticAsset) {
  const encoding = chooseEncoding(asset, request.headers['accept-encoding']);
  reply
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'Accept-Encoding')
    .header('etag', etagOf(asset, encoding))
    .header('last-modified', asset.lastModified);
  if (isNotModified(asset, request.headers)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(asset.type).send(bodyOf(asset, encoding));
}
