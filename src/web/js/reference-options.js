// @ts-check
import { el } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./field-editor.js').FieldState} FieldState */
/** @typedef {import('./field-editor.js').References} References */

/**
 * The options of a `referencia` field as choices: `table` among the tables
 * of the dataset (its own included), `field` among that table's fields, and
 * `via` among the other `referencia` fields of its own table. A value that
 * is not among the choices (a table since removed) stays selected and marked,
 * so the service can say what is wrong with it.
 * @param {{ id: string, field: FieldState, state: readonly FieldState[], index: number }
 *   & References} where
 */
export function referenceOptions({ id, field, state, index, own, tables }) {
  const chosenTable = field.options.table ?? '';
  const target =
    chosenTable === own ? { fields: state.map((f) => f.name) } : tables.find((x) => x.name === chosenTable);
  const vias = state.filter((f, i) => i !== index && f.type === 'referencia' && f.name).map((f) => f.name);
  return [
    choice(`${id}-opt-table`, 'table', t('refTable'), t('refTableHint'), chosenTable, [
      ['', t('choose')],
      ...tables.map((x) => [x.name, x.name === own ? t('ownTable', { name: x.name }) : x.name]),
    ]),
    choice(`${id}-opt-field`, 'field', t('refField'), t('refFieldHint'), field.options.field ?? '', [
      ['', t('choose')],
      ...(target?.fields ?? []).filter(Boolean).map((name) => [name, name]),
    ]),
    choice(`${id}-opt-via`, 'via', t('refVia'), t('refViaHint'), field.options.via ?? '', [
      ['', t('viaNone')],
      ...vias.map((name) => [name, name]),
    ]),
  ];
}

/**
 * @param {string} id
 * @param {string} option
 * @param {string} label
 * @param {string} hint
 * @param {string} value
 * @param {readonly (readonly string[])[]} pairs [value, text] of each choice
 */
function choice(id, option, label, hint, value, pairs) {
  const known = pairs.some(([v]) => v === value);
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, label),
    el(
      'select',
      { id, name: option, 'data-option': option, 'aria-describedby': `${id}-hint` },
      pairs.map(([v, text]) => el('option', { value: v, selected: v === value }, text)),
      known ? null : el('option', { value, selected: true }, `? ${value}`),
    ),
    el('small', { id: `${id}-hint`, class: 'hint' }, hint),
  );
}
