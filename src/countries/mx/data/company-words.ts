/**
 * Words for Mexican company names: trades and regions. Hand-written; the
 * shapes and weights in entities/company.ts are modelling choices.
 */

export const COMPANY_TRADES_MX: readonly string[] = [
  'Construcciones',
  'Constructora',
  'Transportes',
  'Comercializadora',
  'Distribuidora',
  'Servicios',
  'Inmobiliaria',
  'Alimentos',
  'Aceros',
  'Textiles',
  'Farmacias',
  'Ferretería',
  'Papelería',
  'Autopartes',
  'Logística',
  'Consultores',
  'Muebles',
  'Plásticos',
  'Abarrotes',
  'Agroindustrias',
];

export const COMPANY_REGIONS_MX: readonly string[] = [
  'del Norte',
  'del Bajío',
  'del Sureste',
  'del Pacífico',
  'del Golfo',
  'de Occidente',
  'del Centro',
  'de la Península',
  'de la Huasteca',
  'de la Laguna',
];
