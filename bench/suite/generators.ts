/**
 * Generators section: records per second of each single-type generator
 * through the library's `generate` (the HTTP route's work without Fastify),
 * next to @faker-js/faker (es) building comparable records in the same run.
 */
import { generate } from '../../src/api/generate.js';
import { GENERATORS } from '../../src/index.js';
import { type BenchRow, consume, REF_DATE, ratePerSecond, type Settings, timing } from './common.js';
import { FAKER_RECORDS, fakerES } from './faker.js';

export async function generatorsSection(settings: Settings): Promise<BenchRow[]> {
  const { quick, log } = settings;
  const count = quick ? 100 : 1000;
  const rows: BenchRow[] = [];
  for (const def of GENERATORS) {
    log(`generators: ${def.name}`);
    let run = 0;
    // A new seed per call, so no call replays the previous one's records.
    const ours = ratePerSecond(
      () => generate({ generator: def.name, count, seed: `bench-${run++}`, options: { refDate: REF_DATE } }),
      { ...timing(quick), unitsPerCall: count },
    );
    const make = FAKER_RECORDS[def.name];
    if (!make) throw new Error(`no faker builder for generator ${def.name}`);
    fakerES.seed(42);
    const faker = ratePerSecond(
      () => {
        for (let i = 0; i < count; i++) consume(make(fakerES));
      },
      { ...timing(quick), unitsPerCall: count },
    );
    rows.push({
      section: 'generators',
      id: `generators.${def.name}`,
      label: `${def.name} (count=${count})`,
      value: ours,
      unit: 'records/s',
      ref: { name: 'faker es', value: faker },
      metrics: { faker },
    });
  }
  return rows;
}
