import type { Rng } from '../../random/rng.js';
import { formatCif, generateCif } from './formats/cif.js';
import { type DocumentStyle, formatDni, generateDni } from './formats/dni.js';
import { formatNie, generateNie } from './formats/nie.js';
import { formatNif, generateNif } from './formats/nif.js';
import type { DOCUMENT_SUB } from './options.js';

/** A value of the `document` generator's `sub` option. */
export type DocumentSub = (typeof DOCUMENT_SUB.values)[number];

interface DocumentKind {
  /** The record's `tipo`, the kind's name as validation returns it. */
  readonly tipo: string;
  generate(rng: Rng, options: { readonly ok: boolean }): string;
  format(value: string, style: DocumentStyle): string;
}

/** The documents of `sub`, one entry for each of `DOCUMENT_SUB`'s values. */
const DOCUMENTS: { readonly [Sub in DocumentSub]: DocumentKind } = {
  dni: { tipo: 'DNI', generate: generateDni, format: formatDni },
  nie: { tipo: 'NIE', generate: generateNie, format: formatNie },
  nif: { tipo: 'NIF', generate: generateNif, format: formatNif },
  cif: { tipo: 'CIF', generate: generateCif, format: formatCif },
};

/** A document of kind `sub` in style `fmt`. */
export function documentEs(
  rng: Rng,
  sub: DocumentSub,
  ok: boolean,
  fmt: DocumentStyle,
): { documento: string; tipo: string } {
  const doc = DOCUMENTS[sub];
  const value = doc.generate(rng, { ok });
  // A generated value is already compact: only other styles need formatting.
  return { documento: fmt === 'plain' ? value : doc.format(value, fmt), tipo: doc.tipo };
}
