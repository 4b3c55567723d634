import { ApiError } from './api.js';
import { fieldDefinitions, fieldTypeOf, markField, revealOptions } from './bulk-fields.js';
import { dateProblem, readCount } from './checks.js';
import { markInvalid } from './dom.js';
import { controlWords, detailLines, labelled } from './errors.js';
import { t } from './i18n.js';
import { optionLabel } from './options.js';

/**
 * The bulk tab's checks before a request, and how a failure is pointed
 * at: the field named as the page names it, its line outlined with the
 * message beside it, and the focus on the control at fault.
 */
const $ = (id) => document.getElementById(id);

/** A problem the form has before asking the service ({message, control}), or undefined. */
export function checkBulkForm(catalog) {
  if (fieldDefinitions().length === 0)
    return { message: () => t('needFields'), control: $('bulk-add-field') };
  const { error } = readCount($('bulk-count'), catalog.bulk.count.max);
  if (error) return { message: error, control: $('bulk-count') };
  const badDate = dateProblem($('bulk-refdate'));
  if (badDate) return { message: badDate, control: $('bulk-refdate') };
  return undefined;
}

/** How the error box names the fields of the form and their options. */
export function errorContext() {
  const spec = (name, index) => fieldTypeOf(index)?.options.find((o) => o.name === name);
  return {
    fieldName: (index) => fieldDefinitions()[index]?.name,
    optionLabel: (name, index) => optionLabel(spec(name, index)),
    valueLabels: (name, index) => spec(name, index)?.valueLabels,
  };
}

const TOP_CONTROLS = {
  count: 'bulk-count',
  seed: 'bulk-seed',
  refDate: 'bulk-refdate',
  table: 'bulk-tablename',
  dialect: 'bulk-dialect',
  format: 'bulk-format',
  csv: 'bulk-csv-delimiter',
};
const FIELD_CONTROLS = { name: 'name', type: 'type', nullable: 'nullable', unique: 'unique' };

/** Outlines the field a failure names (message beside it) and moves the focus to its control. */
export function markFailure(err, place, ctx) {
  if (!place || !(err instanceof ApiError)) return;
  if (place.field === undefined) {
    const id = TOP_CONTROLS[place.control] ?? (place.option === 'refDate' ? 'bulk-refdate' : undefined);
    if (id && $(id)) markInvalid($(id));
    return;
  }
  // Beside the field, its control and what is wrong with it; the service's general message is in the box.
  const control = controlWords(place, ctx);
  const lines = detailLines(err.body?.details, ctx);
  const words = labelled(control, lines.join(' '));
  if (!markField(place.field, words || err.body?.message)) return;
  let id = `bf-${place.field}-${FIELD_CONTROLS[place.control] ?? 'name'}`;
  if (place.option) {
    revealOptions(place.field);
    if ($(`bf-${place.field}-opt-${place.option}`)) id = `bf-${place.field}-opt-${place.option}`;
  }
  markInvalid($(id));
}
