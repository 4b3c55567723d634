/**
 * Words for Portuguese street lines: a hand-made list of common street
 * types and of names seen in towns all over the country (dates of the
 * Republic and the Revolution, national figures, saints, landmarks). No
 * source file lists Portuguese streets openly (the CTT street file is not
 * redistributable), so these are not drawn from real places; each pairs with
 * any type. Data only; the address line is made in ../entities/address.ts.
 */

/**
 * Street types, with rough weights of how often an address is on one: most
 * are on a Rua, then Avenida; the rest are smaller. Estimates, not counts.
 */
export const STREET_TYPES_PT: readonly { readonly word: string; readonly weight: number }[] = [
  { word: 'Rua', weight: 70 },
  { word: 'Avenida', weight: 10 },
  { word: 'Travessa', weight: 6 },
  { word: 'Estrada', weight: 4 },
  { word: 'Largo', weight: 4 },
  { word: 'Praça', weight: 3 },
  { word: 'Calçada', weight: 1 },
  { word: 'Alameda', weight: 1 },
  { word: 'Beco', weight: 1 },
];

/**
 * Names as written after the type, with their preposition ("da Liberdade",
 * "de São João") or none ("25 de Abril", "Luís de Camões"). No adjectives:
 * "Nova" or "Direita" would have to agree with the type (Largo is masculine).
 */
export const STREET_NAMES_PT: readonly string[] = [
  '25 de Abril',
  '5 de Outubro',
  '1.º de Maio',
  '1.º de Dezembro',
  '31 de Janeiro',
  'da Liberdade',
  'da República',
  'da Restauração',
  'dos Combatentes da Grande Guerra',
  'dos Bombeiros Voluntários',
  'de Camões',
  'Luís de Camões',
  'Almeida Garrett',
  'Alexandre Herculano',
  'Eça de Queirós',
  'Fernando Pessoa',
  'Bocage',
  'Miguel Bombarda',
  'Marquês de Pombal',
  'Infante Dom Henrique',
  'Dom Afonso Henriques',
  'Dom Dinis',
  'Dom João I',
  'Dom Nuno Álvares Pereira',
  'Vasco da Gama',
  'Pedro Álvares Cabral',
  'Gago Coutinho',
  'General Humberto Delgado',
  'Sá da Bandeira',
  'Almirante Reis',
  'Aristides de Sousa Mendes',
  'de São João',
  'de São Pedro',
  'de São Sebastião',
  'de São Francisco',
  'de São Bento',
  'de Santo António',
  'de Santa Maria',
  'de Santa Catarina',
  'de Santa Luzia',
  'do Senhor dos Aflitos',
  'da Igreja',
  'da Capela',
  'do Calvário',
  'do Cruzeiro',
  'da Escola',
  'das Escolas',
  'do Mercado',
  'do Comércio',
  'da Estação',
  'do Castelo',
  'da Fonte',
  'do Chafariz',
  'do Moinho',
  'da Quinta',
  'do Pinhal',
  'das Flores',
  'das Oliveiras',
  'dos Pescadores',
  'da Paz',
  'da Boavista',
  'do Rossio',
  'do Município',
  'da Misericórdia',
];

/** Floors of a flat: "R/C" (rés-do-chão, the ground floor), then "1.º" to "8.º". */
export const FLOORS_PT: readonly string[] = ['R/C', '1.º', '2.º', '3.º', '4.º', '5.º', '6.º', '7.º', '8.º'];

/** Which flat on the floor: left, right, front, or a letter. */
export const SIDES_PT: readonly string[] = ['Esq.', 'Dto.', 'Frente', 'A', 'B', 'C'];
