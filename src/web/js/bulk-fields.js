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

/** `onStructure` runs when a field is added, removed, moved or changes type. */
export function initFields(fieldTypes, onStructure) {
  editor = createFieldEditor({
    list: document.getElementById('bulk-fields'),
    addButton: document.getElementById('bulk-add-field'),
    idPrefix: 'bf',
    fields: DEFAULT_FIELDS,
    onStructure,
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

/** The catalog entry of the type of field `index`. */
export const fieldTypeOf = (index) => editor.typeOf(index);

/** Shows `message` beside field `index` and outlines it; no arguments clear every mark. */
export const markField = (index, message) => editor.markError(index, message);

/** Opens the options of field `index`, so a control among them can take the focus. */
export const revealOptions = (index) => editor.reveal(index);
