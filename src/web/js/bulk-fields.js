// @ts-check
import { byId } from './dom.js';
import { createFieldEditor } from './field-editor.js';

/** @typedef {import('./api-types.js').FieldTypeSpec} FieldTypeSpec */

/**
 * The field editor of the bulk tab (ids `bf-<n>-...`). Types the catalog
 * marks `datasetOnly` (`referencia`: it needs another table) are left out.
 */
/** @type {readonly import('./field-editor.js').FieldInit[]} */
export const DEFAULT_FIELDS = [
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'dni', type: 'documento' },
  { name: 'email', type: 'email' },
  { name: 'iban', type: 'iban' },
];

/** @param {readonly FieldTypeSpec[]} fieldTypes */
export const bulkTypes = (fieldTypes) => fieldTypes.filter((ft) => !ft.datasetOnly);

/** @type {ReturnType<typeof createFieldEditor> | null} */
let editor = null;

/** The editor, once `initFields` has made it. */
function theEditor() {
  if (editor === null) throw new Error('The bulk fields are not drawn yet');
  return editor;
}

/**
 * `onStructure` runs when a field is added, removed, moved or changes type.
 * @param {readonly FieldTypeSpec[]} fieldTypes
 * @param {() => void} onStructure
 */
export function initFields(fieldTypes, onStructure) {
  editor = createFieldEditor({
    list: byId('bulk-fields', HTMLElement),
    addButton: byId('bulk-add-field', HTMLButtonElement),
    idPrefix: 'bf',
    fields: DEFAULT_FIELDS,
    onStructure,
  });
  editor.setTypes(bulkTypes(fieldTypes));
}

/** @param {readonly FieldTypeSpec[]} fieldTypes */
export function updateFieldTypes(fieldTypes) {
  theEditor().setTypes(bulkTypes(fieldTypes));
}

/** The `fields` member of a bulk request body. */
export const fieldDefinitions = () => theEditor().definitions();

/**
 * Replaces the rows with the definitions of a saved schema (already checked to be objects).
 * @param {readonly import('./field-editor.js').SavedField[]} definitions
 */
export const setFieldDefinitions = (definitions) => theEditor().setDefinitions(definitions);

/**
 * The catalog entry of the type of field `index`.
 * @param {number} index
 */
export const fieldTypeOf = (index) => theEditor().typeOf(index);

/**
 * Shows `message` beside field `index` and outlines it; no arguments clear every mark.
 * @param {number} [index]
 * @param {string} [message]
 */
export const markField = (index, message) => theEditor().markError(index, message);

/**
 * Opens the options of field `index`, so a control among them can take the focus.
 * @param {number} index
 */
export const revealOptions = (index) => theEditor().reveal(index);
