/**
 * Evidence, not a test: records per second of each single-type generator at
 * count=1000, in-process through `runGenerator` (the HTTP route's path minus
 * Fastify), next to @faker-js/faker's Spanish locale producing comparable
 * values in the same process. Warm-up first, then the median of several
 * runs. No assertions; run with `npx tsx bench/generators.ts`.
 *
 * Faker has no DNI, NSS, CCC or MRZ: its side builds the nearest thing
 * (random digits with a mod-23 letter, random digits, no MRZ), so it does
 * less work than ours on document, identity and passport.
 */
import { type Faker, fakerES } from '@faker-js/faker';
import { GENERATORS } from '../src/countries/es/generators.js';
import { runGenerator } from '../src/generators/run.js';

const COUNT = 1000;
const WARMUP = 20;
const RUNS = 21;
const REF_DATE = '2026-11-22';
const REF = new Date(`${REF_DATE}T00:00:00Z`);

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniLike = (f: Faker) => {
  const digits = f.string.numeric({ length: 8, allowLeadingZeros: true });
  return digits + DNI_LETTERS[Number(digits) % 23];
};
const yearsBetween = (birth: Date) => Math.floor((REF.getTime() - birth.getTime()) / (365.2425 * 86_400_000));
const mmYy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear() % 100).padStart(2, '0')}`;

/** One faker record per generator, with the fields ours has where faker can make them. */
const FAKER: Record<string, (f: Faker) => unknown> = {
  document: (f) => ({ documento: dniLike(f), tipo: 'DNI' }),
  phone: (f) => ({ telefono: f.phone.number(), tipo: 'movil', provincia: null }),
  identity: (f) => {
    const sex = f.person.sexType();
    const nombre = f.person.firstName(sex);
    const apellido1 = f.person.lastName();
    const apellido2 = f.person.lastName();
    const birth = f.date.birthdate({ mode: 'age', min: 18, max: 80, refDate: REF });
    return {
      nombre,
      apellido1,
      apellido2,
      nombre_completo: `${nombre} ${apellido1} ${apellido2}`,
      sexo: sex === 'female' ? 'M' : 'H',
      fecha_nacimiento: birth.toISOString().slice(0, 10),
      edad: yearsBetween(birth),
      documento: dniLike(f),
      email: f.internet.email({ firstName: nombre, lastName: apellido1 }),
      telefono: f.phone.number(),
      direccion: f.location.streetAddress(),
      cp: f.location.zipCode(),
      municipio: f.location.city(),
      provincia: f.location.state(),
      comunidad: f.location.state(),
      nss: f.string.numeric(12),
      iban: f.finance.iban({ countryCode: 'ES', formatted: false }),
    };
  },
  iban: (f) => {
    const iban = f.finance.iban({ countryCode: 'ES', formatted: false });
    return { iban, entidad: iban.slice(4, 8), banco: f.company.name(), bic: f.finance.bic() };
  },
  card: (f) => ({
    numero: f.finance.creditCardNumber({ issuer: 'visa' }),
    marca: 'Visa',
    caducidad: mmYy(f.date.future({ years: 5, refDate: REF })),
    cvv: f.finance.creditCardCVV(),
  }),
  passport: (f) => ({
    pasaporte: f.string.alpha({ length: 3, casing: 'upper' }) + f.string.numeric(6),
    holder: f.person.fullName(),
    birth: f.date.birthdate({ mode: 'age', min: 18, max: 80, refDate: REF }),
  }),
  uuid: (f) => ({ uuid: f.string.uuid() }),
  username: (f) => ({ usuario: f.internet.username() }),
  password: (f) => ({ password: f.internet.password({ length: 16 }) }),
};

/** Median records per second of `batch` (which makes COUNT records) after a warm-up. */
function recordsPerSecond(batch: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) batch();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    batch();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return COUNT / (median / 1000);
}

const rows: string[][] = [];
for (const def of GENERATORS) {
  let run = 0;
  // A new seed per run, so no run replays a cached shape of the previous one.
  const ours = recordsPerSecond(() =>
    runGenerator(def, { seed: `bench-${run++}`, count: COUNT, options: { refDate: REF_DATE } }),
  );
  const make = FAKER[def.name]!;
  fakerES.seed(42);
  const theirs = recordsPerSecond(() => Array.from({ length: COUNT }, () => make(fakerES)));
  rows.push([
    def.name,
    Math.round(ours).toLocaleString('en'),
    Math.round(theirs).toLocaleString('en'),
    (ours / theirs).toFixed(2),
  ]);
}

const head = ['generator', 'ours rec/s', 'faker rec/s', 'ours/faker'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) =>
  r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `count=${COUNT}, ${WARMUP} warm-up runs, median of ${RUNS}; Node ${process.version}, @faker-js/faker fakerES`,
);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
