// @ts-check
import { byId, el, findById } from './dom.js';
import { createFieldEditor } from './field-editor.js';
import { t } from './i18n.js';
import { isObject } from './json.js';

/** @typedef {import('./field-editor.js').FieldInit} FieldInit */
/** @typedef {ReturnType<typeof createFieldEditor>} FieldEditor */

/**
 * A table as the tab holds it: what its controls say, as typed, and its field editor once drawn.
 * @typedef {object} TableState
 * @property {string} name
 * @property {string} mode 'fixed' (a number of rows) or 'per' (rows per row of table `per`)
 * @property {string} count
 * @property {string} per
 * @property {string} min
 * @property {string} max
 * @property {readonly FieldInit[]} fields the fields to draw its editor with
 * @property {FieldEditor | null} editor
 */

/**
 * A table of a dataset request body (docs/api.md, Datasets); counts the form
 * cannot read as numbers are sent as typed, for the service to say what is wrong.
 * @typedef {object} TableDefinition
 * @property {string} name
 * @property {number | string | { per: string, min: number | string, max: number | string }} count
 * @property {string[]} [primaryKey]
 * @property {import('./field-editor.js').FieldDefinition[]} [fields]
 */

/**
 * A table of a saved dataset file: checked to be an object whose `fields` are objects.
 * @typedef {Readonly<Record<string, unknown>>} SavedTable
 */

/**
 * The tables of the dataset tab: per table a name, a count (a number of rows,
 * or min..max rows per row of a parent table) and a field editor (ids
 * `ds-t<i>-...` and `ds-t<i>-f-<j>-...`). References choose among the tables
 * and fields defined here; renaming a table or a field carries its
 * references along.
 */
/** @type {readonly FieldInit[]} */
const NEW_TABLE_FIELDS = [{ name: 'id', type: 'secuencia', primaryKey: true }];

/**
 * @param {{ container: HTMLElement, addButton: HTMLElement }} where
 */
export function createTables({ container, addButton }) {
  /** @type {TableState[]} */
  let tables = [];
  /** @type {readonly import('./api-types.js').FieldTypeSpec[]} */
  let types = [];
  // The catalog's dataset section: bounds of the count controls.
  /** @type {Partial<import('./api-types.js').DatasetSection>} */
  let limits = {};
  // The table whose name was changed last: of two tables with one name, the one to point at.
  let renamed = -1;

  /**
   * @param {number} i
   * @param {string} part
   */
  const id = (i, part) => `ds-t${i}-${part}`;

  /**
   * What a reference of table `own` may point to.
   * @param {() => string} own
   * @returns {() => import('./field-editor.js').References}
   */
  const referenceContext = (own) => () => ({
    own: own(),
    tables: tables.map((table) => ({ name: table.name, fields: fieldsOf(table).map((f) => f.name ?? '') })),
  });
  /**
   * While the tables are being drawn, a later table may not have its editor yet.
   * @param {TableState} table
   * @returns {readonly FieldInit[]}
   */
  const fieldsOf = (table) => (table.editor ? table.editor.state() : table.fields);

  /**
   * The field editor of a table drawn already.
   * @param {TableState} table
   */
  const editorOf = (table) => {
    if (table.editor === null) throw new Error(`Table ${table.name} is not drawn yet`);
    return table.editor;
  };

  /**
   * @param {Partial<TableState>} init
   * @returns {TableState}
   */
  function newTable(init) {
    const table = {
      name: init.name ?? '',
      mode: init.mode ?? 'fixed',
      count: init.count ?? '10',
      per: init.per ?? '',
      min: init.min ?? '1',
      max: init.max ?? '3',
      fields: init.fields ?? NEW_TABLE_FIELDS,
      editor: null,
    };
    return table;
  }

  /**
   * @param {TableState} table
   * @param {number} i
   */
  function perSelect(table, i) {
    const perChoices = tables.filter((other) => other !== table && other.name).map((other) => other.name);
    const known = table.per === '' || perChoices.includes(table.per);
    return el(
      'select',
      { id: id(i, 'per'), 'data-role': 'per' },
      el('option', { value: '', selected: table.per === '' }, t('choose')),
      perChoices.map((name) => el('option', { value: name, selected: name === table.per }, name)),
      known ? null : el('option', { value: table.per, selected: true }, `? ${table.per}`),
    );
  }

  /**
   * @param {TableState} table
   * @param {number} i
   */
  function countControls(table, i) {
    return el(
      'div',
      { class: 'grid count-grid' },
      el(
        'div',
        { class: 'field' },
        el('label', { for: id(i, 'mode') }, t('countMode')),
        el(
          'select',
          { id: id(i, 'mode'), 'data-role': 'mode' },
          el('option', { value: 'fixed', selected: table.mode === 'fixed' }, t('countFixed')),
          el('option', { value: 'per', selected: table.mode === 'per' }, t('countPer')),
        ),
      ),
      el(
        'div',
        { class: 'field', hidden: table.mode !== 'fixed' },
        el('label', { for: id(i, 'count') }, t('rows')),
        el('input', {
          id: id(i, 'count'),
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          max: limits.maxTableCount,
          value: table.count,
          'data-role': 'count',
        }),
      ),
      el(
        'div',
        { class: 'field', hidden: table.mode !== 'per' },
        el('label', { for: id(i, 'per') }, t('perTable')),
        perSelect(table, i),
      ),
      ['min', 'max'].map((bound) =>
        el(
          'div',
          { class: 'field narrow', hidden: table.mode !== 'per' },
          el('label', { for: id(i, bound) }, t(bound === 'min' ? 'perMin' : 'perMax')),
          el('input', {
            id: id(i, bound),
            type: 'number',
            inputMode: 'numeric',
            min: 0,
            max: limits.perParent?.max,
            value: bound === 'min' ? table.min : table.max,
            'data-role': bound,
          }),
        ),
      ),
    );
  }

  /**
   * @param {TableState} table
   * @param {number} i
   */
  const addFieldLabel = (table, i) => t('addFieldTo', { table: table.name || t('tableN', { n: i + 1 }) });

  /**
   * @param {TableState} table
   * @param {number} i
   */
  function section(table, i) {
    const list = el('div', { class: 'table-fields field-list', id: id(i, 'fields') });
    const addField = el(
      'button',
      { type: 'button', class: 'secondary', id: id(i, 'add-field') },
      addFieldLabel(table, i),
    );
    const node = el(
      'fieldset',
      { class: 'dataset-table', 'data-index': i, id: id(i, 'box') },
      el('legend', {}, t('tableN', { n: i + 1 })),
      el(
        'div',
        { class: 'grid' },
        el(
          'div',
          { class: 'field' },
          el('label', { for: id(i, 'name') }, t('tableName')),
          el('input', {
            id: id(i, 'name'),
            type: 'text',
            value: table.name,
            autocomplete: 'off',
            spellcheck: false,
            maxLength: 64,
            'data-role': 'table-name',
            'data-committed': table.name,
          }),
        ),
      ),
      el('div', { class: 'count-box', id: id(i, 'count-box') }, countControls(table, i)),
      el('p', { class: 'field-error', id: id(i, 'error'), role: 'alert', hidden: true }),
      list,
      el(
        'div',
        { class: 'actions' },
        addField,
        el(
          'button',
          {
            type: 'button',
            class: 'secondary remove-table',
            id: id(i, 'remove'),
            'aria-label': t('removeTableLabel', { n: i + 1 }),
          },
          t('removeTable'),
        ),
      ),
    );
    const fields = fieldsOf(table);
    table.editor = createFieldEditor({
      list,
      addButton: addField,
      idPrefix: id(i, 'f'),
      fields,
      withPrimaryKey: true,
      references: referenceContext(() => table.name),
      onStructure: refresh,
      onRename: (before, after) => renameField(table, before, after),
    });
    table.editor.setTypes(types);
    return node;
  }

  function render() {
    const focused = document.activeElement?.id;
    container.replaceChildren(...tables.map(section));
    if (focused) document.getElementById(focused)?.focus();
  }

  /**
   * Updates in place what depends on the names of tables and fields (the
   * choices of references and parent tables), so nothing the user is
   * typing in or focused on is replaced.
   */
  function refresh() {
    tables.forEach((table, i) => {
      editorOf(table).refreshChoices();
      const per = findById(id(i, 'per'), HTMLSelectElement);
      if (per) {
        const fresh = perSelect(table, i);
        const value = fresh.value;
        per.replaceChildren(...fresh.options);
        per.value = value;
      }
      const addField = findById(id(i, 'add-field'), HTMLButtonElement);
      if (addField) addField.textContent = addFieldLabel(table, i);
    });
  }

  /**
   * @param {TableState} owner
   * @param {string} before
   * @param {string} after
   */
  function renameField(owner, before, after) {
    for (const table of tables) {
      editorOf(table).update((field) => {
        if (field.type !== 'referencia') return;
        if (field.options.table === owner.name && field.options.field === before) field.options.field = after;
        if (table === owner && field.options.via === before) field.options.via = after;
      });
    }
  }

  /**
   * @param {string} before
   * @param {string} after
   */
  function renameTable(before, after) {
    for (const table of tables) {
      if (table.per === before) table.per = after;
      editorOf(table).update((field) => {
        if (field.type === 'referencia' && field.options.table === before) field.options.table = after;
      });
    }
  }

  /** @param {Event} event */
  function onEdit(event) {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
    const box = control.closest('.dataset-table');
    const role = control.dataset.role;
    if (!(box instanceof HTMLElement) || !role) return;
    const i = Number(box.dataset.index);
    const table = tables[i];
    if (role === 'table-name') {
      table.name = control.value;
      const before = control.dataset.committed ?? '';
      if (event.type === 'change' && before !== table.name) {
        control.dataset.committed = table.name;
        renamed = i;
        renameTable(before, table.name);
        refresh();
      }
    } else if (role === 'mode') {
      if (event.type !== 'change') return;
      table.mode = control.value;
      byId(id(i, 'count-box'), HTMLElement).replaceChildren(countControls(table, i));
      byId(id(i, 'mode'), HTMLSelectElement).focus();
    } else if (role === 'count' || role === 'per' || role === 'min' || role === 'max')
      table[role] = control.value;
  }

  container.addEventListener('input', onEdit);
  container.addEventListener('change', onEdit);
  container.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button.remove-table') : null;
    const box = button?.closest('.dataset-table');
    if (!(box instanceof HTMLElement)) return;
    const i = Number(box.dataset.index);
    tables.splice(i, 1);
    renamed = -1;
    render();
    (findById(id(Math.min(i, tables.length - 1), 'name'), HTMLInputElement) ?? addButton).focus();
  });
  addButton.addEventListener('click', () => {
    const names = new Set(tables.map((table) => table.name));
    let n = tables.length + 1;
    while (names.has(`tabla${n}`)) n++;
    tables.push(newTable({ name: `tabla${n}` }));
    render();
    byId(id(tables.length - 1, 'name'), HTMLInputElement).focus();
  });

  return {
    render,
    /**
     * @param {readonly import('./api-types.js').FieldTypeSpec[]} fieldTypes
     * @param {Partial<import('./api-types.js').DatasetSection>} [datasetLimits]
     */
    setTypes(fieldTypes, datasetLimits = {}) {
      types = fieldTypes;
      limits = datasetLimits;
      render();
    },
    names: () => tables.map((table) => table.name),
    /**
     * The catalog entry of the type of field `field` of table `table`.
     * @param {number | undefined} table
     * @param {number | undefined} field
     */
    typeOf: (table, field) =>
      table === undefined || field === undefined ? undefined : tables[table]?.editor?.typeOf(field),
    /**
     * Opens the options of field `field` of table `table`.
     * @param {number} table
     * @param {number} field
     */
    reveal: (table, field) => tables[table]?.editor?.reveal(field),
    /**
     * 'fixed' or 'per': how table `table` counts its rows.
     * @param {number} table
     */
    countMode: (table) => tables[table]?.mode,
    lastRenamed: () => renamed,
    /** The `tables` member of a dataset body. */
    /** @returns {TableDefinition[]} */
    definitions() {
      return tables.map((table) => {
        const editor = editorOf(table);
        /** @type {TableDefinition} */
        const definition = { name: table.name, count: countOf(table) };
        const primaryKey = editor.primaryKey();
        if (primaryKey.length) definition.primaryKey = primaryKey;
        definition.fields = editor.definitions();
        return definition;
      });
    },
    /**
     * Replaces the tables with those of a dataset body.
     * @param {readonly SavedTable[]} definitions
     */
    load(definitions) {
      renamed = -1;
      tables = definitions.map((d) => {
        const count = isObject(d.count) ? d.count : undefined;
        return newTable({
          name: String(d.name ?? ''),
          mode: count ? 'per' : 'fixed',
          count: count ? '10' : String(d.count ?? ''),
          per: count ? String(count.per ?? '') : '',
          min: count ? String(count.min ?? '') : '1',
          max: count ? String(count.max ?? '') : '3',
          fields: [],
        });
      });
      render();
      definitions.forEach((d, i) => {
        const fields = Array.isArray(d.fields) ? d.fields.filter(isObject) : [];
        editorOf(tables[i]).setDefinitions(fields, Array.isArray(d.primaryKey) ? d.primaryKey : []);
      });
      refresh();
    },
    /**
     * Shows `message` beside table `tableIndex`, on field `fieldIndex` when
     * given; with no table, clears every mark. Returns the element marked.
     * @param {number} [tableIndex]
     * @param {number} [fieldIndex]
     * @param {string} [message]
     * @returns {HTMLElement | null}
     */
    markError(tableIndex, fieldIndex, message) {
      for (const table of tables) editorOf(table).markError();
      for (const box of container.querySelectorAll('.dataset-table > .field-error')) {
        if (!(box instanceof HTMLElement)) continue;
        box.hidden = true;
        box.textContent = '';
      }
      for (const box of container.querySelectorAll('.dataset-table.invalid')) box.classList.remove('invalid');
      const table = tableIndex === undefined ? undefined : tables[tableIndex];
      if (!table || tableIndex === undefined) return null;
      byId(id(tableIndex, 'box'), HTMLElement).classList.add('invalid');
      if (fieldIndex !== undefined && editorOf(table).markError(fieldIndex, message))
        return byId(`${id(tableIndex, 'f')}-${fieldIndex}-error`, HTMLElement);
      const box = byId(id(tableIndex, 'error'), HTMLElement);
      box.textContent = message ?? '';
      box.hidden = false;
      return box;
    },
  };
}

/**
 * @param {TableState} table
 * @returns {TableDefinition['count']}
 */
function countOf(table) {
  /** @param {string} raw */
  const number = (raw) => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw.trim());
  if (table.mode === 'per') return { per: table.per, min: number(table.min), max: number(table.max) };
  return number(table.count);
}
