// @ts-check
import { byId, findById, notify } from './dom.js';
import { fieldRow, headingRow } from './field-row.js';
import { t } from './i18n.js';
import { optionField, rawList, readRawOptions, typedOption } from './options.js';
import { referenceOptions } from './reference-options.js';

/** @typedef {import('./api-types.js').FieldTypeSpec} FieldTypeSpec */

/**
 * A field as the editor holds it: what its controls say, as typed.
 * @typedef {object} FieldState
 * @property {string} name
 * @property {string} type
 * @property {Record<string, string>} options raw texts by option name
 * @property {string} nullable raw text
 * @property {boolean} unique
 * @property {boolean} primaryKey
 * @property {boolean} [open] whether its options are shown: of the form, never of the request
 */

/** A field to start with: what it does not say is empty. @typedef {Partial<FieldState>} FieldInit */

/**
 * A field of a request body (docs/api.md, Bulk): options as their JSON
 * values; what the form cannot read as a number is sent as typed, for the
 * service to say what is wrong.
 * @typedef {object} FieldDefinition
 * @property {string} name
 * @property {string} type
 * @property {Record<string, unknown>} [options]
 * @property {number | string} [nullable]
 * @property {true} [unique]
 */

/**
 * What a `referencia` field may point to: its own table's name and every table with its fields.
 * @typedef {{ own: string, tables: { name: string, fields: string[] }[] }} References
 */

/**
 * A field of a saved schema or dataset file: only checked to be an object.
 * @typedef {Readonly<Record<string, unknown>>} SavedField
 */

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
 * @param {object} setup
 * @param {HTMLElement} setup.list
 * @param {HTMLElement} setup.addButton
 * @param {string} setup.idPrefix
 * @param {readonly FieldInit[]} [setup.fields]
 * @param {boolean} [setup.withPrimaryKey]
 * @param {(() => References) | null} [setup.references]
 * @param {() => void} [setup.onStructure]
 * @param {(before: string, after: string) => void} [setup.onRename]
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
  /** @type {readonly FieldTypeSpec[]} */
  let types = [];
  /** @param {string} type */
  const typeSpec = (type) => types.find((ft) => ft.type === type);

  /**
   * @param {FieldState} field
   * @param {number} index
   */
  function row(field, index) {
    const id = `${idPrefix}-${index}`;
    const specs = typeSpec(field.type)?.options ?? [];
    const isReference = field.type === 'referencia' && references !== null;
    const options = isReference
      ? referenceOptions({ id, field, state, index, ...references() })
      : specs.map((spec) => optionField(spec, `${id}-opt-${spec.name}`, field.options[spec.name] ?? ''));
    // Open where something must be filled in, or has been.
    field.open ??= isReference || specs.some((s) => s.required) || Object.keys(field.options).length > 0;
    return fieldRow({ id, field, index, total: state.length, types, typeSpec, withPrimaryKey, options });
  }

  function render() {
    const focused = document.activeElement?.id;
    list.replaceChildren(headingRow(withPrimaryKey), ...state.map(row));
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
        const current = select && findById(select.id, HTMLSelectElement);
        if (!select || !current) continue;
        const value = select.value;
        current.replaceChildren(...select.options);
        current.value = value;
      }
    });
  }

  /** @param {Event} event */
  function onEdit(event) {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
    const rowEl = control.closest('.field-row');
    if (!(rowEl instanceof HTMLElement)) return;
    const index = Number(rowEl.dataset.index);
    const field = state[index];
    const role = control.dataset.role;
    if (role === 'name') {
      field.name = control.value;
      const before = control.dataset.committed ?? '';
      if (event.type === 'change' && before !== field.name) {
        control.dataset.committed = field.name;
        onRename(before, field.name);
        onStructure();
      }
    } else if (role === 'nullable') field.nullable = control.value;
    else if ((role === 'unique' || role === 'primaryKey') && control instanceof HTMLInputElement)
      field[role] = control.checked;
    else if (role === 'type') {
      // A select fires "input" then "change": act once.
      if (event.type !== 'change') return;
      field.type = control.value;
      // Options belong to a type: a new type starts from its defaults.
      field.options = {};
      field.open = undefined;
      onStructure();
      render();
    } else if (control.dataset.option) {
      field.options = readRawOptions(rowEl);
      // ok=false makes wrong values on purpose: the line says so even with its options closed.
      byId(`${idPrefix}-${index}-negative`, HTMLElement).hidden = field.options.ok !== 'false';
      // The fields a reference can copy depend on its table.
      if (event.type === 'change' && field.type === 'referencia') refreshChoices();
    }
  }

  list.addEventListener('input', onEdit);
  list.addEventListener('change', onEdit);
  list.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const rowEl = button?.closest('.field-row');
    if (!button || !(rowEl instanceof HTMLElement)) return;
    const index = Number(rowEl.dataset.index);
    if (button.dataset.move) move(index, button.dataset.move);
    else if (button.classList.contains('options-toggle')) {
      state[index].open = !state[index].open;
      button.setAttribute('aria-expanded', String(state[index].open));
      byId(button.getAttribute('aria-controls') ?? '', HTMLElement).hidden = !state[index].open;
    } else if (button.classList.contains('remove')) remove(index);
  });
  addButton.addEventListener('click', () => add());

  /**
   * Swaps field `index` with its neighbour; the focus stays on the same button of the moved field.
   * @param {number} index
   * @param {string} direction 'up' or 'down'
   */
  function move(index, direction) {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= state.length) return;
    [state[index], state[to]] = [state[to], state[index]];
    onStructure();
    render();
    byId(`${idPrefix}-${to}-${direction}`, HTMLButtonElement).focus();
    notify(t('fieldMoved', { name: state[to].name, n: to + 1 }));
  }

  /** @param {number} index */
  function remove(index) {
    state.splice(index, 1);
    onStructure();
    render();
    const next = findById(`${idPrefix}-${Math.min(index, state.length - 1)}-name`, HTMLInputElement);
    (next ?? addButton).focus();
  }

  /** Appends a field with a free name and focuses its name box. */
  function add(type = 'uuid') {
    const names = new Set(state.map((f) => f.name));
    let n = state.length + 1;
    while (names.has(`campo${n}`)) n++;
    state.push(copyField({ name: `campo${n}`, type }));
    onStructure();
    render();
    byId(`${idPrefix}-${state.length - 1}-name`, HTMLInputElement).focus();
  }

  return {
    render,
    refreshChoices,
    /** @param {readonly FieldTypeSpec[]} fieldTypes */
    setTypes(fieldTypes) {
      types = fieldTypes;
      render();
    },
    /** The fields as they stand (a copy). */
    state: () => state.map(copyField),
    add,
    /**
     * Applies `change(field)` to every field (to follow renames elsewhere); the caller redraws.
     * @param {(field: FieldState) => void} change
     */
    update(change) {
      for (const field of state) change(field);
    },
    /** The `fields` member of a request body. */
    definitions() {
      return state.map((field) => definitionOf(field, typeSpec(field.type)));
    },
    /**
     * The catalog entry of the type of field `index`.
     * @param {number} index
     */
    typeOf: (index) => (state[index] ? typeSpec(state[index].type) : undefined),
    /**
     * Opens the options of field `index`.
     * @param {number} index
     */
    reveal(index) {
      if (!state[index]) return;
      state[index].open = true;
      const panel = findById(`${idPrefix}-${index}-options`, HTMLElement);
      if (panel) panel.hidden = false;
      document.getElementById(`${idPrefix}-${index}-options-toggle`)?.setAttribute('aria-expanded', 'true');
    },
    /** Names of the fields marked as primary key. */
    primaryKey: () => state.filter((f) => f.primaryKey).map((f) => f.name),
    /**
     * Replaces the rows with saved definitions (already checked to be objects).
     * @param {readonly SavedField[]} definitions
     * @param {readonly unknown[]} [primaryKey]
     */
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
    /**
     * Shows `message` beside field `index` (or clears every mark with no arguments).
     * @param {number} [index]
     * @param {string} [message]
     */
    markError(index, message) {
      for (const box of list.querySelectorAll('.field-error')) {
        if (!(box instanceof HTMLElement)) continue;
        box.hidden = true;
        box.textContent = '';
        box.closest('.field-row')?.classList.remove('invalid');
      }
      const box = findById(`${idPrefix}-${index}-error`, HTMLElement);
      if (index === undefined || !box) return false;
      box.textContent = message ?? '';
      box.hidden = false;
      box.closest('.field-row')?.classList.add('invalid');
      return true;
    },
  };
}

/**
 * @param {FieldInit} field
 * @returns {FieldState}
 */
function copyField(field) {
  return {
    name: field.name ?? '',
    type: field.type ?? 'uuid',
    options: { ...(field.options ?? {}) },
    nullable: field.nullable ?? '',
    unique: field.unique === true,
    primaryKey: field.primaryKey === true,
    // Whether its options are shown: of the form, never of the request.
    open: field.open,
  };
}

/**
 * @param {FieldState} field
 * @param {FieldTypeSpec | undefined} spec
 * @returns {FieldDefinition}
 */
function definitionOf(field, spec) {
  const specs = spec?.options ?? [];
  /** @type {FieldDefinition} */
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
