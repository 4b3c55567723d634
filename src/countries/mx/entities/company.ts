import { formatDate, fromDayNumber, toDayNumber } from '../../../generators/dates.js';
import type { Company } from '../../../generators/entities/company.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { COMPANY_REGIONS_MX, COMPANY_TRADES_MX } from '../data/company-words.js';
import { surnamesMx } from '../data/generated/surnames.js';
import { rfcOfCompany } from '../formats/rfc.js';

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

const surname = (rng: Rng) => {
  const s = surnamesMx();
  return s.names[rng.weighted(s.cumulativeFirst)]!;
};

type Shape = (rng: Rng) => string;
const SHAPES: readonly Shape[] = [
  (rng) => `${rng.pick(COMPANY_TRADES_MX)} ${surname(rng)}`,
  (rng) => `${rng.pick(COMPANY_TRADES_MX)} ${rng.pick(COMPANY_REGIONS_MX)}`,
  (rng) => `Grupo ${surname(rng)}`,
  (rng) => `${surname(rng)} y Asociados`,
  (rng) => `${surname(rng)} Hermanos`,
];
const SHAPE_CUMULATIVE = [4, 7, 8, 9, 10];

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
export function drawCompanyMx(rng: Rng, { ok = true }: { ok?: boolean } = {}): CompanyMx {
  const nameRng = rng.split(LABELS.name);
  const form = FORMS[nameRng.weighted(FORM_CUMULATIVE)]!;
  const razonSocial = SHAPES[nameRng.weighted(SHAPE_CUMULATIVE)]!(nameRng) + form;
  const fechaConstitucion = formatDate(fromDayNumber(rng.split(LABELS.date).int(FIRST_DAY, LAST_DAY)));
  const cif = rfcOfCompany(razonSocial, fechaConstitucion, ok ? undefined : rng.split(LABELS.bad).int(1, 10));
  return { cif, razonSocial, fechaConstitucion };
}
