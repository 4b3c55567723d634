/**
 * `db anonimizar` with a UNIQUE text column narrower than its fakes
 * (docs/api.md, Database copy): cut fakes could meet and fail the load, so
 * a fake wider than the narrowest column of its foreign-key group becomes
 * the original's scramble instead, the same in the column that references
 * it; a column that is not unique is still cut. PostgreSQL and MariaDB
 * (which enforce both the width and the index) and SQLite, source and
 * target alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Permutations } from '../src/pseudonym/feistel.js';
import { KeyRing } from '../src/pseudonym/keys.js';
import { scramble } from '../src/pseudonym/scramble.js';
import { cli } from './cli-runner.js';
import { serverDialects, withSourceAndTarget } from './db-servers.js';

const dir = mkdtempSync(join(tmpdir(), 'db-unique-width-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'clave-unica';
const WIDTH = 14;
const DIALECTS = await serverDialects(dir);

const GIVEN = ['Ana', 'Luis', 'Eva', 'Juan', 'Pilar', 'Rosa', 'Iker', 'Noa', 'Leo', 'Sara'];
const SURNAMES = ['Gil', 'Paz', 'Rey', 'Sanz', 'Vera', 'Ruiz', 'Mora', 'Diez', 'Cano', 'Pons'];

/** Distinct full names of at most WIDTH characters, in a fixed order. */
function names(count: number): string[] {
  const out: string[] = [];
  for (const g of GIVEN)
    for (const a of SURNAMES)
      for (const b of SURNAMES) {
        const name = `${g} ${a} ${b}`;
        if (name.length <= WIDTH && out.length < count) out.push(name);
      }
  return out;
}

const MEMBERS = names(300);
const FEES = 600;
const GUESTS = 100;

const schema = `
CREATE TABLE socios (id integer PRIMARY KEY, nombre_completo varchar(${WIDTH}) NOT NULL UNIQUE);
CREATE TABLE cuotas (id integer PRIMARY KEY, socio varchar(20) NOT NULL REFERENCES socios (nombre_completo), importe integer NOT NULL);
CREATE TABLE invitados (id integer PRIMARY KEY, nombre_completo varchar(${WIDTH}) NOT NULL);
`;

const inserts = [
  `INSERT INTO socios VALUES ${MEMBERS.map((n, i) => `(${i + 1}, '${n}')`).join(', ')};`,
  `INSERT INTO cuotas VALUES ${Array.from(
    { length: FEES },
    (_, i) => `(${i + 1}, '${MEMBERS[(i * 7) % MEMBERS.length]}', ${10 + (i % 50)})`,
  ).join(', ')};`,
  `INSERT INTO invitados VALUES ${Array.from(
    { length: GUESTS },
    (_, i) => `(${i + 1}, '${MEMBERS[(i * 13) % MEMBERS.length]}')`,
  ).join(', ')};`,
].join('\n');

const byId = (rows: Record<string, unknown>[], column: string) =>
  new Map(rows.map((r) => [Number(r.id), String(r[column])]));

describe.each(DIALECTS)(
  'db anonimizar, a unique column narrower than its fakes ($dialect)',
  ({ dialect, skip, create }) => {
    it.skipIf(skip)('loads, keeps the column unique and the references joined', async () => {
      // An empty PostgreSQL or MariaDB database still needs a statement to be made.
      const empty = dialect === 'sqlite' ? '' : 'SELECT 1';
      await withSourceAndTarget(
        () => create(`uw_src_${dialect}`, schema + inserts),
        () => create(`uw_dst_${dialect}`, empty),
        async (source, target) => {
          const run = await cli(['db', 'anonimizar', source.url, target.url, '--key', KEY]);
          expect(run.stderr).not.toMatch(/ERROR/);
          expect(run.code).toBe(0);

          const members = byId(
            await target.query('SELECT id, nombre_completo FROM socios'),
            'nombre_completo',
          );
          expect(members.size).toBe(MEMBERS.length);
          const values = [...members.values()];
          expect(new Set(values).size).toBe(MEMBERS.length);
          for (const value of values) expect(Array.from(value).length).toBeLessThanOrEqual(WIDTH);

          // The values that did not fit are the originals' scrambles, and the summary counts them.
          const permutations = new Permutations(new KeyRing(KEY));
          const scrambled = MEMBERS.filter(
            (name, i) => members.get(i + 1) === scramble(permutations, 'unique-width', name),
          );
          for (const name of scrambled) expect(scramble(permutations, 'unique-width', name)).not.toBe(name);
          const lines = run.stderr.split('\n');
          const summary = lines
            .slice(lines.findIndex((line) => line.startsWith('tabla socios ')))
            .find((line) => line.startsWith('nombre_completo '))
            ?.trim()
            .split(/\s{2,}/);
          expect(Number(summary?.at(-1))).toBe(scrambled.length);
          // Two surnames' fakes rarely fit in 14 characters: most values took the other way.
          expect(scrambled.length).toBeGreaterThan(MEMBERS.length / 2);
          // The rest are fakes that fit, none left as it was.
          for (const [id, value] of members) expect(value).not.toBe(MEMBERS[id - 1]);

          // Each fee names its member's new value, in a wider column of the same group.
          const fees = byId(await target.query('SELECT id, socio FROM cuotas'), 'socio');
          expect(fees.size).toBe(FEES);
          for (const [id, member] of fees)
            expect(member).toBe(members.get((((id - 1) * 7) % MEMBERS.length) + 1));

          // A column that is not unique is still cut to its width.
          const guests = await target.query('SELECT nombre_completo FROM invitados');
          expect(guests).toHaveLength(GUESTS);
          const guestNames = guests.map((g) => String(g.nombre_completo));
          for (const value of guestNames) expect(Array.from(value).length).toBeLessThanOrEqual(WIDTH);
          expect(guestNames.filter((g) => values.includes(g)).length).toBeLessThan(GUESTS);
        },
      );
    });
  },
);
