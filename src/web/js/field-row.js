// @ts-check
import { el } from './dom.js';
import { t } from './i18n.js';
import { typeLabel } from './options.js';

/** @typedef {import('./api-types.js').FieldTypeSpec} FieldTypeSpec */

/**
 * One line of the field editor: number, move up/down, name, type, nulls,
 * unique (and primary key), options toggle, remove; the type's options open
 * below the line. Labels are in every row for assistive technology; on wide
 * screens one heading row shows them instead (see styles.css).
 * @param {object} row
 * @param {string} row.id
 * @param {import('./field-editor.js').FieldState} row.field
 * @param {number} row.index
 * @param {number} row.total
 * @param {readonly FieldTypeSpec[]} row.types
 * @param {(type: string) => FieldTypeSpec | undefined} row.typeSpec
 * @param {boolean} row.withPrimaryKey
 * @param {readonly HTMLElement[]} row.options the controls of its options
 */
export function fieldRow({ id, field, index, total, types, typeSpec, withPrimaryKey, options }) {
  const spec = typeSpec(field.type);
  const negative = field.options.ok === 'false';
  return el(
    'div',
    {
      class: `field-row${withPrimaryKey ? ' with-pk' : ''}`,
      role: 'group',
      'aria-labelledby': `${id}-legend`,
      'data-index': index,
    },
    el(
      'div',
      { class: 'field-line' },
      el('span', { class: 'row-number', id: `${id}-legend` }, t('field', { n: index + 1 })),
      moveButton(id, 'up', index, index === 0),
      moveButton(id, 'down', index, index === total - 1),
      cell(
        `${id}-name`,
        t('fieldName'),
        el('input', {
          id: `${id}-name`,
          type: 'text',
          value: field.name,
          autocomplete: 'off',
          spellcheck: false,
          maxLength: 64,
          'data-role': 'name',
          // The name as last committed, so a rename can be told to the fields that refer to it.
          'data-committed': field.name,
        }),
        'name',
      ),
      cell(
        `${id}-type`,
        t('fieldType'),
        el(
          'select',
          { id: `${id}-type`, 'data-role': 'type' },
          types.map((ft) =>
            el('option', { value: ft.type, selected: ft.type === field.type }, typeLabel(ft)),
          ),
          // A loaded schema may name a type the service does not know: keep it visible, the service will say why.
          spec ? null : el('option', { value: field.type, selected: true }, `? ${field.type}`),
        ),
        'type',
      ),
      cell(
        `${id}-nullable`,
        t('nullable'),
        el('input', {
          id: `${id}-nullable`,
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          max: 100,
          placeholder: '0',
          value: field.nullable,
          'data-role': 'nullable',
        }),
        'nullable',
      ),
      checkbox(`${id}-unique`, 'unique', t('unique'), field.unique, spec?.unique === false),
      withPrimaryKey ? checkbox(`${id}-pk`, 'primaryKey', t('primaryKey'), field.primaryKey) : null,
      options.length
        ? el(
            'button',
            {
              type: 'button',
              class: 'secondary options-toggle',
              id: `${id}-options-toggle`,
              'aria-expanded': String(field.open),
              'aria-controls': `${id}-options`,
            },
            t('optionsN', { n: options.length }),
          )
        : el('span', { class: 'options-toggle none' }, t('noFieldOptions')),
      el(
        'button',
        {
          type: 'button',
          class: 'remove secondary',
          id: `${id}-remove`,
          'aria-label': t('removeFieldLabel', { n: index + 1 }),
        },
        t('removeField'),
      ),
    ),
    el(
      'p',
      { class: 'negative badge', id: `${id}-negative`, hidden: !negative },
      t('negativeTest'),
      ': ',
      t('negativeShort'),
    ),
    options.length
      ? el(
          'div',
          { class: 'grid field-options', id: `${id}-options`, 'data-role': 'options', hidden: !field.open },
          options,
        )
      : null,
    el('p', { class: 'field-error', id: `${id}-error`, role: 'alert', hidden: true }),
  );
}

/**
 * @param {string} id
 * @param {string} label
 * @param {HTMLElement} control
 * @param {string} column
 */
function cell(id, label, control, column) {
  return el(
    'div',
    { class: `field cell-${column}` },
    el('label', { for: id, class: 'col-label' }, label),
    control,
  );
}

/**
 * @param {string} id
 * @param {'up' | 'down'} direction
 * @param {number} index
 * @param {boolean} atEnd
 */
function moveButton(id, direction, index, atEnd) {
  return el(
    'button',
    {
      type: 'button',
      class: `secondary move move-${direction}`,
      id: `${id}-${direction}`,
      'data-move': direction,
      // Not disabled: the focus stays on a button that moved to the end of the list.
      'aria-disabled': atEnd ? 'true' : undefined,
      'aria-label': t(direction === 'up' ? 'moveUpLabel' : 'moveDownLabel', { n: index + 1 }),
    },
    direction === 'up' ? '↑' : '↓',
  );
}

/**
 * A box; `disabled` when the type cannot have the property (a `unique` over a type with no value space).
 * @param {string} id
 * @param {string} role
 * @param {string} label
 * @param {boolean} checked
 * @param {boolean} [disabled]
 */
function checkbox(id, role, label, checked, disabled = false) {
  return el(
    'div',
    { class: `field check cell-${role}` },
    el('input', { id, type: 'checkbox', checked: checked && !disabled, disabled, 'data-role': role }),
    el('label', { for: id }, label),
  );
}

/**
 * The heading row shown above the lines on wide screens (the lines' own labels are then hidden).
 * @param {boolean} withPrimaryKey
 */
export function headingRow(withPrimaryKey) {
  return el(
    'div',
    { class: `field-heading${withPrimaryKey ? ' with-pk' : ''}`, 'aria-hidden': 'true' },
    el('span', { class: 'h-move' }, '#'),
    el('span', { class: 'h-name' }, t('fieldName')),
    el('span', { class: 'h-type' }, t('fieldType')),
    el('span', { class: 'h-nullable' }, t('nullable')),
  );
}
