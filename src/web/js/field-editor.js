import { el } from './dom.js';
import { t } from './i18n.js';
import { optionField, rawList, readRawOptions, typedOption } from './options.js';
import { referenceOptions } from './reference-options.js';

/**
 * A field editor in `list`, with `addButton` below it: one row per field (name, type from the catalog's field
 * types, its options, nullable), used by the bulk tab and by every table of
 * the dataset tab. The state is a plain list of {name, type, options (raw
 * strings), nullable (raw string), unique, primaryKey}.
 *
 * Every field has a "unique" box; `withPrimaryKey` adds the "primary key" box
 * of dataset tables;
 * `references()` gives the tables and fields a `referencia` may point to
 * ({ own, tables: [{ name, fields }] }), so its options are choices, not text.
 */
export function createFieldEditor({
  list,
  addButton,
  idPrefix,
  fields = [],
  withPrimaryKey = false,
  references = null,
  onStructure = () => {},
  onRename = () => {},
}) {
  let state = fields.map(copyField);
  let types = [];
  const typeSpec = (type) => types.find((ft) => ft.type === type);

  function row(field, index) {
    const id = `${idPrefix}-${index}`;
    const specs = typeSpec(field.type)?.options ?? [];
    const isReference = field.type === 'referencia' && references !== null;
    const options = isReference
      ? referenceOptions({ id, field, state, index, ...references() })
      : specs.map((spec) => optionField(spec, `${id}-opt-${spec.name}`, field.options[spec.name] ?? ''));
    return el(
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
          // The name as last committed, so a rename can be told to the fields that refer to it.
          'data-committed': field.name,
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
          typeSpec(field.type)
            ? null
            : el('option', { value: field.type, selected: true }, `? ${field.type}`),
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
      checkbox(`${id}-unique`, 'unique', t('unique'), field.unique, typeSpec(field.type)?.unique === false),
      withPrimaryKey ? checkbox(`${id}-pk`, 'primaryKey', t('primaryKey'), field.primaryKey) : null,
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
      options.length
        ? el(
            'details',
            {
              class: 'field-options',
              // Open where something must be filled in, or has been.
              open: isReference || specs.some((s) => s.required) || Object.keys(field.options).length > 0,
            },
            el('summary', {}, `${t('fieldOptions')} (${options.length})`),
            el('div', { class: 'grid', 'data-role': 'options' }, options),
          )
        : null,
      el('p', { class: 'field-error', id: `${id}-error`, role: 'alert', hidden: true }),
    );
  }

  function render() {
    const focused = document.activeElement?.id;
    list.replaceChildren(...state.map(row));
    if (focused) document.getElementById(focused)?.focus();
  }

  /**
   * Brings the reference choices up to date in place: only the options of
   * the selects change, so no control the user is in is replaced.
   */
  function refreshChoices() {
    if (references === null) return;
    state.forEach((field, index) => {
      if (field.type !== 'referencia') return;
      const id = `${idPrefix}-${index}`;
      for (const fresh of referenceOptions({ id, field, state, index, ...references() })) {
        const select = fresh.querySelector('select');
        const current = document.getElementById(select.id);
        if (!current) continue;
        const value = select.value;
        current.replaceChildren(...select.options);
        current.value = value;
      }
    });
  }

  function onEdit(event) {
    const fieldRow = event.target.closest('.field-row');
    if (!fieldRow) return;
    const field = state[Number(fieldRow.dataset.index)];
    const role = event.target.dataset.role;
    if (role === 'name') {
      field.name = event.target.value;
      const before = event.target.dataset.committed;
      if (event.type === 'change' && before !== field.name) {
        event.target.dataset.committed = field.name;
        onRename(before, field.name);
        onStructure();
      }
    } else if (role === 'nullable') field.nullable = event.target.value;
    else if (role === 'unique' || role === 'primaryKey') field[role] = event.target.checked;
    else if (role === 'type') {
      // A select fires "input" then "change": act once.
      if (event.type !== 'change') return;
      field.type = event.target.value;
      // Options belong to a type: a new type starts from its defaults.
      field.options = {};
      onStructure();
      render();
    } else if (event.target.dataset.option) {
      field.options = readRawOptions(fieldRow);
      // The fields a reference can copy depend on its table.
      if (event.type === 'change' && field.type === 'referencia') refreshChoices();
    }
  }

  list.addEventListener('input', onEdit);
  list.addEventListener('change', onEdit);
  list.addEventListener('click', (event) => {
    const button = event.target.closest('button.remove');
    if (!button) return;
    const index = Number(button.closest('.field-row').dataset.index);
    state.splice(index, 1);
    onStructure();
    render();
    const next = document.getElementById(`${idPrefix}-${Math.min(index, state.length - 1)}-name`);
    (next ?? addButton).focus();
  });
  addButton.addEventListener('click', () => add());

  /** Appends a field with a free name and focuses its name box. */
  function add(type = 'uuid') {
    const names = new Set(state.map((f) => f.name));
    let n = state.length + 1;
    while (names.has(`campo${n}`)) n++;
    state.push(copyField({ name: `campo${n}`, type }));
    onStructure();
    render();
    document.getElementById(`${idPrefix}-${state.length - 1}-name`).focus();
  }

  return {
    render,
    refreshChoices,
    setTypes(fieldTypes) {
      types = fieldTypes;
      render();
    },
    /** The fields as they stand (a copy). */
    state: () => state.map(copyField),
    add,
    /** Applies `change(field)` to every field (to follow renames elsewhere); the caller redraws. */
    update(change) {
      for (const field of state) change(field);
    },
    /** The `fields` member of a request body. */
    definitions() {
      return state.map((field) => definitionOf(field, typeSpec(field.type)));
    },
    /** Names of the fields marked as primary key. */
    primaryKey: () => state.filter((f) => f.primaryKey).map((f) => f.name),
    /** Replaces the rows with saved definitions (already checked to be objects). */
    setDefinitions(definitions, primaryKey = []) {
      state = definitions.map((d) =>
        copyField({
          name: String(d.name ?? ''),
          type: String(d.type ?? ''),
          options: Object.fromEntries(
            Object.entries(d.options ?? {}).map(([k, v]) => [k, Array.isArray(v) ? rawList(v) : String(v)]),
          ),
          nullable: d.nullable === undefined ? '' : String(d.nullable),
          unique: d.unique === true,
          primaryKey: primaryKey.includes(d.name),
        }),
      );
      render();
    },
    /** Shows `message` beside field `index` (or clears every mark with no arguments). */
    markError(index, message) {
      for (const box of list.querySelectorAll('.field-error')) {
        box.hidden = true;
        box.textContent = '';
        box.closest('.field-row').classList.remove('invalid');
      }
      const box = document.getElementById(`${idPrefix}-${index}-error`);
      if (index === undefined || !box) return false;
      box.textContent = message;
      box.hidden = false;
      box.closest('.field-row').classList.add('invalid');
      return true;
    },
  };
}

function copyField(field) {
  return {
    name: field.name ?? '',
    type: field.type ?? 'uuid',
    options: { ...(field.options ?? {}) },
    nullable: field.nullable ?? '',
    unique: field.unique === true,
    primaryKey: field.primaryKey === true,
  };
}

/** A box; `disabled` when the type cannot have the property (a `unique` over a type with no value space). */
function checkbox(id, role, label, checked, disabled = false) {
  return el(
    'div',
    { class: 'field check' },
    el('input', { id, type: 'checkbox', checked: checked && !disabled, disabled, 'data-role': role }),
    el('label', { for: id }, label),
  );
}

function definitionOf(field, spec) {
  const specs = spec?.options ?? [];
  const definition = { name: field.name, type: field.type };
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
  if (field.unique && spec?.unique !== false) definition.unique = true;
  return definition;
}
