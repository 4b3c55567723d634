import type { DbError, DbOutcome, DbProblem } from '../db/errors.js';
import type { Lang, LangText } from '../i18n/lang.js';

/** What each database problem says, in one line, in each language. */
const MESSAGES: Readonly<Record<DbProblem, LangText>> = {
  CONNECTION_REFUSED: { es: 'no se puede conectar', en: 'cannot connect', pt: 'não é possível ligar' },
  HOST_NOT_FOUND: {
    es: 'no se encuentra el servidor',
    en: 'server not found',
    pt: 'servidor não encontrado',
  },
  TIMEOUT: { es: 'el servidor no responde', en: 'the server does not answer', pt: 'o servidor não responde' },
  AUTH_FAILED: {
    es: 'usuario o contraseña no aceptados',
    en: 'user or password refused',
    pt: 'utilizador ou palavra-passe não aceites',
  },
  NO_DATABASE: {
    es: 'la base de datos no existe',
    en: 'the database does not exist',
    pt: 'a base de dados não existe',
  },
  NO_FILE: {
    es: 'no se puede abrir el fichero SQLite',
    en: 'cannot open the SQLite file',
    pt: 'não é possível abrir o ficheiro SQLite',
  },
  NO_TABLES: { es: 'no hay tablas', en: 'there are no tables', pt: 'não há tabelas' },
  UNKNOWN_TABLE: { es: 'tabla desconocida', en: 'unknown table', pt: 'tabela desconhecida' },
  UNKNOWN_COLUMN: { es: 'columna desconocida', en: 'unknown column', pt: 'coluna desconhecida' },
  VALUE_DOES_NOT_FIT: {
    es: 'un valor no cabe en su columna',
    en: 'a value does not fit its column',
    pt: 'um valor não cabe na sua coluna',
  },
  LOAD_FAILED: {
    es: 'la base de datos rechazó la carga',
    en: 'the database refused the load',
    pt: 'a base de dados recusou a carga',
  },
  FOREIGN_KEY_CYCLE: {
    es: 'tablas que se referencian en ciclo',
    en: 'tables reference each other in a cycle',
    pt: 'tabelas que se referenciam em ciclo',
  },
  ORPHAN_ROWS: {
    es: 'filas sin su fila padre',
    en: 'rows without their parent row',
    pt: 'linhas sem a sua linha pai',
  },
  TRUNCATE_REFUSED: {
    es: 'otras tablas referencian las que se vacían',
    en: 'other tables reference the tables to empty',
    pt: 'outras tabelas referenciam as que se esvaziam',
  },
  INTERRUPTED: { es: 'interrumpido', en: 'interrupted', pt: 'interrompido' },
  DATABASE_ERROR: { es: 'error de la base de datos', en: 'database error', pt: 'erro da base de dados' },
};

const WORDS: Readonly<Record<Lang, { table: string; row: string; column: string }>> = {
  es: { table: 'tabla', row: 'fila', column: 'columna' },
  en: { table: 'table', row: 'row', column: 'column' },
  pt: { table: 'tabela', row: 'linha', column: 'coluna' },
};

/** What a problem adds after its facts, in each language, from them. */
const DETAILS: Partial<Record<DbProblem, Readonly<Record<Lang, (facts: DbError['facts']) => string>>>> = {
  ORPHAN_ROWS: {
    es: (f) => `${f.orphans} filas no referencian ninguna fila de ${f.references}`,
    en: (f) => `${f.orphans} rows reference no row of ${f.references}`,
    pt: (f) => `${f.orphans} linhas não referenciam nenhuma linha de ${f.references}`,
  },
  TRUNCATE_REFUSED: {
    es: () =>
      'estas tablas referencian las que se vacían: rellénalas también, o añade --cascade para vaciarlas a la vez',
    en: () =>
      'these tables reference the tables to empty: fill them too, or add --cascade to empty them as well',
    pt: () =>
      'estas tabelas referenciam as que se esvaziam: preencha-as também, ou junte --cascade para as esvaziar também',
  },
};

/** What a failed fill or copy left, in each language: its rows, then what stays of it. */
const LEFT: Readonly<
  Record<
    Lang,
    {
      asItWas: string;
      rolledBack: Record<DbOutcome['of'], string>;
      notSent: Record<DbOutcome['of'], string>;
      stay: Record<NonNullable<DbOutcome['stay']>['how'], string>;
    }
  >
> = {
  es: {
    asItWas: 'deshecho: la base de datos queda como estaba',
    rolledBack: {
      fill: 'deshecho: no se ha cargado ninguna fila del relleno',
      copy: 'deshecho: no se ha escrito ninguna fila de la copia',
    },
    notSent: { fill: 'no se ha cargado nada', copy: 'no se ha escrito nada' },
    stay: {
      emptied: 'las tablas vaciadas antes siguen vacías',
      created: 'las tablas creadas se quedan, vacías',
    },
  },
  en: {
    asItWas: 'rolled back: the database is as it was',
    rolledBack: {
      fill: 'rolled back: no row of this fill was loaded',
      copy: 'rolled back: no row of this copy was written',
    },
    notSent: { fill: 'nothing was loaded', copy: 'nothing was written' },
    stay: { emptied: 'the tables emptied first stay empty', created: 'the tables created stay, empty' },
  },
  pt: {
    asItWas: 'desfeito: a base de dados fica como estava',
    rolledBack: {
      fill: 'desfeito: não foi carregada nenhuma linha do preenchimento',
      copy: 'desfeito: não foi escrita nenhuma linha da cópia',
    },
    notSent: { fill: 'não foi carregado nada', copy: 'não foi escrito nada' },
    stay: {
      emptied: 'as tabelas esvaziadas antes ficam vazias',
      created: 'as tabelas criadas ficam, vazias',
    },
  },
};

/** `rolled back: the database is as it was`, or what stays, in `lang`. */
export function outcomeText(outcome: DbOutcome, lang: Lang): string {
  const words = LEFT[lang];
  const rows = outcome.asItWas
    ? words.asItWas
    : (outcome.rolledBack ? words.rolledBack : words.notSent)[outcome.of];
  const { stay } = outcome;
  return stay === undefined ? rows : `${rows}; ${words.stay[stay.how]}: ${stay.tables.join(', ')}`;
}

/** `LOAD_FAILED: the database refused the load (table citas, row 57): duplicate key ...` */
export function dbErrorLine(err: DbError, lang: Lang): string {
  const { target, table, row, column, message, outcome } = err.facts;
  const w = WORDS[lang];
  const where = [
    target,
    table !== undefined ? `${w.table} ${table}` : undefined,
    row !== undefined ? `${w.row} ${row}` : undefined,
    column !== undefined ? `${w.column} ${column}` : undefined,
  ].filter(Boolean);
  const detail = DETAILS[err.problem]?.[lang](err.facts) ?? message?.split('\n')[0];
  const said = detail ? `: ${detail}` : '';
  const left = outcome ? ` [${outcomeText(outcome, lang)}]` : '';
  return `${err.problem}: ${MESSAGES[err.problem][lang]}${where.length ? ` (${where.join(', ')})` : ''}${said}${left}`;
}
