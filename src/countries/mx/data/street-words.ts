/**
 * Words for Mexican street lines. No open street file of Mexico is in the
 * sources, so streets are made from the names streets all over the country
 * carry: heroes of Independence and the Revolution, dates of the civic
 * calendar, plants. Hand-written; the weights of the types are a modelling
 * choice (most streets are "calle").
 */

/** Street types as an address writes them, with rough weights. */
export const STREET_TYPES_MX: readonly { readonly word: string; readonly weight: number }[] = [
  { word: 'Calle', weight: 70 },
  { word: 'Av.', weight: 18 },
  { word: 'Privada', weight: 5 },
  { word: 'Cerrada', weight: 3 },
  { word: 'Andador', weight: 2 },
  { word: 'Blvd.', weight: 2 },
];

export const STREET_NAMES_MX: readonly string[] = [
  'Hidalgo',
  'Miguel Hidalgo',
  'Juárez',
  'Benito Juárez',
  'Morelos',
  'José María Morelos',
  'Allende',
  'Aldama',
  'Abasolo',
  'Matamoros',
  'Galeana',
  'Guerrero',
  'Vicente Guerrero',
  'Zaragoza',
  'Ignacio Zaragoza',
  'Guadalupe Victoria',
  'Josefa Ortiz de Domínguez',
  'Leona Vicario',
  'Niños Héroes',
  'Madero',
  'Francisco I. Madero',
  'Venustiano Carranza',
  'Emiliano Zapata',
  'Francisco Villa',
  'Álvaro Obregón',
  'Lázaro Cárdenas',
  'Cuauhtémoc',
  'Nezahualcóyotl',
  'Xicoténcatl',
  'Sor Juana Inés de la Cruz',
  'Independencia',
  'Reforma',
  'Revolución',
  'Constitución',
  'Libertad',
  'Insurgentes',
  '5 de Mayo',
  '16 de Septiembre',
  '20 de Noviembre',
  '5 de Febrero',
  '21 de Marzo',
  'Las Flores',
  'Los Pinos',
  'Jacarandas',
  'Fresnos',
  'Nogales',
  'Sauces',
  'Bugambilias',
  'Girasoles',
  'Primavera',
];

/** How an address names its settlement by type ("Col. Centro", "Fracc. Las Américas"). */
export const SETTLEMENT_PREFIXES_MX: Readonly<Record<string, string>> = {
  Colonia: 'Col.',
  Fraccionamiento: 'Fracc.',
  'Unidad habitacional': 'U. H.',
  'Conjunto habitacional': 'Conj. Hab.',
};
