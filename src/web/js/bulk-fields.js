import { createFieldEditor } from './field-editor.js';

/**
 * The field editor of the bulk tab (ids `bf-<n>-...`). Types the catalog
 * marks `datasetOnly` (`referencia`: it needs another table) are left out.
 */
export const DEFAULT_FIELDS = [
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'dni', type: 'documento' },
  { name: 'email', type: 'email' },
  { name: 'iban', type: 'iban' },
];

export const bulkTypes = (fieldTypes) => fieldTypes.filter((ft) => !ft.datasetOnly);

let editor = null;

export function initFields(fieldTypes) {
  editor = createFieldEditor({
    list: document.getElementById('bulk-fields'),
    addButton: document.getElementById('bulk-add-field'),
    idPrefix: 'bf',
    fields: DEFAULT_FIELDS,
  });
  editor.setTypes(bulkTypes(fieldTypes));
}

export function updateFieldTypes(fieldTypes) {
  editor.setTypes(bulkTypes(fieldTypes));
}

/** The `fields` member of a bulk request body. */
export const fieldDefinitions = () => editor.definitions();

/** Replaces the rows with the definitions of a saved schema (already checked to be objects). */
export const setFieldDefinitions = (definitions) => editor.setDefinitions(definitions);
