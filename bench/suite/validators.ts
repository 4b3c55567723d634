/**
 * Validators section: operations per second of each of our validators on a
 * mixed pool (half valid, three tenths with a wrong check character, a fifth
 * malformed), next to the raw-arithmetic baseline of the same check and the
 * libraries users would pick, all over the same pool in the same run.
 */
import betterDni from 'better-dni';
import { isValidBBAN, isValidIBAN } from 'ibantools';
import { stdnum } from 'stdnum';
import validator from 'validator';
import { generateCcc, validateCcc } from '../../src/countries/es/formats/ccc.js';
import { generateCif, validateCif } from '../../src/countries/es/formats/cif.js';
import { generateDni, validateDni } from '../../src/countries/es/formats/dni.js';
import { generateIbanEs, validateIbanEs } from '../../src/countries/es/formats/iban.js';
import { generateNie, validateNie } from '../../src/countries/es/formats/nie.js';
import { generateNss, validateNss } from '../../src/countries/es/formats/nss.js';
import { generateNib, validateNib } from '../../src/countries/pt/formats/nib.js';
import {
  generateNif as generateNifPt,
  validateNif as validateNifPt,
} from '../../src/countries/pt/formats/nif.js';
import { generateNiss, validateNiss } from '../../src/countries/pt/formats/niss.js';
import { generateCard, validateCard } from '../../src/domain/card/card.js';
import { generateIban, validateIban } from '../../src/domain/iban/iban.js';
import { type Rng, rngFromSeed } from '../../src/random/rng.js';
import {
  BASELINE_IBAN_COUNTRIES,
  rawCcc,
  rawCif,
  rawDni,
  rawIban,
  rawLuhn,
  rawNib,
  rawNie,
  rawNifPt,
  rawNiss,
  rawNss,
} from './baselines.js';
import { type BenchRow, bestOfAlternating, ratePerSecond, type Settings, timing } from './common.js';

type Check = (value: string) => boolean;

interface Subject {
  readonly id: string;
  readonly label: string;
  /** A value, valid or with a wrong check character. */
  readonly make: (rng: Rng, ok: boolean) => string;
  readonly ours: Check;
  readonly raw: Check;
  readonly libraries: readonly [name: string, check: Check][];
}

const es = stdnum.ES!;
const pt = stdnum.PT!;
const FOREIGN = BASELINE_IBAN_COUNTRIES.filter((c) => c !== 'ES');

/** Portugal's numbers, next to Spain's in the same run. */
const PT_SUBJECTS: readonly Subject[] = [
  {
    id: 'nif-pt',
    label: 'NIF (pt)',
    make: (rng, ok) => generateNifPt(rng, { ok, holder: rng.bool(0.8) ? 'singular' : 'coletiva' }),
    ours: (v) => validateNifPt(v).valid,
    raw: rawNifPt,
    libraries: [['stdnum pt.nif', (v) => pt.nif!.validate(v).isValid]],
  },
  {
    id: 'niss-pt',
    label: 'NISS (pt)',
    make: (rng, ok) => generateNiss(rng, { ok }),
    ours: (v) => validateNiss(v).valid,
    raw: rawNiss,
    libraries: [],
  },
  {
    id: 'nib-pt',
    label: 'NIB (pt)',
    make: (rng, ok) => generateNib(rng, { ok, bankCode: rng.pick(['0035', '0033', '0010', '0018', '0007']) }),
    ours: (v) => validateNib(v).valid,
    raw: rawNib,
    libraries: [["ibantools isValidBBAN(v, 'PT')", (v) => isValidBBAN(v, 'PT')]],
  },
];

const SUBJECTS: readonly Subject[] = [
  {
    id: 'dni',
    label: 'DNI',
    make: (rng, ok) => generateDni(rng, { ok }),
    ours: (v) => validateDni(v).valid,
    raw: rawDni,
    libraries: [
      ['stdnum es.dni', (v) => es.dni!.validate(v).isValid],
      ['better-dni isNIF', (v) => betterDni.isNIF(v)],
      ['validator isIdentityCard ES', (v) => validator.isIdentityCard(v, 'ES')],
    ],
  },
  {
    id: 'nie',
    label: 'NIE',
    make: (rng, ok) => generateNie(rng, { ok }),
    ours: (v) => validateNie(v).valid,
    raw: rawNie,
    libraries: [
      ['stdnum es.nie', (v) => es.nie!.validate(v).isValid],
      ['better-dni isNIE', (v) => betterDni.isNIE(v)],
    ],
  },
  {
    id: 'cif',
    label: 'CIF',
    make: (rng, ok) => generateCif(rng, { ok }),
    ours: (v) => validateCif(v).valid,
    raw: rawCif,
    libraries: [['stdnum es.cif', (v) => es.cif!.validate(v).isValid]],
  },
  {
    id: 'iban-es',
    label: 'IBAN ES',
    make: (rng, ok) => generateIbanEs(rng, { ok }),
    ours: (v) => validateIbanEs(v).valid,
    raw: rawIban,
    libraries: [
      ['ibantools isValidIBAN', (v) => isValidIBAN(v)],
      ['validator isIBAN', (v) => validator.isIBAN(v)],
    ],
  },
  {
    id: 'iban-foreign',
    label: `IBAN foreign (${FOREIGN.length} countries)`,
    make: (rng, ok) => generateIban(rng, { ok, country: rng.pick(FOREIGN) }),
    ours: (v) => validateIban(v).valid,
    raw: rawIban,
    libraries: [
      ['ibantools isValidIBAN', (v) => isValidIBAN(v)],
      ['validator isIBAN', (v) => validator.isIBAN(v)],
    ],
  },
  {
    id: 'ccc',
    label: 'CCC',
    make: (rng, ok) => generateCcc(rng, { ok }),
    ours: (v) => validateCcc(v).valid,
    raw: rawCcc,
    libraries: [["ibantools isValidBBAN(v, 'ES')", (v) => isValidBBAN(v, 'ES')]],
  },
  {
    id: 'nss',
    label: 'NSS',
    make: (rng, ok) => generateNss(rng, { ok }),
    ours: (v) => validateNss(v).valid,
    raw: rawNss,
    libraries: [['stdnum es.nss', (v) => es.nss!.validate(v).isValid]],
  },
  {
    id: 'card',
    label: 'Card (test BINs)',
    make: (rng, ok) =>
      generateCard(rng, { ok, brand: rng.pick(['visa', 'mastercard', 'amex'] as const) }).numero,
    ours: (v) => validateCard(v).valid,
    raw: rawLuhn,
    libraries: [['validator isCreditCard', (v) => validator.isCreditCard(v)]],
  },
];

/** A malformed variant: one character short, or a letter O where a digit was. */
function malform(rng: Rng, value: string): string {
  if (rng.bool()) return value.slice(0, -1);
  const i = rng.int(2, value.length - 2);
  return `${value.slice(0, i)}O${value.slice(i + 1)}`;
}

/** Half valid, three tenths with a wrong check character, a fifth malformed; fixed seed. */
export function mixedPool(subject: Subject, size: number): string[] {
  const rng = rngFromSeed(`bench-validators-${subject.id}`);
  return Array.from({ length: size }, (_, i) => {
    const kind = i % 10;
    return kind < 5
      ? subject.make(rng, true)
      : kind < 8
        ? subject.make(rng, false)
        : malform(rng, subject.make(rng, true));
  });
}

const accepted = (check: Check, pool: readonly string[]) => pool.filter((v) => check(v)).length;

export async function validatorsSection(settings: Settings): Promise<BenchRow[]> {
  const { quick, log } = settings;
  const size = 1000;
  const rows: BenchRow[] = [];
  for (const subject of [...SUBJECTS, ...PT_SUBJECTS]) {
    log(`validators: ${subject.label}`);
    const pool = mixedPool(subject, size);
    const measure = (check: Check) =>
      ratePerSecond(
        () => {
          let n = 0;
          for (let i = 0; i < pool.length; i++) if (check(pool[i]!)) n++;
          return n;
        },
        { ...timing(quick), unitsPerCall: pool.length },
      );
    const [ours, raw] = bestOfAlternating(
      [() => measure(subject.ours), () => measure(subject.raw)],
      quick ? 1 : 2,
    ) as [number, number];
    const row = (
      id: string,
      label: string,
      value: number,
      check: Check,
      ref?: BenchRow['ref'],
      note = '',
    ) => {
      const valid = accepted(check, pool);
      rows.push({
        section: 'validators',
        id: `validators.${subject.id}.${id}`,
        label: `${subject.label}: ${label}`,
        value,
        unit: 'ops/s',
        metrics: { accepted: valid, pool: pool.length },
        ref,
        note: `accepts ${valid}/${pool.length}${note}`,
      });
    };
    row('ours', 'ours', ours, subject.ours, { name: 'raw arithmetic', value: raw });
    row('raw', 'raw-arithmetic baseline', raw, subject.raw);
    for (const [name, check] of subject.libraries) {
      const value = measure(check);
      const slug = name.split(' ')[0]!.replace(/[^a-z-]/g, '');
      row(
        slug,
        name,
        value,
        check,
        { name: 'ours', value: ours },
        `; ours/this ${(ours / value).toFixed(1)}x`,
      );
    }
  }
  return rows;
}
