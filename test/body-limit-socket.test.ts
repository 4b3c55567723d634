/**
 * A body just over the 1 MiB limit, sent over a real socket: the server
 * refuses it early, and must still read what the client is sending before
 * closing, or the client may meet a reset connection instead of its answer.
 */

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { MAX_DRAIN_BYTES, MAX_DRAIN_MS } from '../src/http/drain.js';
import { BODY_LIMIT_BYTES } from '../src/http/limits.js';

let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  app = await buildApp({ logLevel: 'silent', rateLimitPerMinute: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** 64 KiB: the body goes in 17 pieces. */
const PIECE = 64 * 1024;

interface Outcome {
  readonly response: string;
  readonly error: string | undefined;
}

/** Sends one request whose body is `size` bytes, as fast as the socket takes it; reads until the server closes. */
function send(size: number, chunked: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let error: string | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      response += d;
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message;
    });
    socket.on('close', () => resolve({ response, error }));
    socket.on('connect', () => {
      const body = Buffer.alloc(size, 0x20);
      body[0] = 0x7b; // '{' ... spaces: valid JSON start, far too long
      const head = chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${size}\r\n`;
      socket.write(
        `POST /api/v1/es/bulk HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${head}\r\n`,
      );
      // In pieces, as a client on a real network sends it: the server's
      // answer arrives while the body is still on its way.
      const pieces: Buffer[] = [];
      for (let at = 0; at < size; at += PIECE) pieces.push(body.subarray(at, at + PIECE));
      const writeNext = () => {
        const piece = pieces.shift();
        if (piece === undefined) {
          socket.end(chunked ? '0\r\n\r\n' : '');
          return;
        }
        const framed = chunked ? [`${piece.length.toString(16)}\r\n`, piece, '\r\n'] : [piece];
        for (const part of framed) socket.write(part);
        setTimeout(writeNext, 1);
      };
      writeNext();
    });
  });
}

function expect413({ response, error }: Outcome) {
  expect(error, response.slice(0, 200)).toBeUndefined();
  expect(response.startsWith('HTTP/1.1 413 ')).toBe(true);
  const json = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
  expect(json).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
}

describe('a body of 1 MiB + 1 byte', () => {
  it('gets its 413 JSON answer 50 times out of 50 (Content-Length)', async () => {
    for (let i = 0; i < 50; i++) expect413(await send(BODY_LIMIT_BYTES + 1, false));
  });

  it('gets its 413 JSON answer 50 times out of 50 (chunked)', async () => {
    for (let i = 0; i < 50; i++) expect413(await send(BODY_LIMIT_BYTES + 1, true));
  });

  it('a body of exactly 1 MiB is read (and refused for what it says, not its size)', async () => {
    const { response, error } = await send(BODY_LIMIT_BYTES, false);
    expect(error).toBeUndefined();
    expect(response.startsWith('HTTP/1.1 400 ')).toBe(true);
  });

  it('a client that stops sending mid-body gets its 413 after the drain time, not never', async () => {
    const started = Date.now();
    const response = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (d: string) => {
        text += d;
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve(text));
      socket.write(
        `POST /api/v1/es/bulk HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${2 * BODY_LIMIT_BYTES}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(BODY_LIMIT_BYTES + 1024, 0x20)); // then nothing more
    });
    const elapsed = Date.now() - started;
    expect(response.startsWith('HTTP/1.1 413 ')).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(MAX_DRAIN_MS - 100);
    expect(elapsed).toBeLessThan(MAX_DRAIN_MS + 3000);
  }, 15_000);

  it('a declared body over the drain bound is answered at once, without reading it', async () => {
    const started = Date.now();
    const response = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('error', () => {});
      socket.on('data', (d: string) => {
        text += d;
        if (text.includes('}')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.write(
        `POST /api/v1/es/bulk HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${MAX_DRAIN_BYTES + 1}\r\n\r\n{`,
      );
    });
    expect(response.startsWith('HTTP/1.1 413 ')).toBe(true);
    expect(Date.now() - started).toBeLessThan(MAX_DRAIN_MS);
  });
});
