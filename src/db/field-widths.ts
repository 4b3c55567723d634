/**
 * How long the values of each field type get, in their plain presentation,
 * for choosing types that fit a column and for checking values on their
 * way in. Fixed formats have their length (a DNI is 9 characters, a Spanish
 * IBAN 24); email and username have the longest seen over 200,000 seeded
 * rows. Free text (names, addresses, filler) may be cut to the column: a
 * shorter street name is still a street name, a shorter DNI is no DNI.
 */
export const WIDTH_BY_TYPE: Readonly<Record<string, number>> = {
  documento: 9,
  cif: 9,
  nss: 12,
  iban: 24,
  ccc: 20,
  bic: 11,
  cp: 5,
  telefono_movil: 9,
  telefono_fijo: 9,
  email: 50,
  usuario: 30,
  sexo: 1,
  uuid: 36,
  matricula: 7,
  pasaporte: 9,
  tarjeta: 19,
  fecha: 10,
  fecha_nacimiento: 10,
  password: 16,
  edad: 3,
};

export const CUTTABLE_TYPES: ReadonlySet<string> = new Set([
  'nombre_completo',
  'nombre',
  'apellidos',
  'direccion',
  'municipio',
  'provincia',
  'comunidad',
  'razon_social',
  'entidad_bancaria',
  'lorem',
  // Only where the column is not unique (introspection checks): a cut username may repeat.
  'usuario',
]);
