/**
 * A dataset's CSV zip is the same bytes for the same request, whatever the
 * time slices: batches of rows end after 250 rows or 5 ms, and the
 * compressed bytes would follow those cuts if the CSV went to the
 * compressor batch by batch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataset } from '../src/index.js';

const BODY = {
  seed: 'zip-bytes',
  refDate: '2026-01-01',
  format: 'csv' as const,
  tables: [
    {
      name: 'clientes',
      count: 3000,
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'dni', type: 'documento', unique: true },
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 0, max: 2 },
      fields: [
        { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
        { name: 'iban', type: 'iban' },
      ],
    },
  ],
};

async function zipBytes(): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of dataset(BODY).chunks()) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dataset csv zip', () => {
  it('is the same bytes when every time slice ends after one row', async () => {
    const normal = await zipBytes();
    // A clock that moves 10 ms at every reading: each slice holds one row.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 10;
      return now;
    });
    const sliced = await zipBytes();
    expect(sliced.length).toBe(normal.length);
    expect(sliced.equals(normal)).toBe(true);
  });
});
