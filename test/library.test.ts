import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  bulk,
  bulkRows,
  GENERATORS,
  type GeneratorName,
  generate,
  validate,
} from '../src/index.js';
import { testApp } from './helper.js';

const app = await testApp();
const root = join(import.meta.dirname, '..');

async function collect(prepared: ReturnType<typeof bulk>) {
  let out = '';
  for await (const chunk of prepared.chunks()) out += chunk;
  return out;
}

describe('library API', () => {
  it('generate: same bytes as the HTTP API for every generator', async () => {
    for (const { name } of GENERATORS) {
      // The catalog's names are the GeneratorName union (a type test checks it).
      const lib = generate({
        generator: name as GeneratorName,
        count: 4,
        seed: 'lib',
        options: { refDate: '2026-05-05' },
      });
      const api = await app.inject({ url: `/api/v1/es/${name}?count=4&seed=lib&refDate=2026-05-05` });
      expect(JSON.stringify(lib), name).toBe(api.body);
    }
  });

  it('bulk: same bytes as the HTTP API for every format', async () => {
    const body = {
      seed: 'lib',
      count: 30,
      refDate: '2026-05-05',
      table: 'clientes',
      createTable: true,
      fields: [
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'cp', type: 'cp' },
        { name: 'saldo', type: 'numero', options: { min: -100, max: 100, decimals: 2 } },
        { name: 'alta', type: 'fecha', nullable: 30 },
      ],
    } as const;
    for (const format of ['json', 'csv', 'sql', 'xml', 'typescript', 'ndjson'] as const) {
      const lib = await collect(bulk({ ...body, format }));
      const api = await app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload: { ...body, format } });
      expect(lib, format).toBe(api.body);
    }
  });

  it('bulkRows gives plain rows; no field name reaches a prototype', async () => {
    const rows = await bulkRows({
      seed: 1,
      count: 3,
      fields: [
        { name: '__proto__', type: 'nombre' },
        { name: 'constructor', type: 'edad' },
      ],
    });
    expect(rows).toHaveLength(3);
    expect(typeof Object.getOwnPropertyDescriptor(rows[0], '__proto__')?.value).toBe('string');
    expect(typeof rows[0]!.constructor).toBe('number');
    expect(({} as Record<string, unknown>).nombre).toBeUndefined();
  });

  it('lifts the row cap only when asked', () => {
    const fields = [{ name: 'a', type: 'uuid' }] as const;
    expect(() => bulk({ fields, count: 10_001 })).toThrow(ApiError);
    expect(bulk({ fields, count: 50_000 }, { maxCount: 1e9 }).count).toBe(50_000);
  });

  it('validate: same data as the API', async () => {
    for (const value of ['12345678Z', 'X1234567X', 'ES9121000418450200051332', 'hola']) {
      const api = await app.inject({ method: 'POST', url: '/api/v1/validate?lang=en', payload: { value } });
      expect(JSON.stringify(validate({ value, lang: 'en' }))).toBe(api.body);
    }
  });

  it('errors are ApiError with the API codes', () => {
    // Mistakes the types catch are still refused at run time, for JavaScript callers.
    // @ts-expect-error: no such generator
    expect(() => generate({ generator: 'nope' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_GENERATOR' }),
    );
    // @ts-expect-error: fields is a list
    expect(() => bulk({ fields: 'x' })).toThrow(expect.objectContaining({ code: 'INVALID_BODY' }));
    expect(() => validate({ value: '' })).toThrow(expect.objectContaining({ code: 'INVALID_PARAMS' }));
  });

  it('importing the library loads no HTTP code and no database driver', async () => {
    const { stderr } = await promisify(execFile)(
      'node',
      [
        '--import',
        './test/fixtures/trace-imports.mjs',
        '--input-type=module',
        '-e',
        "await import('./dist/src/index.js');",
      ],
      { cwd: root },
    );
    const loaded = stderr.split('\n').filter((l) => l.startsWith('LOADED '));
    expect(loaded.some((l) => l.includes('/dist/src/index.js'))).toBe(true);
    expect(loaded.filter((l) => /fastify|\/http\/|light-my-request|pino/.test(l))).toEqual([]);
    // Optional peer dependencies (README, Installation): loaded on first use only.
    expect(
      loaded.filter((l) => /\/node_modules\/(pg|pg-copy-streams|mysql2|better-sqlite3|ioredis)\//.test(l)),
    ).toEqual([]);
  });
});
