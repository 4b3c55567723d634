/**
 * What goes wrong between us and a live database, as data: a problem code
 * and the facts a person needs (table, row, the database's own message).
 * The CLI renders it as one line; nothing of the password is kept.
 */
export type DbProblem =
  | 'CONNECTION_REFUSED'
  | 'HOST_NOT_FOUND'
  | 'TIMEOUT'
  | 'AUTH_FAILED'
  | 'NO_DATABASE'
  | 'NO_FILE'
  | 'NO_TABLES'
  | 'UNKNOWN_TABLE'
  | 'UNKNOWN_COLUMN'
  | 'VALUE_DOES_NOT_FIT'
  | 'LOAD_FAILED'
  | 'FOREIGN_KEY_CYCLE'
  | 'ORPHAN_ROWS'
  | 'TRUNCATE_REFUSED'
  | 'INTERRUPTED'
  | 'DATABASE_ERROR';

export interface DbErrorFacts {
  readonly target?: string;
  readonly table?: string;
  /** 1-based row of the table's generated rows. */
  readonly row?: number;
  readonly column?: string;
  /** The database's own message (or, for VALUE_DOES_NOT_FIT, what does not fit). */
  readonly message?: string;
  /** ORPHAN_ROWS: how many rows reference no row of `references`, the table their key names. */
  readonly orphans?: number;
  readonly references?: string;
  /** What a failed fill or copy left in the database. */
  readonly outcome?: DbOutcome;
}

/**
 * What a failed fill or copy left behind, as data (the CLI words it in its
 * language): its rows rolled back or never sent, and what stays of it
 * where the database commits some statements on their own.
 */
export interface DbOutcome {
  readonly of: 'fill' | 'copy';
  /** Its transaction had begun and was rolled back; false: nothing was sent. */
  readonly rolledBack: boolean;
  /** Rolled back with everything it did, emptying included: the database is as it was. */
  readonly asItWas?: boolean;
  /** Tables that stay as the run left them: emptied first by a fill, or created (empty) by a copy. */
  readonly stay?: { readonly how: 'emptied' | 'created'; readonly tables: readonly string[] };
}

export class DbError extends Error {
  constructor(
    readonly problem: DbProblem,
    readonly facts: DbErrorFacts = {},
  ) {
    super(facts.message ? `${problem}: ${facts.message}` : problem);
    this.name = 'DbError';
  }
}

/** A driver's message with the password cut out, should the driver ever echo it. */
export function scrub(message: string, password: string | undefined): string {
  // A very short password would blank ordinary letters; drivers do not echo passwords anyway.
  if (!password || password.length < 3) return message;
  return message.split(password).join('***');
}

/** Errors every driver reports the same way, by Node's socket codes. */
export function socketProblem(code: unknown): DbProblem | undefined {
  switch (code) {
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'CONNECTION_REFUSED';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'HOST_NOT_FOUND';
    case 'ETIMEDOUT':
      return 'TIMEOUT';
    default:
      return undefined;
  }
}

/** A table that did not load: its name, the 1-based row and the database's own message. */
export function loadFailed(table: string, row: number | undefined, message: string): DbError {
  return new DbError('LOAD_FAILED', { table, row, message });
}
