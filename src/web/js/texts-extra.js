// @ts-check
/**
 * The values of `extra` in validation results that are words (not names nor
 * numbers), in each page language: the service gives them in the words of
 * the value's country (`categoria: Pessoa coletiva`, `tipo: movil`). By
 * key, then value; a value not listed (a bank, a province) is shown as given.
 */
const NIF_CATEGORIES = {
  'Pessoa singular': ['Persona física', 'Individual', 'Pessoa singular'],
  'Pessoa singular não residente': [
    'Persona física no residente',
    'Non-resident individual',
    'Pessoa singular não residente',
  ],
  'Pessoa coletiva': ['Persona jurídica', 'Legal person', 'Pessoa coletiva'],
  'Administração pública': ['Administración pública', 'Public administration', 'Administração pública'],
  'Herança indivisa': ['Herencia yacente', 'Undivided estate', 'Herança indivisa'],
  'Pessoa coletiva não residente': [
    'Persona jurídica no residente',
    'Non-resident legal person',
    'Pessoa coletiva não residente',
  ],
  'Fundo de investimento': ['Fondo de inversión', 'Investment fund', 'Fundo de investimento'],
  'Atribuição oficiosa': ['Asignación de oficio', 'Assigned by the tax office', 'Atribuição oficiosa'],
  'Não residente (reembolso de IVA)': [
    'No residente (devolución del IVA)',
    'Non-resident (VAT refund)',
    'Não residente (reembolso de IVA)',
  ],
  'Regime excecional (Expo 98)': [
    'Régimen excepcional (Expo 98)',
    'Special scheme (Expo 98)',
    'Regime excecional (Expo 98)',
  ],
  'Condomínio ou sociedade irregular': [
    'Comunidad de propietarios o sociedad irregular',
    'Condominium or unregistered partnership',
    'Condomínio ou sociedade irregular',
  ],
  'Não residente sem estabelecimento estável': [
    'No residente sin establecimiento permanente',
    'Non-resident without a permanent establishment',
    'Não residente sem estabelecimento estável',
  ],
  'Sociedade civil sem personalidade jurídica': [
    'Sociedad civil sin personalidad jurídica',
    'Civil partnership without legal personality',
    'Sociedade civil sem personalidade jurídica',
  ],
};

const KINDS_OF_HOLDER = {
  singular: ['persona física', 'individual', 'pessoa singular'],
  coletiva: ['persona jurídica', 'legal person', 'pessoa coletiva'],
  movil: ['móvil', 'mobile', 'telemóvel'],
  fijo: ['fijo', 'landline', 'fixo'],
  fisica: ['persona física', 'individual', 'pessoa singular'],
  moral: ['persona moral', 'legal person', 'pessoa coletiva'],
  generico: ['genérico', 'generic', 'genérico'],
};

const RFC_USES = {
  publico_en_general: ['público en general', 'general public', 'público em geral'],
  extranjero: ['extranjero', 'foreign resident', 'estrangeiro'],
};

const SEXES = { H: ['hombre', 'male', 'homem'], M: ['mujer', 'female', 'mulher'] };

const PLATE_FORMATS = {
  actual: ['actual (desde 2000)', 'current (since 2000)', 'atual (desde 2000)'],
  provincial: ['provincial (hasta 2000)', 'provincial (until 2000)', 'provincial (até 2000)'],
};

/** @type {readonly import('../../i18n/lang.js').Lang[]} */
const ORDER = ['es', 'en', 'pt'];

/**
 * `EXTRA_VALUES[lang][key][value]`: the value's words in the page language.
 * @type {Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>}
 */
export const EXTRA_VALUES = Object.fromEntries(
  ORDER.map((lang, i) => {
    /** @param {Readonly<Record<string, readonly string[]>>} table */
    const pick = (table) =>
      Object.fromEntries(Object.entries(table).map(([value, words]) => [value, words[i]]));
    return [
      lang,
      {
        categoria: pick(NIF_CATEGORIES),
        tipo: pick(KINDS_OF_HOLDER),
        formato: pick(PLATE_FORMATS),
        uso: pick(RFC_USES),
        sexo: pick(SEXES),
      },
    ];
  }),
);
