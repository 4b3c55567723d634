/**
 * Words for invented company names ("Construcciones Navarro", "Talleres
 * Ruiz e Hijos"). Hand-written vocabulary of common Spanish trade names:
 * data only. No "Farmacia": a Spanish pharmacy belongs to its licensed
 * pharmacist (Ley 16/1997 de regulación de servicios de las oficinas de
 * farmacia, art. 4), so it is never an S.L. or S.A.
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
  'Automoción',
  'Viajes',
  'Textil',
  'Agrícola',
  'Bodegas',
  'Promociones',
  'Limpiezas',
  'Fontanería',
];

/**
 * What may follow the surname in a company name. Regional words ("del
 * Norte", "Levante") after a surname read as part of a compound surname, and
 * "y Asociados" belongs to professional firms only, so neither is used.
 */
export const COMPANY_ENDINGS: readonly string[] = ['', '', '', '', ' e Hijos', ' Hermanos'];

/**
 * How associations (CIF letter G) are named: after what they do and the
 * place they serve, never after a person ("Asociación de Vecinos de Tomelloso",
 * "Asociación Cultural Almansa"). Each entry is followed by a place name.
 */
export const ASSOCIATION_PREFIXES: readonly string[] = [
  'Asociación Cultural',
  'Asociación Deportiva',
  'Asociación de Vecinos de',
  'Asociación Vecinal de',
  'Asociación Juvenil',
  'Asociación de Amigos del Patrimonio de',
  'Asociación de Comerciantes de',
  'Asociación Gastronómica',
  'Asociación Musical',
  'Asociación Medioambiental',
  'Asociación de Mayores de',
];
