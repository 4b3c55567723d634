/**
 * Version 7 UUIDs of one response are in record order (RFC 9562 6.2: one
 * generator's timestamps never go back): strictly increasing as strings
 * (hence as bytes), in the single generator, in bulk rows, across bulk
 * offsets and with `unique`. Still valid version 7 UUIDs, still deterministic.
 */
import { describe, expect, it } from 'vitest';
import { validateUuid } from '../src/domain/intl/uuid.js';
import { bulkRows, dataset, generate } from '../src/index.js';

const REF_DATE = '2026-03-01';
const DAY_START = Date.UTC(2026, 2, 1);

/** Indexes where a value is not above the one before it. */
function outOfOrder(values: readonly string[]): number[] {
  const bad: number[] = [];
  for (let i = 1; i < values.length; i++) if (!(values[i]! > values[i - 1]!)) bad.push(i);
  return bad;
}

/** The 48-bit timestamp of a version 7 UUID, in milliseconds. */
const timeOf = (uuid: string) => Number.parseInt(uuid.replaceAll('-', '').slice(0, 12), 16);

function expectValidV7(values: readonly string[]): void {
  for (const value of values) {
    expect(value[14]).toBe('7');
    expect(validateUuid(value)).toMatchObject({ valid: true, extra: { version: '7' } });
  }
}

describe('uuid version 7 order', () => {
  it('single generator, count 1000: strictly increasing, one millisecond apart', () => {
    for (const seed of ['v7-a', 'v7-b', '12345']) {
      const { data } = generate({
        generator: 'uuid',
        count: 1000,
        seed,
        options: { version: '7', refDate: REF_DATE },
      });
      const values = data.map((r) => String(r.uuid));
      expect(outOfOrder(values)).toEqual([]);
      // Same bytes order as string order: lower-case hex with dashes at fixed places.
      const bytes = values.map((v) => Buffer.from(v.replaceAll('-', ''), 'hex'));
      for (let i = 1; i < bytes.length; i++) expect(Buffer.compare(bytes[i - 1]!, bytes[i]!)).toBe(-1);
      expect(values.map(timeOf)).toEqual(values.map((_, i) => DAY_START + i));
      expectValidV7(values);
      const again = generate({
        generator: 'uuid',
        count: 1000,
        seed,
        options: { version: '7', refDate: REF_DATE },
      });
      expect(again.data).toEqual(data);
    }
  });

  const fields = [
    { name: 'id', type: 'uuid', options: { version: '7' } },
    { name: 'id_unico', type: 'uuid', options: { version: '7' }, unique: true },
    { name: 'id_nulo', type: 'uuid', options: { version: '7' }, nullable: 30 },
  ] as const;

  it('bulk, 10,000 rows: every v7 column strictly increasing (unique and nullable too)', async () => {
    const rows = await bulkRows({ fields, count: 10_000, seed: 'v7-bulk', refDate: REF_DATE });
    for (const name of ['id', 'id_unico', 'id_nulo'] as const) {
      const values = rows.map((r) => r[name]).filter((v): v is string => typeof v === 'string');
      expect(values.length).toBeGreaterThan(name === 'id_nulo' ? 6000 : 9999);
      expect(outOfOrder(values)).toEqual([]);
      expectValidV7(values);
    }
    expect(new Set(rows.map((r) => r.id_unico)).size).toBe(10_000);
  });

  it('bulk offsets: pages concatenate into one increasing sequence, the whole request row for row', async () => {
    const whole = await bulkRows({ fields, count: 3000, seed: 'v7-pages', refDate: REF_DATE });
    const pages = [];
    for (const offset of [0, 1000, 2000])
      pages.push(...(await bulkRows({ fields, count: 1000, offset, seed: 'v7-pages', refDate: REF_DATE })));
    expect(pages).toEqual(whole);
    expect(outOfOrder(pages.map((r) => String(r.id)))).toEqual([]);
    // A far offset continues after the first pages.
    const far = await bulkRows({ fields, count: 10, offset: 5_000_000, seed: 'v7-pages', refDate: REF_DATE });
    expect(String(far[0]!.id) > String(whole.at(-1)!.id)).toBe(true);
    expect(timeOf(String(far[0]!.id))).toBe(DAY_START + 5_000_000);
  });
});

describe('uuid version 7 before 1970', () => {
  const field = { name: 'id', type: 'uuid', options: { version: '7' } } as const;

  it('bulk refuses it up front with INVALID_PARAMS naming the field (by its index, as bulk errors do)', async () => {
    await expect(
      bulkRows({ seed: 'v7', refDate: '1969-12-31', count: 3, fields: [field] }),
    ).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      details: { field: 0, member: 'options.version' },
    });
  });

  it('a dataset table refuses it the same way, and 1970-01-01 itself is accepted', async () => {
    const tables = (refDate: string) => ({
      seed: 'v7',
      refDate,
      tables: [{ name: 'pedidos', count: 2, fields: [field] }],
    });
    expect(() => dataset(tables('1950-06-01'))).toThrow(expect.objectContaining({ code: 'INVALID_PARAMS' }));
    const rows = await bulkRows({ seed: 'v7', refDate: '1970-01-01', count: 2, fields: [field] });
    expect(rows.map((r) => timeOf(String(r.id)))).toEqual([0, 1]);
  });
});
