/**
 * Identifiers inside free text ("Llamar a Lucía al 612345678", "DNI
 * 12.345.678-Z", "IBAN ES74 0182 ..."): found by their shape, kept only when
 * their check digits (or the numbering plan, for phones) say they are one,
 * and replaced by the very replacer a column of their kind uses, so the text
 * and the column still agree. Names in the text that a name column of the
 * same row replaced get that row's fake.
 *
 * A run of digits with separators may hold several numbers ("612 345 678 /
 * 912 345 678"): its groups are tried as windows, longest first from the
 * left, and every window that validates is replaced.
 */

import { validateCcc } from '../countries/es/formats/ccc.js';
import { validateCif } from '../countries/es/formats/cif.js';
import { validateDni } from '../countries/es/formats/dni.js';
import { validateNie } from '../countries/es/formats/nie.js';
import { validateNif } from '../countries/es/formats/nif.js';
import { validateNss } from '../countries/es/formats/nss.js';
import { validatePhone } from '../countries/es/formats/phone.js';
import { validateClabe } from '../countries/mx/formats/clabe.js';
import { validateCurp } from '../countries/mx/formats/curp.js';
import { validateNssMx } from '../countries/mx/formats/nss.js';
import { validatePhoneMx } from '../countries/mx/formats/phone.js';
import { validateRfc } from '../countries/mx/formats/rfc.js';
import { validateCc } from '../countries/pt/formats/cc.js';
import { validateNib } from '../countries/pt/formats/nib.js';
import { validateNif as validateNifPt, validateNipc } from '../countries/pt/formats/nif.js';
import { validateNiss } from '../countries/pt/formats/niss.js';
import { validatePhonePt } from '../countries/pt/formats/phone.js';
import { validateIban } from '../domain/iban/iban.js';
import type { Replacer } from '../pseudonym/kind.js';
import { isCardNumber } from './kinds/card.js';
import type { ColumnKindId } from './kinds/index.js';
import { casePattern, fold, hasNonAscii, inCase, stripAccents } from './names/fold.js';

/** What free text is searched for, by the column kind whose replacer it gets ("nombre": a row's names). */
export type FoundKind =
  | 'email'
  | 'iban'
  | 'documento'
  | 'ccc'
  | 'tarjeta'
  | 'nss'
  | 'telefono'
  | 'nombre'
  | 'nif_pt'
  | 'niss'
  | 'cc'
  | 'nib'
  | 'telefono_pt'
  | 'curp'
  | 'rfc'
  | 'clabe'
  | 'nss_mx'
  | 'telefono_mx';

/**
 * One pass over the text: an email; something shaped like an IBAN (two
 * capitals, two digits, groups of letters and digits); a NIE, NIF or CIF
 * (a letter, seven digits, a check character); or a run of digits with
 * single separators, a leading "+" or "00", and an optional trailing letter
 * (a DNI's).
 */
const CANDIDATE =
  /([\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|\b([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{2,4}){3,8}(?: [A-Z0-9])?)\b|\b([A-HJ-NP-SUVW-Za-hj-np-suvw-z][ -]?\d{7}[ -]?[0-9A-Za-z])\b|((?:\+|\b00)?\b\d(?:[ .\-/]?\d){6,22}(?:[ -]?[A-Za-z](?![\p{L}\d]))?)/gu;

const WORD = /\p{L}{3,}/gu;

interface Classified {
  readonly kind: FoundKind;
  readonly text: string;
}

/** The kind a digit window is valid as, if any. */
function classifyDigits(candidate: string): FoundKind | undefined {
  const digits = candidate.replace(/[^\dA-Za-z+]/g, '');
  const length = digits.length;
  if (/[A-Za-z]$/.test(digits)) return length === 9 && validateDni(candidate).valid ? 'documento' : undefined;
  if (length === 20 && validateCcc(candidate).valid) return 'ccc';
  if (length === 12 && validateNss(candidate).valid) return 'nss';
  if (length >= 12 && length <= 19 && isCardNumber(candidate)) return 'tarjeta';
  if (length >= 9 && length <= 13 && validatePhone(candidate).valid) return 'telefono';
  return undefined;
}

/** Portugal's: a NIB (21 digits), a NISS (11), a card, a phone or else a NIF/NIPC (9). */
function classifyDigitsPt(candidate: string): FoundKind | undefined {
  const digits = candidate.replace(/[^\dA-Za-z+]/g, '');
  const length = digits.length;
  if (/[A-Za-z]$/.test(digits)) return undefined;
  if (length === 21 && validateNib(candidate).valid) return 'nib';
  if (length === 11 && validateNiss(candidate).valid) return 'niss';
  if (length >= 12 && length <= 19 && isCardNumber(candidate)) return 'tarjeta';
  if (length >= 9 && length <= 14 && validatePhonePt(candidate).valid) return 'telefono_pt';
  if (length === 9 && (validateNifPt(candidate).valid || validateNipc(candidate).valid)) return 'nif_pt';
  return undefined;
}

/** Mexico's: a CLABE (18 digits), an NSS (11), a card or a phone (10, or with +52). */
function classifyDigitsMx(candidate: string): FoundKind | undefined {
  const digits = candidate.replace(/[^\dA-Za-z+]/g, '');
  const length = digits.length;
  if (/[A-Za-z]$/.test(digits)) return undefined;
  if (length === 18 && validateClabe(candidate).valid) return 'clabe';
  if (length === 11 && validateNssMx(candidate).valid) return 'nss_mx';
  if (length >= 12 && length <= 19 && isCardNumber(candidate)) return 'tarjeta';
  if (length >= 10 && length <= 14 && validatePhoneMx(candidate).valid) return 'telefono_mx';
  return undefined;
}

/**
 * A CURP (4 letters, 6 digits, 8 characters) or an RFC (3 or 4 letters, 6
 * digits, 3 characters) as one word, in capitals or not: kept only when
 * its validator (check character included) says it is one.
 */
const MX_LETTER_DOC = /(?<![\p{L}\d])([A-ZÑ&]{3,4}\d{6}[0-9A-Z]{3}(?:[0-9A-Z]{5})?)(?![\p{L}\d])/giu;

const SIX_DIGITS = /\d{6}/;

/**
 * Portugal's identifiers the candidate pass does not take whole: a Cartão
 * de Cidadão document number ("12345678 9 ZZ4", "123456789ZZ4": eight
 * digits, the civil number's check digit, a version of two characters with
 * at least one letter, as every issued version has, and the document
 * check), and a Portuguese IBAN in any case and spacing ("PT 50 0035 ...",
 * "pt50-0035-..."). Each is kept only when its check holds.
 */
const PT_WHOLE =
  /(?<![\p{L}\d])(\d{8}[ -]?\d[ -]?(?:[A-Za-z][A-Za-z\d]|\d[A-Za-z])[ -]?\d)(?![\p{L}\d])|(?<![\p{L}\d])([Pp][Tt][ -]?\d{2}(?:[ .-]?\d){21})(?!\d)/gu;

/** Where PT_WHOLE may match: eight digits in a row, or "PT" before a digit. */
const PT_WHOLE_HINT = /\d{8}|[Pp][Tt][ -]?\d/;

/**
 * What says the nine digits after it are a NIF ("NIF: 234 567 899", "NIPC
 * n.º", "contribuinte"): a NIF of an individual starting with 2 also reads
 * as a landline, and the label tells which it is.
 */
const PT_NIF_LABEL = /\b(?:nif|nipc|contribuinte)(?:\s*n\.?\s?º|\s*n\.)?\s*[:.]?\s*$/i;

/** A Portuguese NIF in its VAT form ("PT123456789"), which reads as the head of an IBAN. */
const PT_VAT = /^PT\d{9}$/i;

/** The pieces of a digit run: each group with the separator before it. */
function groupsOf(run: string): string[] {
  return run.match(/[ .\-/]?[^ .\-/]+/g) ?? [run];
}

/**
 * Windows of the run's groups that validate, left to right, longest first;
 * what lies between them is kept.
 */
function splitRun(
  run: string,
  classify: (candidate: string) => FoundKind | undefined,
): (string | Classified)[] {
  const whole = classify(run);
  if (whole !== undefined) return [{ kind: whole, text: run }];
  const groups = groupsOf(run);
  const out: (string | Classified)[] = [];
  let start = 0;
  while (start < groups.length) {
    let matched = false;
    for (let end = groups.length; end > start; end--) {
      const window = groups.slice(start, end).join('');
      const lead = /^[ .\-/]/.test(window) ? window.charAt(0) : '';
      const body = window.slice(lead.length);
      const kind = classify(body);
      if (kind !== undefined) {
        out.push(lead, { kind, text: body });
        start = end;
        matched = true;
        break;
      }
    }
    if (!matched) {
      out.push(groups[start] as string);
      start++;
    }
  }
  return out;
}

/** An IBAN-shaped run: the longest leading groups that make a valid IBAN, and the rest. */
function splitIban(run: string): (string | Classified)[] {
  const groups = groupsOf(run);
  // A compact IBAN is one group; a spaced one has at least three.
  for (let end = groups.length; end >= (groups.length < 3 ? 1 : 3); end--) {
    const candidate = groups.slice(0, end).join('');
    if (validateIban(candidate).valid) return [{ kind: 'iban', text: candidate }, groups.slice(end).join('')];
  }
  return [run];
}

const isNifPt = (digits: string): boolean => validateNifPt(digits).valid || validateNipc(digits).valid;

const isDocument = (value: string): boolean =>
  validateNie(value).valid || validateNif(value).valid || validateCif(value).valid;

/** True when a text may hold an identifier: an "@", or at least seven digits. */
function mayHold(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++digits >= 7) return true;
    } else if (c === 64) return true;
  }
  return false;
}

/** A row's name words: folded input word -> the word the name column wrote (and whether its input had accents). */
export type RowNames = Map<string, { readonly fake: string; readonly accented: boolean }>;

export class FreeTextScanner {
  private readonly classify: (candidate: string) => FoundKind | undefined;

  constructor(
    private readonly replacerOf: (kind: ColumnKindId) => Replacer,
    private readonly locale: 'es' | 'pt' | 'mx' = 'es',
  ) {
    this.classify = locale === 'pt' ? classifyDigitsPt : locale === 'mx' ? classifyDigitsMx : classifyDigits;
  }

  /** `text` with what it holds replaced; `found` counts each replacement by kind. */
  scan(text: string, names: RowNames | undefined, found: Map<FoundKind, number>): string {
    let out = text;
    if (this.locale === 'mx' && SIX_DIGITS.test(text)) out = this.mexicanDocuments(out, found);
    if (mayHold(text))
      out =
        this.locale === 'pt' && PT_WHOLE_HINT.test(out)
          ? this.portugueseWholes(out, found)
          : this.identifiers(out, found);
    if (names !== undefined && names.size > 0 && mentions(out, names))
      out = out.replace(WORD, (word) => {
        const name = names.get(fold(word));
        if (name === undefined) return word;
        count(found, 'nombre');
        const plain = !hasNonAscii(word) && name.accented;
        return inCase(plain ? stripAccents(name.fake) : name.fake, casePattern(word));
      });
    return out;
  }

  /** CURPs and RFCs (letters and digits in one word, which the digit runs do not see). */
  private mexicanDocuments(text: string, found: Map<FoundKind, number>): string {
    return text.replace(MX_LETTER_DOC, (word: string) => {
      const kind: FoundKind | undefined = validateCurp(word).valid
        ? 'curp'
        : validateRfc(word).valid
          ? 'rfc'
          : undefined;
      if (kind === undefined) return word;
      count(found, kind);
      return this.replacerOf(kind).replace(word).text;
    });
  }

  private identifiers(text: string, found: Map<FoundKind, number>): string {
    return text.replace(CANDIDATE, (match, email, iban, letterDoc, run, offset: number) =>
      this.candidate(match, email, iban, letterDoc, run, found, offset, text),
    );
  }

  /**
   * Cartão de Cidadão numbers and spaced IBANs (PT_WHOLE) replaced first,
   * and the other identifiers searched for only between them, so no part of
   * a fake is read again.
   */
  private portugueseWholes(text: string, found: Map<FoundKind, number>): string {
    let out = '';
    let from = 0;
    for (const match of text.matchAll(PT_WHOLE)) {
      const [word, card] = match;
      const kind: FoundKind = card !== undefined ? 'cc' : 'iban';
      if (!(kind === 'cc' ? validateCc(word) : validateIban(word)).valid) continue;
      out += this.identifiers(text.slice(from, match.index), found);
      count(found, kind);
      out += this.replacerOf(kind).replace(word).text;
      from = match.index + word.length;
    }
    return out + this.identifiers(text.slice(from), found);
  }

  private candidate(
    match: string,
    email: string | undefined,
    iban: string | undefined,
    letterDoc: string | undefined,
    run: string | undefined,
    found: Map<FoundKind, number>,
    offset: number,
    text: string,
  ): string {
    let parts: (string | Classified)[];
    if (email !== undefined) parts = [{ kind: 'email', text: email }];
    else if (iban !== undefined)
      parts =
        this.locale === 'pt' && PT_VAT.test(iban) && isNifPt(iban.slice(2))
          ? [{ kind: 'nif_pt', text: iban }]
          : splitIban(iban);
    else if (letterDoc !== undefined)
      parts =
        this.locale === 'es' && isDocument(letterDoc) ? [{ kind: 'documento', text: letterDoc }] : [match];
    else if (run !== undefined)
      parts =
        this.locale === 'pt' &&
        isNifPt(run) &&
        PT_NIF_LABEL.test(text.slice(Math.max(0, offset - 24), offset))
          ? [{ kind: 'nif_pt', text: run }]
          : splitRun(run, this.classify);
    else return match;
    let out = '';
    for (const part of parts) {
      if (typeof part === 'string') out += part;
      else {
        count(found, part.kind);
        out += this.replacerOf(part.kind).replace(part.text).text;
      }
    }
    return out;
  }
}

/** Whether the folded text contains one of the row's names at all: most texts do not, and are not split into words. */
function mentions(text: string, names: RowNames): boolean {
  const folded = fold(text);
  for (const key of names.keys()) if (folded.includes(key)) return true;
  return false;
}

function count(found: Map<FoundKind, number>, kind: FoundKind): void {
  found.set(kind, (found.get(kind) ?? 0) + 1);
}
