import type { Rng } from '../../random/rng.js';
import { formatCc, generateCc } from './formats/cc.js';
import { formatNif, generateNif } from './formats/nif.js';
import { formatNiss, generateNiss } from './formats/niss.js';
import type { DOCUMENT_FMT, DOCUMENT_SUB } from './options.js';

export type DocumentStylePt = (typeof DOCUMENT_FMT.values)[number];

interface DocumentKindPt {
  /** The record's `tipo`, the kind's name as validation returns it. */
  readonly tipo: string;
  generate(rng: Rng, ok: boolean): string;
  format(value: string, style: DocumentStylePt): string;
}

/** The documents of `sub`, one entry for each of `DOCUMENT_SUB`'s values. */
const DOCUMENTS_PT: { readonly [Sub in (typeof DOCUMENT_SUB.values)[number]]: DocumentKindPt } = {
  nif: { tipo: 'NIF', generate: (rng, ok) => generateNif(rng, { ok }), format: formatNif },
  nipc: {
    tipo: 'NIPC',
    generate: (rng, ok) => generateNif(rng, { ok, holder: 'coletiva' }),
    format: formatNif,
  },
  cc: { tipo: 'CC', generate: (rng, ok) => generateCc(rng, { ok }), format: formatCc },
  // A NISS is written as one block of eleven digits.
  niss: {
    tipo: 'NISS',
    generate: (rng, ok) => generateNiss(rng, { ok }),
    format: (value) => formatNiss(value),
  },
};

/** A document of kind `sub` in style `fmt`. */
export function documentPt(
  rng: Rng,
  sub: (typeof DOCUMENT_SUB.values)[number],
  ok: boolean,
  style: (typeof DOCUMENT_FMT.values)[number],
): { documento: string; tipo: string } {
  const kind = DOCUMENTS_PT[sub];
  const value = kind.generate(rng, ok);
  return { documento: style === 'plain' ? value : kind.format(value, style), tipo: kind.tipo };
}
