import { el } from './dom.js';
import { t } from './i18n.js';
import { optionField, readRawOptions, typedOption } from './options.js';

/**
 * The field editor of the bulk tab: one row per field (name, type from the
 * catalog's field types, its options, nullable). The state is a plain list
 * of {name, type, options (raw strings), nullable (raw string)}.
 */
export const DEFAULT_FIELDS = [
  { name: 'nombre', type: 'nombre_completo', options: {}, nullable: '' },
  { name: 'dni', type: 'documento', options: {}, nullable: '' },
  { name: 'email', type: 'email', options: {}, nullable: '' },
  { name: 'iban', type: 'iban', options: {}, nullable: '' },
];

let fields = DEFAULT_FIELDS.map((f) => ({ ...f, options: { ...f.options } }));
let types = [];

const list = () => document.getElementById('bulk-fields');
const typeSpec = (type) => types.find((ft) => ft.type === type);

function fieldRow(field, index) {
  const id = `bf-${index}`;
  const specs = typeSpec(field.type)?.options ?? [];
  const row = el(
    'fieldset',
    { class: 'field-row', 'data-index': index },
    el('legend', {}, t('field', { n: index + 1 })),
    el(
      'div',
      { class: 'field' },
      el('label', { for: `${id}-name` }, t('fieldName')),
      el('input', {
        id: `${id}-name`,
        type: 'text',
        value: field.name,
        autocomplete: 'off',
        spellcheck: false,
        maxLength: 64,
        'data-role': 'name',
      }),
    ),
    el(
      'div',
      { class: 'field' },
      el('label', { for: `${id}-type` }, t('fieldType')),
      el(
        'select',
        { id: `${id}-type`, 'data-role': 'type' },
        types.map((ft) =>
          el('option', { value: ft.type, selected: ft.type === field.type }, `${ft.label} (${ft.type})`),
        ),
        // A loaded schema may name a type the service does not know: keep it visible, the service will say why.
        typeSpec(field.type) ? null : el('option', { value: field.type, selected: true }, `? ${field.type}`),
      ),
    ),
    el(
      'div',
      { class: 'field narrow' },
      el('label', { for: `${id}-nullable` }, t('nullable')),
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
    ),
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
    specs.length
      ? el(
          'details',
          { class: 'field-options', open: Object.keys(field.options).length > 0 },
          el('summary', {}, `${t('fieldOptions')} (${specs.length})`),
          el(
            'div',
            { class: 'grid', 'data-role': 'options' },
            specs.map((spec) => optionField(spec, `${id}-opt-${spec.name}`, field.options[spec.name] ?? '')),
          ),
        )
      : null,
  );
  return row;
}

/** Redraws the rows; the control that had the focus gets it back. */
export function renderFields() {
  const focused = document.activeElement?.id;
  list().replaceChildren(...fields.map(fieldRow));
  if (focused) document.getElementById(focused)?.focus();
}

function onEdit(event) {
  const row = event.target.closest('.field-row');
  if (!row) return;
  const field = fields[Number(row.dataset.index)];
  const role = event.target.dataset.role;
  if (role === 'name') field.name = event.target.value;
  else if (role === 'nullable') field.nullable = event.target.value;
  else if (role === 'type') {
    // A select fires "input" then "change": act once.
    if (event.type !== 'change') return;
    field.type = event.target.value;
    // Options belong to a type: a new type starts from its defaults.
    field.options = {};
    renderFields();
  } else if (event.target.dataset.option) field.options = readRawOptions(row);
}

export function initFields(fieldTypes) {
  types = fieldTypes;
  renderFields();
  list().addEventListener('input', onEdit);
  list().addEventListener('change', onEdit);
  list().addEventListener('click', (event) => {
    const button = event.target.closest('button.remove');
    if (!button) return;
    const index = Number(button.closest('.field-row').dataset.index);
    fields.splice(index, 1);
    renderFields();
    const next = document.getElementById(`bf-${Math.min(index, fields.length - 1)}-name`);
    (next ?? document.getElementById('bulk-add-field')).focus();
  });
  document.getElementById('bulk-add-field').addEventListener('click', () => addField());
}

export function updateFieldTypes(fieldTypes) {
  types = fieldTypes;
  renderFields();
}

/** Appends a field with a free name and focuses its name box. */
export function addField(type = 'uuid') {
  const names = new Set(fields.map((f) => f.name));
  let n = fields.length + 1;
  while (names.has(`campo${n}`)) n++;
  fields.push({ name: `campo${n}`, type, options: {}, nullable: '' });
  renderFields();
  document.getElementById(`bf-${fields.length - 1}-name`).focus();
}

/** The `fields` member of a bulk request body. */
export function fieldDefinitions() {
  return fields.map((field) => {
    const definition = { name: field.name, type: field.type };
    const specs = typeSpec(field.type)?.options ?? [];
    const entries = Object.entries(field.options).map(([name, raw]) => [
      name,
      typedOption(
        specs.find((s) => s.name === name),
        raw,
      ),
    ]);
    if (entries.length) definition.options = Object.fromEntries(entries);
    if (field.nullable.trim() !== '')
      definition.nullable = /^\d+(\.\d+)?$/.test(field.nullable) ? Number(field.nullable) : field.nullable;
    return definition;
  });
}

/** Replaces the rows with the definitions of a saved schema (already checked to be objects). */
export function setFieldDefinitions(definitions) {
  fields = definitions.map((d) => ({
    name: String(d.name ?? ''),
    type: String(d.type ?? ''),
    options: Object.fromEntries(Object.entries(d.options ?? {}).map(([k, v]) => [k, String(v)])),
    nullable: d.nullable === undefined ? '' : String(d.nullable),
  }));
  renderFields();
}
