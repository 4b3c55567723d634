/**
 * Seeded output is public contract (docs/api.md, Determinism): fixed seeds per generator
 * and per option combination, with the reference date pinned, are pinned by
 * snapshots. A snapshot diff is a change users see: review it like code and
 * note it in the changelog.
 */
import { describe, expect, it } from 'vitest';
import { testApp } from './helper.js';

const app = await testApp();

/** Pinned, not "today": a replay on any day must give these bytes. */
const REF_DATE = '2026-11-22';

const CASES: [generator: string, query: string][] = [
  ['document', ''],
  ['document', 'sub=nie&fmt=dashed'],
  ['document', 'sub=cif&fmt=dotted'],
  ['document', 'sub=nif'],
  ['document', 'sub=dni&ok=false'],
  ['phone', ''],
  ['phone', 'sub=fijo&fmt=spaced'],
  ['phone', 'fmt=e164'],
  ['identity', ''],
  ['identity', 'minAge=0&maxAge=17&domain=empresa.es'],
  ['iban', ''],
  ['iban', 'ok=false&fmt=spaced'],
  ['card', ''],
  ['card', 'sub=amex&fmt=spaced'],
  ['card', 'sub=maestro&ok=false'],
  ['passport', ''],
  ['passport', 'ok=false'],
  ['uuid', ''],
  ['uuid', 'version=7'],
  ['username', ''],
  ['password', ''],
  ['password', 'length=32&symbols=false'],
];

describe('golden output of GET /api/v1/es/{generator}', () => {
  const named = CASES.map(([generator, query]) => [
    query ? `${generator}?${query}` : generator,
    generator,
    query,
  ]);

  it.each(named)('%s', async (_name, generator, query) => {
    const extra = query ? `&${query}` : '';
    const res = await app.inject({
      url: `/api/v1/es/${generator}?seed=golden-${generator}&count=3&refDate=${REF_DATE}${extra}`,
    });
    expect(res.statusCode).toBe(200);
    // Indented JSON of the body: keeps the field order of the bytes users get, one value a line.
    expect(res.body).toBe(JSON.stringify(res.json()));
    expect(JSON.stringify(res.json(), null, 2)).toMatchSnapshot();
  });
});
