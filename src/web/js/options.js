// @ts-check
import { el } from './dom.js';
import { dateRangeWords } from './errors.js';
import { getLang, t } from './i18n.js';
import { OPTION_WORDS } from './texts-options.js';

/**
 * Form controls for the options that GET /api/v1/generators describes
 * ({name, type, description, default, values?, min?, max?, format?}).
 * An empty control means "not sent": the service applies its default.
 */

/** @typedef {import('./api-types.js').OptionSpec} OptionSpec */

/**
 * The page's own words for an option, where the catalog's speak to API users.
 * @param {string | undefined} name
 * @returns {{ label?: string, hint?: string } | undefined}
 */
const pageWords = (name) => (name === undefined ? undefined : OPTION_WORDS[getLang()].options[name]);

/**
 * A field type's name in a form: the page's words, else the catalog's label.
 * @param {import('./api-types.js').FieldTypeSpec} fieldType
 */
export const typeLabel = (fieldType) => OPTION_WORDS[getLang()].types[fieldType.type] ?? fieldType.label;

/** @param {OptionSpec} spec */
function hintOf(spec) {
  const parts = [pageWords(spec.name)?.hint ?? spec.description];
  if (spec.type === 'integer' || spec.type === 'number')
    parts.push(t('range', { min: spec.min, max: spec.max }));
  if (spec.type === 'date' && spec.min) parts.push(dateRangeWords());
  // A select shows its default as its first choice already; a null default is explained by the description.
  if (spec.type !== 'enum' && spec.type !== 'boolean' && spec.default !== null)
    parts.push(t('defaultValue', { value: spec.default }));
  if (spec.type === 'scalars' || spec.type === 'weights') parts.push(t('listHint'));
  return parts.join(' · ');
}

/**
 * @param {OptionSpec} spec
 * @param {string} id
 * @param {string} value
 */
function control(spec, id, value) {
  const common = { id, name: spec.name, 'data-option': spec.name, 'aria-describedby': `${id}-hint` };
  if (spec.type === 'enum' || spec.type === 'boolean') {
    const values = spec.values ?? [];
    const select = el(
      'select',
      common,
      el('option', { value: '' }, `— ${t('defaultValue', { value: valueLabel(spec, spec.default) })} —`),
      values.map((v) => el('option', { value: String(v) }, valueLabel(spec, v))),
    );
    select.value = values.map(String).includes(value) ? value : '';
    return select;
  }
  if (spec.type === 'integer' || spec.type === 'number') {
    return el('input', {
      ...common,
      type: 'number',
      inputMode: spec.type === 'integer' ? 'numeric' : 'decimal',
      min: spec.min,
      max: spec.max,
      step: spec.type === 'integer' ? '1' : 'any',
      placeholder: String(spec.default ?? ''),
      value,
    });
  }
  if (spec.type === 'date')
    return el('input', { ...common, type: 'date', min: spec.min, max: spec.max, value });
  return el('input', {
    ...common,
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: spec.format === 'hostname' ? 'example.com' : '',
    value,
  });
}

/**
 * The catalog's name of a value of `spec`, or the value itself.
 * @param {OptionSpec} spec
 * @param {unknown} value
 */
export function valueLabel(spec, value) {
  return spec?.valueLabels?.[String(value)] ?? String(value);
}

/**
 * The label of an option: the catalog's short name in the page language.
 * @param {OptionSpec | undefined} spec
 */
export const optionLabel = (spec) => pageWords(spec?.name)?.label ?? spec?.label ?? spec?.name;

/**
 * A labelled control with its hint; `value` is the raw text to show.
 * @param {OptionSpec} spec
 * @param {string} id
 * @param {string} [value]
 */
export function optionField(spec, id, value = '') {
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, optionLabel(spec)),
    control(spec, id, value),
    el('small', { id: `${id}-hint`, class: 'hint' }, hintOf(spec)),
  );
}

/**
 * The raw (string) values of the option controls under `container`, empty ones left out.
 * @param {ParentNode} container
 * @returns {Record<string, string>}
 */
export function readRawOptions(container) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const input of container.querySelectorAll('[data-option]')) {
    if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) continue;
    if (input.value.trim() !== '') out[input.dataset.option ?? ''] = input.value.trim();
  }
  return out;
}

/**
 * A raw option as the JSON value of its natural type, for bulk bodies
 * (docs/api.md, Bulk). Text the type cannot read is sent as typed, so the service
 * says what is wrong with it.
 * @param {OptionSpec | undefined} spec
 * @param {string} raw
 * @returns {unknown}
 */
export function typedOption(spec, raw) {
  if (spec?.type === 'integer' || spec?.type === 'number')
    return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (spec?.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (spec?.type === 'scalar') return scalarOf(raw);
  if (spec?.type === 'scalars' || spec?.type === 'weights') return listOf(raw);
  return raw;
}

/**
 * A value of `lista` or `constante`: a number written as JSON writes it
 * (so "007" stays text), true or false, or else the text itself.
 * @param {string} raw
 * @returns {string | number | boolean}
 */
function scalarOf(raw) {
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(raw)) return Number(raw);
  return raw === 'true' ? true : raw === 'false' ? false : raw;
}

/**
 * A list typed as comma-separated values, or as a JSON array when a value holds a comma.
 * @param {string} raw
 * @returns {unknown}
 */
function listOf(raw) {
  if (raw.startsWith('[')) {
    try {
      return JSON.parse(raw);
    } catch {
      // Not JSON after all: read as comma-separated values.
    }
  }
  return raw.split(',').map((item) => scalarOf(item.trim()));
}

/**
 * The raw text of a list option, the way `typedOption` reads it back.
 * @param {readonly unknown[]} values
 */
export function rawList(values) {
  return values.some((v) => String(v).includes(',')) ? JSON.stringify(values) : values.join(', ');
}
