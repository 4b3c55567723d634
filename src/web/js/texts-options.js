// @ts-check
/**
 * Words the page uses instead of the catalog's for some options and field
 * types: the catalog describes them to API users (`false`, `refDate`,
 * `to`, `start + step`); a form says the same in the words of its own
 * controls. By option name (`options`: `hint`, `label`) and by field type (`types`).
 * @type {Readonly<Record<import('../../i18n/lang.js').Lang, {
 *   options: Readonly<Record<string, { label?: string, hint?: string }>>,
 *   types: Readonly<Record<string, string>>,
 * }>>}
 */
export const OPTION_WORDS = {
  es: {
    options: {
      ok: {
        hint: '«Prueba negativa» da valores con la forma correcta y el carácter de control equivocado.',
      },
      from: {
        hint: 'Vacía: 10 años antes de la fecha de referencia (o de «Hasta», si es anterior).',
      },
      to: {
        hint: 'Vacía: la fecha de referencia (o 10 años después de «Desde», si es posterior).',
      },
      probability: {
        label: 'Proporción de «verdadero»',
        hint: 'De 0 (nunca) a 1 (siempre); 0,5 la mitad de las filas.',
      },
      step: { hint: 'Lo que suma cada fila; no puede ser 0.' },
    },
    types: { secuencia: 'Secuencia (1, 2, 3…)' },
  },
  en: {
    options: {
      ok: { hint: '"Negative test" gives right-shaped values with a wrong check character.' },
      from: { hint: 'Empty: 10 years before the reference date (or before "To", when that is earlier).' },
      to: { hint: 'Empty: the reference date (or 10 years after "From", when that is later).' },
      probability: {
        label: 'Share of "true"',
        hint: 'From 0 (never) to 1 (always); 0.5 is half the rows.',
      },
      step: { hint: 'What each row adds; it cannot be 0.' },
    },
    types: { secuencia: 'Sequence (1, 2, 3…)' },
  },
  pt: {
    options: {
      ok: {
        hint: '«Teste negativo» dá valores com a forma correta e o carácter de controlo errado.',
      },
      from: {
        hint: 'Vazia: 10 anos antes da data de referência (ou de «Até», se for anterior).',
      },
      to: {
        hint: 'Vazia: a data de referência (ou 10 anos depois de «Desde», se for posterior).',
      },
      probability: {
        label: 'Proporção de «verdadeiro»',
        hint: 'De 0 (nunca) a 1 (sempre); 0,5 é metade das linhas.',
      },
      step: { hint: 'O que cada linha soma; não pode ser 0.' },
    },
    types: { secuencia: 'Sequência (1, 2, 3…)' },
  },
};
