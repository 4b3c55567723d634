import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A static file with its validators, read once at start, and its gzip and
 * brotli forms (for text types, when smaller), so a repeat visit costs a 304
 * and a first one a fraction of the bytes. Each compressed form is made on
 * the first request that can take it and then kept: brotli at its best
 * quality takes longer than the rest of the server's start (some 150 ms for
 * the playground's files), which no request for /health or the API should
 * wait for.
 */
export interface StaticAsset {
  readonly type: string;
  readonly identity: Buffer;
  readonly gzip: Buffer | undefined;
  readonly br: Buffer | undefined;
  /** Strong validator of the content; each encoding's ETag adds a suffix to it. */
  readonly tag: string;
  /** HTTP date of the file's last change, to whole seconds. */
  readonly lastModified: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/json)/;

const PACKERS: Readonly<Record<'br' | 'gzip', (body: Buffer) => Buffer>> = {
  gzip: (body) => gzipSync(body, { level: 9 }),
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

class PreparedAsset implements StaticAsset {
  readonly tag: string;
  readonly lastModified: string;
  /** Each encoding once made: the packed bytes, or null when they would not be smaller. */
  private readonly packed: { br?: Buffer | null; gzip?: Buffer | null } = {};

  constructor(
    readonly identity: Buffer,
    readonly type: string,
    modified: Date,
  ) {
    this.tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    this.lastModified = new Date(Math.floor(modified.getTime() / 1000) * 1000).toUTCString();
    if (!COMPRESSIBLE.test(type)) this.packed = { br: null, gzip: null };
  }

  get gzip(): Buffer | undefined {
    return this.pack('gzip');
  }

  get br(): Buffer | undefined {
    return this.pack('br');
  }

  private pack(encoding: 'br' | 'gzip'): Buffer | undefined {
    let packed = this.packed[encoding];
    if (packed === undefined) {
      const bytes = PACKERS[encoding](this.identity);
      packed = bytes.length < this.identity.length ? bytes : null;
      this.packed[encoding] = packed;
    }
    return packed ?? undefined;
  }
}

export function prepareAsset(body: Buffer, type: string, modified: Date): StaticAsset {
  return new PreparedAsset(body, type, modified);
}

/** q-values of an Accept-Encoding header; a coding absent is not acceptable, `*` stands for the rest. */
function acceptable(header: string | undefined, coding: 'br' | 'gzip'): number {
  if (header === undefined) return 0;
  let star = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) return weight;
    if (name.trim() === '*') star = weight;
  }
  return star;
}

/** The encoding to send: brotli, then gzip, among those the client accepts and the asset has. */
export function chooseEncoding(asset: StaticAsset, acceptEncoding: string | undefined): Encoding {
  // The weights first: a form is made only for a client that can take it.
  const brWeight = acceptable(acceptEncoding, 'br');
  const gzipWeight = acceptable(acceptEncoding, 'gzip');
  const br = brWeight > 0 && asset.br ? brWeight : 0;
  const gzip = gzipWeight > 0 && asset.gzip ? gzipWeight : 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

export const bodyOf = (asset: StaticAsset, encoding: Encoding): Buffer =>
  (encoding === 'identity' ? asset.identity : asset[encoding]) ?? asset.identity;

/** Each encoding is a representation of its own, with an ETag of its own. */
export const etagOf = (asset: StaticAsset, encoding: Encoding): string =>
  `"${asset.tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/**
 * Whether the client's copy is current (RFC 9110 13.1): If-None-Match wins
 * when present (weak comparison, any encoding of the same content matches);
 * otherwise If-Modified-Since against the file's date.
 */
export function isNotModified(asset: StaticAsset, headers: IncomingHttpHeaders): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    return noneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
      .some((t) => t === asset.tag || t.startsWith(`${asset.tag}-`));
  }
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && Date.parse(asset.lastModified) <= date;
}
