import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What the bulk and dataset routes send: a prepared export of either kind. */
export interface PreparedExport {
  readonly contentType: string;
  readonly filename?: string;
  readonly meta: Readonly<Record<string, unknown>>;
  chunks(): AsyncIterable<string | Uint8Array>;
}

/**
 * Sends an export as a stream, with the headers every export carries. Every
 * format can be replayed: CSV, SQL, XML, TypeScript and zip have no meta, so
 * the seed and reference date travel as headers (docs/api.md, Determinism), the seed
 * percent-encoded, since a header holds no arbitrary text (a plain seed reads
 * as itself).
 */
export function sendExport(reply: FastifyReply, prepared: PreparedExport): FastifyReply {
  reply.type(prepared.contentType);
  reply.header('x-seed', encodeURIComponent(String(prepared.meta.seed)));
  reply.header('x-ref-date', String(prepared.meta.refDate));
  if (prepared.filename) reply.header('content-disposition', `attachment; filename="${prepared.filename}"`);
  // A byte stream, not Readable.from's default object mode: that one reads
  // 16 chunks ahead of a paused client (16 batches of rows in memory per
  // download); this one stops after the first chunk past 16 KB.
  return reply.send(Readable.from(prepared.chunks(), { objectMode: false }));
}
