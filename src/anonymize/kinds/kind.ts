/**
 * What every column kind offers the engine: a replacer built once per run
 * from the run's permutations, and a line for the plan. A replacer maps one
 * non-empty value to its fake and says whether the input was valid for the
 * kind (an invalid value is still replaced, and counted).
 */
import type { StreetArea } from '../../countries/es/entities/streets.js';
import type { Permutations } from '../feistel.js';
import type { NameWord } from '../names/name-mapper.js';

export interface Replacement {
  readonly text: string;
  readonly valid: boolean;
  /** Name kinds: each replaced word and the word written for it (free text of the row follows them). */
  readonly words?: readonly NameWord[];
}

/** What a replacer may know of the rest of its row: the language area of the row's fake place. */
export interface RowContext {
  readonly area?: StreetArea;
}

export interface Replacer {
  replace(value: string, row?: RowContext): Replacement;
}

export interface KindContext {
  readonly permutations: Permutations;
  /** Days a date of birth may move (0: dates are kept). */
  readonly dateWindow: number;
  /** Places move inside their province (default: anywhere). */
  readonly keepProvince?: boolean;
  /** Whose names and rules: Spain's (default), Portugal's or Mexico's. */
  readonly locale?: 'es' | 'pt' | 'mx';
}

export interface ColumnKind {
  /** What the plan prints for a column of this kind: how validity is kept. */
  readonly action: string;
  create(context: KindContext): Replacer;
}

export const replaced = (text: string, valid: boolean): Replacement => ({ text, valid });
