import { el } from './dom.js';
import { createFieldEditor } from './field-editor.js';
import { t } from './i18n.js';

/**
 * The tables of the dataset tab: per table a name, a count (a number of rows,
 * or min..max rows per row of a parent table) and a field editor (ids
 * `ds-t<i>-...` and `ds-t<i>-f-<j>-...`). References choose among the tables
 * and fields defined here; renaming a table or a field carries its
 * references along.
 */
const NEW_TABLE_FIELDS = [{ name: 'id', type: 'secuencia', primaryKey: true }];

export function createTables({ container, addButton }) {
  let tables = [];
  let types = [];
  // The catalog's dataset section: bounds of the count controls.
  let limits = {};
  // The table whose name was changed last: of two tables with one name, the one to point at.
  let renamed = -1;

  const id = (i, part) => `ds-t${i}-${part}`;

  /** What a reference of table `own` may point to. */
  const referenceContext = (own) => () => ({
    own: own(),
    tables: tables.map((table) => ({ name: table.name, fields: fieldsOf(table).map((f) => f.name) })),
  });
  // While the tables are being drawn, a later table may not have its editor yet.
  const fieldsOf = (table) => (table.editor ? table.editor.state() : table.fields);

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
            value: table[bound],
            'data-role': bound,
          }),
        ),
      ),
    );
  }

  const addFieldLabel = (table, i) => t('addFieldTo', { table: table.name || t('tableN', { n: i + 1 }) });

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
      table.editor.refreshChoices();
      const per = document.getElementById(id(i, 'per'));
      if (per) {
        const fresh = perSelect(table, i);
        const value = fresh.value;
        per.replaceChildren(...fresh.options);
        per.value = value;
      }
      const addField = document.getElementById(id(i, 'add-field'));
      if (addField) addField.textContent = addFieldLabel(table, i);
    });
  }

  function renameField(owner, before, after) {
    for (const table of tables) {
      table.editor.update((field) => {
        if (field.type !== 'referencia') return;
        if (field.options.table === owner.name && field.options.field === before) field.options.field = after;
        if (table === owner && field.options.via === before) field.options.via = after;
      });
    }
  }

  function renameTable(before, after) {
    for (const table of tables) {
      if (table.per === before) table.per = after;
      table.editor.update((field) => {
        if (field.type === 'referencia' && field.options.table === before) field.options.table = after;
      });
    }
  }

  function onEdit(event) {
    const box = event.target.closest('.dataset-table');
    const role = event.target.dataset.role;
    if (!box || !role) return;
    const i = Number(box.dataset.index);
    const table = tables[i];
    if (role === 'table-name') {
      table.name = event.target.value;
      const before = event.target.dataset.committed;
      if (event.type === 'change' && before !== table.name) {
        event.target.dataset.committed = table.name;
        renamed = i;
        renameTable(before, table.name);
        refresh();
      }
    } else if (role === 'mode') {
      if (event.type !== 'change') return;
      table.mode = event.target.value;
      document.getElementById(id(i, 'count-box')).replaceChildren(countControls(table, i));
      document.getElementById(id(i, 'mode')).focus();
    } else if (['count', 'per', 'min', 'max'].includes(role)) table[role] = event.target.value;
  }

  container.addEventListener('input', onEdit);
  container.addEventListener('change', onEdit);
  container.addEventListener('click', (event) => {
    const button = event.target.closest('button.remove-table');
    if (!button) return;
    const i = Number(button.closest('.dataset-table').dataset.index);
    tables.splice(i, 1);
    renamed = -1;
    render();
    (document.getElementById(id(Math.min(i, tables.length - 1), 'name')) ?? addButton).focus();
  });
  addButton.addEventListener('click', () => {
    const names = new Set(tables.map((table) => table.name));
    let n = tables.length + 1;
    while (names.has(`tabla${n}`)) n++;
    tables.push(newTable({ name: `tabla${n}` }));
    render();
    document.getElementById(id(tables.length - 1, 'name')).focus();
  });

  return {
    render,
    setTypes(fieldTypes, datasetLimits = {}) {
      types = fieldTypes;
      limits = datasetLimits;
      render();
    },
    names: () => tables.map((table) => table.name),
    /** The catalog entry of the type of field `field` of table `table`. */
    typeOf: (table, field) => (field === undefined ? undefined : tables[table]?.editor.typeOf(field)),
    /** Opens the options of field `field` of table `table`. */
    reveal: (table, field) => tables[table]?.editor.reveal(field),
    /** 'fixed' or 'per': how table `table` counts its rows. */
    countMode: (table) => tables[table]?.mode,
    lastRenamed: () => renamed,
    /** The `tables` member of a dataset body. */
    definitions() {
      return tables.map((table) => {
        const definition = { name: table.name, count: countOf(table) };
        const primaryKey = table.editor.primaryKey();
        if (primaryKey.length) definition.primaryKey = primaryKey;
        definition.fields = table.editor.definitions();
        return definition;
      });
    },
    /** Replaces the tables with those of a dataset body. */
    load(definitions) {
      renamed = -1;
      tables = definitions.map((d) => {
        const count = d.count;
        const per = count !== null && typeof count === 'object';
        return newTable({
          name: String(d.name ?? ''),
          mode: per ? 'per' : 'fixed',
          count: per ? '10' : String(count ?? ''),
          per: per ? String(count.per ?? '') : '',
          min: per ? String(count.min ?? '') : '1',
          max: per ? String(count.max ?? '') : '3',
          fields: [],
        });
      });
      render();
      definitions.forEach((d, i) => {
        tables[i].editor.setDefinitions(d.fields ?? [], d.primaryKey ?? []);
      });
      refresh();
    },
    /**
     * Shows `message` beside table `tableIndex`, on field `fieldIndex` when
     * given; with no table, clears every mark. Returns the element marked.
     */
    markError(tableIndex, fieldIndex, message) {
      for (const table of tables) table.editor.markError();
      for (const box of container.querySelectorAll('.dataset-table > .field-error')) {
        box.hidden = true;
        box.textContent = '';
      }
      for (const box of container.querySelectorAll('.dataset-table.invalid')) box.classList.remove('invalid');
      const table = tables[tableIndex];
      if (!table) return null;
      document.getElementById(id(tableIndex, 'box')).classList.add('invalid');
      if (fieldIndex !== undefined && table.editor.markError(fieldIndex, message))
        return document.getElementById(`${id(tableIndex, 'f')}-${fieldIndex}-error`);
      const box = document.getElementById(id(tableIndex, 'error'));
      box.textContent = message;
      box.hidden = false;
      return box;
    },
  };
}

function countOf(table) {
  const number = (raw) => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw.trim());
  if (table.mode === 'per') return { per: table.per, min: number(table.min), max: number(table.max) };
  return number(table.count);
}
