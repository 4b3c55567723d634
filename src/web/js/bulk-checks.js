// @ts-check
import { ApiError } from './api.js';
import { fieldDefinitions, fieldTypeOf, markField, revealOptions } from './bulk-fields.js';
import { dateProblem, readCount } from './checks.js';
import { byId, findById, markInvalid } from './dom.js';
import { controlWords, detailLines, labelled } from './errors.js';
import { t } from './i18n.js';
import { optionLabel } from './options.js';

/**
 * The bulk tab's checks before a request, and how a failure is pointed
 * at: the field named as the page names it, its line outlined with the
 * message beside it, and the focus on the control at fault.
 */
/**
 * A problem the form has before asking the service: what to say, and the control to mark.
 * @typedef {{ message: () => string, control: HTMLElement }} FormProblem
 */

/**
 * A problem the form has before asking the service, or undefined.
 * @param {import('./api-types.js').Catalog} catalog
 * @returns {FormProblem | undefined}
 */
export function checkBulkForm(catalog) {
  if (fieldDefinitions().length === 0)
    return { message: () => t('needFields'), control: byId('bulk-add-field', HTMLButtonElement) };
  const count = byId('bulk-count', HTMLInputElement);
  const { error } = readCount(count, catalog.bulk.count.max);
  if (error) return { message: error, control: count };
  const refDate = byId('bulk-refdate', HTMLInputElement);
  const badDate = dateProblem(refDate);
  if (badDate) return { message: badDate, control: refDate };
  return undefined;
}

/**
 * How the error box names the fields of the form and their options.
 * @returns {import('./errors.js').ErrorContext}
 */
export function errorContext() {
  /**
   * @param {string | undefined} name
   * @param {number | undefined} index
   */
  const spec = (name, index) =>
    index === undefined ? undefined : fieldTypeOf(index)?.options.find((o) => o.name === name);
  return {
    fieldName: (index) => fieldDefinitions()[index]?.name,
    optionLabel: (name, index) => optionLabel(spec(name, index)),
    valueLabels: (name, index) => spec(name, index)?.valueLabels,
  };
}

/** @type {Readonly<Record<string, string>>} */
const TOP_CONTROLS = {
  count: 'bulk-count',
  seed: 'bulk-seed',
  refDate: 'bulk-refdate',
  table: 'bulk-tablename',
  dialect: 'bulk-dialect',
  format: 'bulk-format',
  csv: 'bulk-csv-delimiter',
};
/** @type {Readonly<Record<string, string>>} */
const FIELD_CONTROLS = { name: 'name', type: 'type', nullable: 'nullable', unique: 'unique' };

/**
 * Outlines the field a failure names (message beside it) and moves the focus to its control.
 * @param {unknown} err
 * @param {import('./errors.js').Place | undefined} place
 * @param {import('./errors.js').ErrorContext} ctx
 */
export function markFailure(err, place, ctx) {
  if (!place || !(err instanceof ApiError)) return;
  if (place.field === undefined) {
    const id =
      (place.control === undefined ? undefined : TOP_CONTROLS[place.control]) ??
      (place.option === 'refDate' ? 'bulk-refdate' : undefined);
    const control = id === undefined ? null : findById(id, HTMLElement);
    if (control) markInvalid(control);
    return;
  }
  // Beside the field, its control and what is wrong with it; the service's general message is in the box.
  const control = controlWords(place, ctx);
  const lines = detailLines(err.body.details, ctx);
  const words = labelled(control, lines.join(' '));
  if (!markField(place.field, words || err.body.message)) return;
  let id = `bf-${place.field}-${(place.control === undefined ? undefined : FIELD_CONTROLS[place.control]) ?? 'name'}`;
  if (place.option) {
    revealOptions(place.field);
    if (findById(`bf-${place.field}-opt-${place.option}`, HTMLElement))
      id = `bf-${place.field}-opt-${place.option}`;
  }
  markInvalid(byId(id, HTMLElement));
}
