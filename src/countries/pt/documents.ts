import type { Rng } from '../../random/rng.js';
import { formatCc, generateCc } from './formats/cc.js';
import { formatNif, generateNif } from './formats/nif.js';
import { formatNiss, generateNiss } from './formats/niss.js';

export type DocumentStylePt = 'plain' | 'spaced';

interface DocumentKindPt {
  /** The record's `tipo`, the kind's name as validation returns it. */
  readonly tipo: string;
  generate(rng: Rng, ok: boolean): string;
  format(value: string, style: DocumentStylePt): string;
}

/** The documents of `sub`, one entry each; `DOCUMENT_SUB` lists the same names. */
export const DOCUMENTS_PT: Readonly<Record<string, DocumentKindPt>> = {
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

const STYLES: Readonly<Record<string, DocumentStylePt>> = { plain: 'plain', spaced: 'spaced' };

/** A document of kind `sub` in style `fmt` (both already checked against their option's values). */
export function documentPt(
  rng: Rng,
  sub: unknown,
  ok: boolean,
  fmt: unknown,
): { documento: string; tipo: string } {
  const kind = DOCUMENTS_PT[String(sub)] ?? DOCUMENTS_PT.nif!;
  const value = kind.generate(rng, ok);
  const style = STYLES[String(fmt)] ?? 'plain';
  return { documento: style === 'plain' ? value : kind.format(value, style), tipo: kind.tipo };
}
