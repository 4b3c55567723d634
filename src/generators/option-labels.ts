import type { LangText } from '../i18n/lang.js';

/**
 * Short names of options and of their values, for forms (the playground
 * shows these where the API takes `sub`, `ok=false` or `fmt=dotted`). Keyed
 * by option name: options that share a name mean the same thing (docs/api.md,
 * Single-type generators); a spec whose name means something else carries its own `label`.
 */
export const OPTION_LABELS: Readonly<Record<string, LangText>> = {
  sub: { es: 'Tipo de documento', en: 'Document kind', pt: 'Tipo de documento' },
  ok: { es: 'Carácter de control', en: 'Check character', pt: 'Carácter de controlo' },
  fmt: { es: 'Presentación', en: 'Presentation', pt: 'Apresentação' },
  refDate: { es: 'Fecha de referencia', en: 'Reference date', pt: 'Data de referência' },
  minAge: { es: 'Edad mínima', en: 'Minimum age', pt: 'Idade mínima' },
  maxAge: { es: 'Edad máxima', en: 'Maximum age', pt: 'Idade máxima' },
  domain: { es: 'Dominio de correo', en: 'Email domain', pt: 'Domínio de correio eletrónico' },
  version: { es: 'Versión', en: 'Version', pt: 'Versão' },
  length: { es: 'Longitud', en: 'Length', pt: 'Comprimento' },
  symbols: { es: 'Símbolos', en: 'Symbols', pt: 'Símbolos' },
  brand: { es: 'Marca', en: 'Brand', pt: 'Marca' },
  min: { es: 'Mínimo', en: 'Minimum', pt: 'Mínimo' },
  max: { es: 'Máximo', en: 'Maximum', pt: 'Máximo' },
  decimals: { es: 'Decimales', en: 'Decimals', pt: 'Casas decimais' },
  from: { es: 'Desde', en: 'From', pt: 'Desde' },
  to: { es: 'Hasta', en: 'To', pt: 'Até' },
  probability: { es: 'Probabilidad de true', en: 'Probability of true', pt: 'Probabilidade de true' },
  words: { es: 'Palabras', en: 'Words', pt: 'Palavras' },
  start: { es: 'Primer valor', en: 'First value', pt: 'Primeiro valor' },
  step: { es: 'Incremento', en: 'Step', pt: 'Incremento' },
  values: { es: 'Valores', en: 'Values', pt: 'Valores' },
  weights: { es: 'Pesos', en: 'Weights', pt: 'Pesos' },
  value: { es: 'Valor', en: 'Value', pt: 'Valor' },
  table: { es: 'Tabla referenciada', en: 'Referenced table', pt: 'Tabela referenciada' },
  field: { es: 'Campo referenciado', en: 'Referenced field', pt: 'Campo referenciado' },
  via: { es: 'A través de', en: 'Through', pt: 'Através de' },
};

const CARD_BRANDS: Readonly<Record<string, LangText>> = Object.fromEntries(
  Object.entries({
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    maestro: 'Maestro',
  }).map(([value, name]) => [value, { es: name, en: name, pt: name }]),
);

const NEGATIVE_TEST: LangText = {
  es: 'Prueba negativa: carácter de control incorrecto',
  en: 'Negative test: wrong check character',
  pt: 'Teste negativo: carácter de controlo incorreto',
};

/** Names of the values of enum and boolean options, by option name then value. */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, LangText>>>> = {
  sub: {
    dni: { es: 'DNI', en: 'DNI', pt: 'DNI' },
    nie: { es: 'NIE', en: 'NIE', pt: 'NIE' },
    cif: { es: 'CIF', en: 'CIF', pt: 'CIF' },
    nif: { es: 'NIF (K, L, M)', en: 'NIF (K, L, M)', pt: 'NIF (K, L, M)' },
    movil: { es: 'Móvil', en: 'Mobile', pt: 'Telemóvel' },
    fijo: { es: 'Fijo', en: 'Landline', pt: 'Fixo' },
    ...CARD_BRANDS,
  },
  brand: CARD_BRANDS,
  ok: {
    true: { es: 'Correcto (valor válido)', en: 'Right (valid value)', pt: 'Correto (valor válido)' },
    false: NEGATIVE_TEST,
  },
  fmt: {
    plain: { es: 'Compacto', en: 'Compact', pt: 'Compacto' },
    dashed: { es: 'Con guion', en: 'With a dash', pt: 'Com hífen' },
    dotted: { es: 'Con puntos y guion', en: 'With dots and a dash', pt: 'Com pontos e hífen' },
    spaced: { es: 'Con espacios', en: 'With spaces', pt: 'Com espaços' },
    e164: { es: 'Internacional (+34)', en: 'International (+34)', pt: 'Internacional (+34)' },
  },
  symbols: { true: { es: 'Sí', en: 'Yes', pt: 'Sim' }, false: { es: 'No', en: 'No', pt: 'Não' } },
  version: {
    '4': { es: '4 (aleatorio)', en: '4 (random)', pt: '4 (aleatória)' },
    '7': { es: '7 (ordenado por tiempo)', en: '7 (time-ordered)', pt: '7 (ordenada pelo tempo)' },
  },
};
