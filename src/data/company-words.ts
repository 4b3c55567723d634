/**
 * Words for invented company names ("Construcciones Navarro", "Talleres
 * Ruiz e Hijos"). Hand-written vocabulary of common Spanish trade names:
 * data only.
 */
export const COMPANY_ACTIVITIES: readonly string[] = [
  'Construcciones',
  'Transportes',
  'Distribuciones',
  'Talleres',
  'Inversiones',
  'Servicios Informáticos',
  'Consultores',
  'Reformas',
  'Instalaciones Eléctricas',
  'Comercial',
  'Alimentación',
  'Hostelería',
  'Inmobiliaria',
  'Asesores',
  'Logística',
  'Suministros Industriales',
  'Ingeniería',
  'Gestión',
  'Climatización',
  'Carpintería',
  'Panadería',
  'Farmacia',
  'Automoción',
  'Viajes',
  'Textil',
  'Agrícola',
  'Bodegas',
  'Promociones',
  'Limpiezas',
  'Fontanería',
];

export const COMPANY_ENDINGS: readonly string[] = [
  '',
  '',
  '',
  ' e Hijos',
  ' Hermanos',
  ' y Asociados',
  ' del Norte',
  ' del Sur',
  ' Levante',
];

/** Names for associations and foundations (CIF letter G), after "Asociación". */
export const ASSOCIATION_TOPICS: readonly string[] = [
  'Cultural',
  'Deportiva',
  'Vecinal',
  'de Vecinos',
  'Juvenil',
  'de Amigos del Patrimonio',
  'de Comerciantes',
  'Gastronómica',
  'Musical',
  'Medioambiental',
];
