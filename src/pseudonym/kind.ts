/**
 * What every column kind offers the engine: a replacer built once per run
 * from the run's permutations, and a line for the plan. A replacer maps one
 * non-empty value to its fake and says whether the input was valid for the
 * kind (an invalid value is still replaced, and counted).
 */
import type { ValidationResult } from '../domain/validation.js';
import type { Permutation, Permutations } from './feistel.js';
import { present } from './presentation.js';
import { scramble } from './scramble.js';

/** A replaced name word: as written, its folded key, and the word written for it. */
export interface NameWord {
  readonly input: string;
  readonly key: string;
  readonly fake: string;
}

export interface Replacement {
  readonly text: string;
  readonly valid: boolean;
  /** Name kinds: each replaced word and the word written for it (free text of the row follows them). */
  readonly words?: readonly NameWord[];
}

/**
 * `Row` is what a replacer may know of the rest of its row, as the engine
 * that runs it tells; most kinds read nothing of it.
 */
export interface Replacer<Row = unknown> {
  replace(value: string, row?: Row): Replacement;
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

export interface ColumnKind<Row = unknown> {
  /** What the plan prints for a column of this kind: how validity is kept. */
  readonly action: string;
  /**
   * True when a value is valid of this kind. A country's kinds that have it
   * vote with it when a column is detected by its values, in the order
   * the country lists them.
   */
  readonly isValid?: (value: string) => boolean;
  /** True when its replacer reads the row's context: a row engine works it out only for such a column. */
  readonly readsRow?: boolean;
  create(context: KindContext): Replacer<Row>;
}

export const replaced = (text: string, valid: boolean): Replacement => ({ text, valid });

/** How a checked identifier is read and rebuilt (checkedKind). */
export interface CheckedIdentifier {
  /** Labels its permutation and the scrambling of its invalid values. */
  readonly label: string;
  readonly action: string;
  /** How many numbers the permuted part holds. */
  readonly size: number;
  /** Its validator: a valid value's normalized form is what `rebuild` reads. */
  readonly validate: (value: string) => ValidationResult;
  /** The fake for a valid compact form, given the kind's permutation. */
  readonly rebuild: (compact: string, numbers: Permutation) => string;
  /** Whether values of the kind vote when a column is detected by its values (ColumnKind.isValid). */
  readonly votes: boolean;
}

/**
 * The kind of an identifier with check digits: a valid value keeps what
 * `rebuild` keeps, gets a permuted number and recomputed checks, and is
 * written in the input's presentation; an invalid one is scrambled
 * character by character until it is still not valid.
 */
export function checkedKind(id: CheckedIdentifier): ColumnKind {
  const isValid = (value: string) => id.validate(value).valid;
  return {
    action: id.action,
    ...(id.votes ? { isValid } : {}),
    create({ permutations }) {
      const numbers = permutations.get(id.label, id.size);
      const invalid = (candidate: string) => !isValid(candidate);
      return {
        replace(value) {
          const result = id.validate(value);
          if (!result.valid) return replaced(scramble(permutations, id.label, value, invalid), false);
          return replaced(present(value, id.rebuild(result.normalized, numbers)), true);
        },
      };
    },
  };
}
