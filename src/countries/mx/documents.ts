import type { Person } from '../../generators/entities/person.js';
import type { Company } from '../../generators/entities/types.js';
import type { Rng } from '../../random/rng.js';
import { stateLettersOf } from './entities/address.js';
import { curpLettersOf } from './entities/person.js';
import { curpOf } from './formats/curp.js';
import { generateNssMx } from './formats/nss.js';
import { formatRfc, rfcOfPerson } from './formats/rfc.js';
import type { DOCUMENT_FMT, DOCUMENT_SUB } from './options.js';

/**
 * What a document is made of: the person, where they live (the CURP's
 * state), their company. A bulk row is one as it is (its parts are drawn
 * when first read).
 */
export interface DocumentSourceMx {
  readonly person: Person;
  readonly address: { readonly regionCode: string };
  readonly company: Company;
  readonly refDate: string;
}

interface DocumentKindMx {
  /** The record's `tipo`, the kind's name as validation returns it. */
  readonly tipo: string;
  generate(rng: Rng, source: DocumentSourceMx, ok: boolean): string;
}

/**
 * The position-17 character RENAPO gives: the first free one, so almost
 * always 0 (or A from 2000); a tenth of the people here get a later one, as
 * homonyms do (a modelling choice).
 */
const differentiator = (rng: Rng) => (rng.bool(0.9) ? 0 : rng.int(1, 3));

/**
 * The documents of `sub`, one entry for each of `DOCUMENT_SUB`'s values. The CURP's birth
 * state is the state the person lives in (the sources have no migration
 * table to draw another from).
 */
const DOCUMENTS_MX: { readonly [Sub in (typeof DOCUMENT_SUB.values)[number]]: DocumentKindMx } = {
  curp: {
    tipo: 'CURP',
    generate: (rng, { person, address }, ok) =>
      curpOf(
        {
          nombre: person.nombre,
          apellido1: person.apellido1,
          apellido2: person.apellido2,
          sexo: person.sexo,
          fechaNacimiento: person.fechaNacimiento,
          stateLetters: stateLettersOf(address.regionCode),
        },
        differentiator(rng),
        ok ? undefined : rng.int(1, 9),
        curpLettersOf(person),
      ),
  },
  rfc: {
    tipo: 'RFC',
    generate: (rng, { person }, ok) =>
      rfcOfPerson(person, person.fechaNacimiento, ok ? undefined : rng.int(1, 10)),
  },
  rfc_moral: {
    tipo: 'RFC',
    generate: (rng, { company }, ok) => {
      const { taxId: cif } = company;
      if (ok) return cif;
      // Same company, another check character.
      const rightCheck = cif.charAt(cif.length - 1);
      const all = '0123456789A';
      return cif.slice(0, -1) + all.charAt((all.indexOf(rightCheck) + rng.int(1, 10)) % 11);
    },
  },
  nss: {
    tipo: 'NSS_MX',
    generate: (rng, { person, refDate }, ok) =>
      generateNssMx(rng, {
        birthYear: Number(person.fechaNacimiento.slice(0, 4)),
        refYear: Number(refDate.slice(0, 4)),
        ok,
      }),
  },
};

/** A document of kind `sub` in style `fmt`. */
export function documentMx(
  rng: Rng,
  source: DocumentSourceMx,
  sub: (typeof DOCUMENT_SUB.values)[number],
  ok: boolean,
  fmt: (typeof DOCUMENT_FMT.values)[number],
): { documento: string; tipo: string } {
  const kind = DOCUMENTS_MX[sub];
  const value = kind.generate(rng, source, ok);
  return {
    documento: fmt === 'dashed' && kind.tipo === 'RFC' ? formatRfc(value, 'dashed') : value,
    tipo: kind.tipo,
  };
}
