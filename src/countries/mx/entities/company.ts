import { formatDate, fromDayNumber, toDayNumber } from '../../../generators/dates.js';
import type { Company } from '../../../generators/entities/types.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { COMPANY_REGIONS_MX, COMPANY_TRADES_MX } from '../data/company-words.js';
import { surnamesMx } from '../data/generated/surnames.js';
import { type CompanyNamePart, companyNamePart, completeCompanyRfc } from '../formats/rfc.js';

const LABELS = { name: streamLabel('name'), date: streamLabel('date'), bad: streamLabel('bad') } as const;

/**
 * Legal forms as the name ends with them (Ley General de Sociedades
 * Mercantiles; Código Civil for the S.C.), with weights that are a
 * modelling choice: no open count of companies by form was found.
 */
const FORMS = [', S.A. de C.V.', ', S. de R.L. de C.V.', ', S.A.P.I. de C.V.', ', S.C.', ', S.A.'] as const;
const FORM_CUMULATIVE = [50, 80, 85, 95, 100];

/** Incorporation dates: 1 January 1975 to 31 December 2024. */
const FIRST_DAY = toDayNumber({ y: 1975, m: 1, d: 1 });
const LAST_DAY = toDayNumber({ y: 2024, m: 12, d: 31 });

/**
 * A firm name without its legal form, and a number that identifies it
 * among all names the shapes make (shape, word and surname indices): the
 * RFC's letters and homoclave are worked out once per number.
 */
type Shape = (rng: Rng) => readonly [name: string, id: number];

const surnameIndex = (rng: Rng) => rng.weighted(surnamesMx().cumulativeFirst);
const surnameAt = (i: number) => surnamesMx().names[i]!;
const SURNAMES = 10_000;
const WORDS = 100;

const SHAPES: readonly Shape[] = [
  (rng) => {
    const t = rng.int(0, COMPANY_TRADES_MX.length - 1);
    const s = surnameIndex(rng);
    return [`${COMPANY_TRADES_MX[t]} ${surnameAt(s)}`, t * SURNAMES + s];
  },
  (rng) => {
    const t = rng.int(0, COMPANY_TRADES_MX.length - 1);
    const r = rng.int(0, COMPANY_REGIONS_MX.length - 1);
    return [`${COMPANY_TRADES_MX[t]} ${COMPANY_REGIONS_MX[r]}`, t * WORDS + r];
  },
  (rng) => {
    const s = surnameIndex(rng);
    return [`Grupo ${surnameAt(s)}`, s];
  },
  (rng) => {
    const s = surnameIndex(rng);
    return [`${surnameAt(s)} y Asociados`, s];
  },
  (rng) => {
    const s = surnameIndex(rng);
    return [`${surnameAt(s)} Hermanos`, s];
  },
];
const SHAPE_CUMULATIVE = [4, 7, 8, 9, 10];

/** How many numbers each shape makes (its ids are below that). */
const SHAPE_SIZES = [
  COMPANY_TRADES_MX.length * SURNAMES,
  COMPANY_TRADES_MX.length * WORDS,
  SURNAMES,
  SURNAMES,
  SURNAMES,
];

/** Name parts by shape, then by the shape's number: arrays, so a drawn company's part is one read. */
const NAME_PARTS: (CompanyNamePart | undefined)[][] = SHAPES.map(() => []);

function namePart(shape: number, id: number, name: string): CompanyNamePart {
  let parts = NAME_PARTS[shape]!;
  if (parts.length === 0) {
    parts = new Array<CompanyNamePart | undefined>(SHAPE_SIZES[shape]!).fill(undefined);
    NAME_PARTS[shape] = parts;
  }
  let part = parts[id];
  if (part === undefined) {
    part = companyNamePart(name);
    parts[id] = part;
  }
  return part;
}

export interface CompanyMx extends Company {
  /** Date of incorporation (YYYY-MM-DD), the date the RFC carries. */
  readonly fechaConstitucion: string;
}

/**
 * A Mexican company: a firm name ending in its legal form ("Transportes
 * Hernández, S.A. de C.V.", "Aceros del Norte, S. de R.L. de C.V.") and the
 * RFC of a legal person that matches it (letters of the name, date of
 * incorporation, homoclave from the name). `ok: false` keeps the company,
 * with a wrong check character.
 */
export function drawCompany(rng: Rng, { ok = true }: { ok?: boolean } = {}): CompanyMx {
  const nameRng = rng.split(LABELS.name);
  const form = FORMS[nameRng.weighted(FORM_CUMULATIVE)]!;
  const shape = nameRng.weighted(SHAPE_CUMULATIVE);
  const [name, id] = SHAPES[shape]!(nameRng);
  return new DrawnCompany(rng, name + form, namePart(shape, id, name), ok);
}

/** The RFC is worked out when first read: a row with only the firm's name never pays for it. */
class DrawnCompany implements CompanyMx {
  private rfc: string | undefined;
  private date: string | undefined;

  constructor(
    private readonly rng: Rng,
    readonly razonSocial: string,
    private readonly part: CompanyNamePart,
    private readonly ok: boolean,
  ) {}

  get fechaConstitucion(): string {
    this.date ??= formatDate(fromDayNumber(this.rng.split(LABELS.date).int(FIRST_DAY, LAST_DAY)));
    return this.date;
  }

  get taxId(): string {
    this.rfc ??= completeCompanyRfc(
      this.part,
      this.fechaConstitucion,
      this.ok ? undefined : this.rng.split(LABELS.bad).int(1, 10),
    );
    return this.rfc;
  }
}
