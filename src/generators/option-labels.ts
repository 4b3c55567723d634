import type { Lang } from '../i18n/lang.js';

/**
 * Short names of options and of their values, for forms (the playground
 * shows these where the API takes `sub`, `ok=false` or `fmt=dotted`). Keyed
 * by option name: options that share a name mean the same thing (DECISIONS
 * 3); a spec whose name means something else carries its own `label`.
 */
type Text = Readonly<Record<Lang, string>>;

export const OPTION_LABELS: Readonly<Record<string, Text>> = {
  sub: { es: 'Tipo de documento', en: 'Document kind' },
  ok: { es: 'Carácter de control', en: 'Check character' },
  fmt: { es: 'Presentación', en: 'Presentation' },
  refDate: { es: 'Fecha de referencia', en: 'Reference date' },
  minAge: { es: 'Edad mínima', en: 'Minimum age' },
  maxAge: { es: 'Edad máxima', en: 'Maximum age' },
  domain: { es: 'Dominio de correo', en: 'Email domain' },
  version: { es: 'Versión', en: 'Version' },
  length: { es: 'Longitud', en: 'Length' },
  symbols: { es: 'Símbolos', en: 'Symbols' },
  brand: { es: 'Marca', en: 'Brand' },
  min: { es: 'Mínimo', en: 'Minimum' },
  max: { es: 'Máximo', en: 'Maximum' },
  decimals: { es: 'Decimales', en: 'Decimals' },
  from: { es: 'Desde', en: 'From' },
  to: { es: 'Hasta', en: 'To' },
  probability: { es: 'Probabilidad de true', en: 'Probability of true' },
  words: { es: 'Palabras', en: 'Words' },
  start: { es: 'Primer valor', en: 'First value' },
  step: { es: 'Incremento', en: 'Step' },
  values: { es: 'Valores', en: 'Values' },
  weights: { es: 'Pesos', en: 'Weights' },
  value: { es: 'Valor', en: 'Value' },
  table: { es: 'Tabla referenciada', en: 'Referenced table' },
  field: { es: 'Campo referenciado', en: 'Referenced field' },
  via: { es: 'A través de', en: 'Through' },
};

const CARD_BRANDS: Readonly<Record<string, Text>> = Object.fromEntries(
  Object.entries({
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    maestro: 'Maestro',
  }).map(([value, name]) => [value, { es: name, en: name }]),
);

const NEGATIVE_TEST: Text = {
  es: 'Prueba negativa: carácter de control incorrecto',
  en: 'Negative test: wrong check character',
};

/** Names of the values of enum and boolean options, by option name then value. */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  sub: {
    dni: { es: 'DNI', en: 'DNI' },
    nie: { es: 'NIE', en: 'NIE' },
    cif: { es: 'CIF', en: 'CIF' },
    nif: { es: 'NIF (K, L, M)', en: 'NIF (K, L, M)' },
    movil: { es: 'Móvil', en: 'Mobile' },
    fijo: { es: 'Fijo', en: 'Landline' },
    ...CARD_BRANDS,
  },
  brand: CARD_BRANDS,
  ok: {
    true: { es: 'Correcto (valor válido)', en: 'Right (valid value)' },
    false: NEGATIVE_TEST,
  },
  fmt: {
    plain: { es: 'Compacto', en: 'Compact' },
    dashed: { es: 'Con guion', en: 'With a dash' },
    dotted: { es: 'Con puntos y guion', en: 'With dots and a dash' },
    spaced: { es: 'Con espacios', en: 'With spaces' },
    e164: { es: 'Internacional (+34)', en: 'International (+34)' },
  },
  symbols: { true: { es: 'Sí', en: 'Yes' }, false: { es: 'No', en: 'No' } },
  version: {
    '4': { es: '4 (aleatorio)', en: '4 (random)' },
    '7': { es: '7 (ordenado por tiempo)', en: '7 (time-ordered)' },
  },
};
