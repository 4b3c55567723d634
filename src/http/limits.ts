import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { ApiError, type ErrorDetails, errorBody } from '../errors/index.js';
import { jsonSyntaxPlace } from '../errors/json-syntax.js';
import { type Lang, requestedLang } from '../i18n/lang.js';

/*
 * Hostile-input limits (all answered with the JSON error object).
 *
 * The URL limit sits just below Node's 16 KiB limit on the request line and
 * headers together: a long seed is the seed's 400 (docs/api.md, Determinism) up to here,
 * a longer URL gets its own 414 while the headers still fit, and past 16 KiB
 * Node answers 431.
 */
export const MAX_URL_LENGTH = 15 * 1024;
export const MAX_HEADER_BYTES = 16 * 1024;
export const MAX_JSON_DEPTH = 32;
/** Largest request body (a larger one is PAYLOAD_TOO_LARGE). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Deepest nesting of a JSON text, strings skipped; stops counting past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped char
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * JSON bodies: nesting is bounded before parsing (deep arrays would exhaust
 * the parser's stack) and prototype keys are refused (secure-json-parse).
 */
export const limitsPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(
        new ApiError('INVALID_BODY', { problem: 'nesting_too_deep', maxDepth: MAX_JSON_DEPTH }),
        undefined,
      );
      return;
    }
    if (text.trim() === '') {
      done(new ApiError('INVALID_BODY', { problem: 'empty_body' }), undefined);
      return;
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (err) {
      // secure-json-parse refuses prototype keys in otherwise valid JSON: say so.
      const forbidden = (err as Error).message.includes('forbidden');
      const details: ErrorDetails = forbidden
        ? { problem: 'forbidden_key' }
        : { member: '', problem: 'json_syntax', ...jsonSyntaxPlace(text) };
      done(new ApiError('INVALID_BODY', details), undefined);
    }
  });
});

/**
 * The language a request Node could not parse asked for, read from its raw
 * bytes as far as they go: the `lang` query, else Accept-Language (docs/api.md).
 */
export function rawRequestLang(raw: Buffer | undefined): Lang {
  if (raw === undefined) return 'es';
  const [line = '', ...headers] = raw.toString('latin1').split('\r\n');
  const target = line.split(' ')[1] ?? '';
  const query = target.indexOf('?');
  const lang = query < 0 ? null : new URLSearchParams(target.slice(query + 1)).get('lang');
  const accept = headers.find((h) => /^accept-language:/i.test(h));
  // A bad `lang` is answered in Spanish, as everywhere (docs/api.md, Languages).
  return requestedLang(lang, accept?.slice(accept.indexOf(':') + 1)) ?? 'es';
}

/**
 * Errors Node's HTTP parser raises before any route runs (headers too large,
 * malformed request line): answered with the same JSON error object, in the
 * language asked for and readable from any origin. No rate-limit headers: no
 * request was read, so there is nothing to count it against.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError = new ApiError(err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST');
  // Node gives the bytes read so far as a Buffer (Fastify's type says otherwise).
  const raw: unknown = err.rawPacket;
  const body = JSON.stringify(
    errorBody(apiError.code, rawRequestLang(Buffer.isBuffer(raw) ? raw : undefined)),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${apiError.statusCode} ${apiError.code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Access-Control-Allow-Origin: *\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
