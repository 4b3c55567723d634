/**
 * What a column's name says to a database copy. An extract's header is
 * read alone; a database column is read as `db introspect` reads it
 * (docs/api.md, Live databases), with its table and its SQL type:
 * - a column that holds a catalog's entries (`categories.category_name`,
 *   a `country`, a `contact_title`, a province table's names) is no
 *   person's and is kept;
 * - a name rule counts only when its type's values suit the column (a
 *   `ship_via smallint` is no street, a `state_id` no province), so a
 *   kind is never planned where its fakes cannot be written;
 * - a thing's name no catalog knows is read as a person's, in doubt,
 *   unless its table lists kinds of things (`media_type`, `order_status`).
 * The rule's anonymizer kind is then the same as an extract's, but for a
 * lone `name` with no surname beside it, which holds the whole name.
 */
import { kindOf } from '../../anonymize/detect.js';
import type { ColumnKindId } from '../../anonymize/kinds/index.js';
import { normaliseName } from '../../fields/column-words.js';
import { type CatalogColumn, type CatalogTable, isSingleKey } from '../catalog.js';
import { catalogMapping } from '../catalog-columns.js';
import { suits } from '../column-types.js';
import type { DbLocale } from '../db-locale.js';
import { isLoneName, rulesFor } from '../name-rules.js';

/**
 * The kind a column's name gives it in its table: a kind, null when the
 * name keeps it (a catalog's entries, a company's name), undefined when
 * no rule that suits the column claims it.
 */
export function kindOfDbColumn(
  table: CatalogTable,
  column: CatalogColumn,
  locale: DbLocale,
): ColumnKindId | null | undefined {
  // `rows` only caps a unique list's size, which is not asked here.
  const catalog = catalogMapping(column, table.name, {
    unique: isSingleKey(table, column.name),
    rows: Number.MAX_SAFE_INTEGER,
    locale,
  });
  if (catalog !== undefined && (catalog.madeUp !== true || namesKinds(table.name))) return null;
  for (const rule of rulesFor(column.name, table.name, locale.rules)) {
    const type = locale.fields.byName.get(rule.type);
    if (type === undefined) continue;
    const kind = kindOf(rule.anonymizeAs === undefined ? type.anonymizeAs : rule.anonymizeAs, rule.type);
    if (kind === undefined) continue;
    if (kind === null) return null;
    if (!suits(type.kind, rule.type, column)) continue;
    // As `db fill` reads it: a lone name holds the whole name ("AC/DC", "Ana Ruiz").
    return kind === 'nombre' && isLoneName(table, column) ? 'nombre_completo' : kind;
  }
  return undefined;
}

/** Words of a table of kinds of things (`media_type`, `tipos_de_cuenta`, `order_status`): its names name no one. */
const KIND_TABLE_WORDS = [
  'type',
  'tipo',
  'kind',
  'clase',
  'class',
  'status',
  'estado',
  'estatus',
  'categoria',
  'category',
];

const namesKinds = (table: string): boolean =>
  normaliseName(table)
    .split('_')
    .some((w) =>
      [w, w.replace(/s$/, ''), w.replace(/es$/, '')].some((form) => KIND_TABLE_WORDS.includes(form)),
    );
