/**
 * Street names in the languages of Spain's regions, for municipalities
 * without a street list of their own: hand-written data (the sampler is in
 * src/countries/es/entities/streets.ts).
 *
 * Area by province (INE codes): Catalan in Catalonia (08, 17, 25, 43) and the
 * Balearic Islands (07); Valencian in the whole Comunitat Valenciana (03, 12,
 * 46: its inland Castilian-speaking districts are not told apart); Galician
 * in Galicia (15, 27, 32, 36); Basque in the País Vasco (01, 20, 48) and in
 * the Basque-speaking zone of Navarra (Ley Foral 18/1986 del Vascuence, art.
 * 5.1.a); Castilian elsewhere, the rest of Navarra included.
 *
 * Street-type words: each Castilian type of the weighted table (street_types
 * source) is written with the area's usual word, keeping its weight (Calle ->
 * Carrer / Rúa / kalea). Basque puts the type after the name ("Eliza
 * kalea"), or before an adjective ("Kale Nagusia").
 *
 * Names: only the common names whose form in the area's language is well
 * established are used there (Mayor -> Major / Maior / Nagusia, Iglesia ->
 * l'Església / Igrexa / Eliza); a person's name stays as written. The forms
 * below are the ones seen on street signs (Nomenclàtor oficial de toponímia,
 * Nomenclátor de Galicia, Euskaltzaindia's street-name guidance).
 */
export type StreetLanguage = 'ca' | 'gl' | 'eu';

export const CATALAN_PROVINCES: readonly string[] = ['07', '08', '17', '25', '43'];
export const VALENCIAN_PROVINCES: readonly string[] = ['03', '12', '46'];
export const GALICIAN_PROVINCES: readonly string[] = ['15', '27', '32', '36'];
export const BASQUE_PROVINCES: readonly string[] = ['01', '20', '48'];

/** Municipalities of the Basque-speaking zone of Navarra (Ley Foral 18/1986, art. 5.1.a), by INE code. */
export const NAVARRA_BASQUE_ZONE: readonly string[] = [
  '31003', // Abaurregaina/Abaurrea Alta
  '31004', // Abaurrepea/Abaurrea Baja
  '31010', // Altsasu/Alsasua
  '31017', // Anue
  '31020', // Araitz
  '31022', // Arantza
  '31024', // Arano
  '31025', // Arakil
  '31027', // Arbizu
  '31031', // Areso
  '31033', // Aria
  '31034', // Aribe
  '31037', // Arruazu
  '31044', // Bakaiku
  '31049', // Basaburua
  '31050', // Baztan
  '31054', // Bertizarana
  '31055', // Betelu
  '31058', // Auritz/Burguete
  '31073', // Ziordia
  '31081', // Donamaria
  '31082', // Etxalar
  '31084', // Etxarri Aranatz
  '31087', // Elgorriaga
  '31090', // Eratsun
  '31091', // Ergoiena
  '31092', // Erro
  '31098', // Esteribar
  '31102', // Ezkurra
  '31112', // Garaioa
  '31115', // Garralda
  '31117', // Goizueta
  '31123', // Uharte Arakil
  '31126', // Imotz
  '31127', // Irañeta
  '31129', // Ituren
  '31130', // Iturmendi
  '31137', // Beintza-Labaien
  '31138', // Lakuntza
  '31140', // Lantz
  '31144', // Larraun
  '31149', // Leitza
  '31153', // Lesaka
  '31186', // Odieta
  '31187', // Oiz
  '31189', // Olazti/Olazagutía
  '31195', // Orbaizeta
  '31196', // Orbara
  '31211', // Orreaga/Roncesvalles
  '31213', // Saldías
  '31221', // Doneztebe/Santesteban
  '31226', // Sunbilla
  '31236', // Ultzama
  '31239', // Urdazubi/Urdax
  '31240', // Urdiain
  '31244', // Urroz
  '31248', // Luzaide/Valcarlos
  '31250', // Bera
  '31256', // Hiriberri/Villanueva de Aezkoa
  '31259', // Igantzi
  '31263', // Zubieta
  '31264', // Zugarramurdi
  '31908', // Lekunberri
];

/**
 * The area's word for each Castilian type of the weighted table. Basque:
 * `[after a name, before an adjective]`. A type missing here takes the
 * area's word for Calle.
 */
export const STREET_TYPE_WORDS: {
  readonly ca: Readonly<Record<string, string>>;
  readonly gl: Readonly<Record<string, string>>;
  /** Calle is always there: it stands in for a type that is not. */
  readonly eu: Readonly<Record<string, readonly [string, string]>> & {
    readonly Calle: readonly [string, string];
  };
} = {
  ca: {
    Calle: 'Carrer',
    Avenida: 'Avinguda',
    Plaza: 'Plaça',
    Paseo: 'Passeig',
    Camino: 'Camí',
    Travesía: 'Travessia',
    Carretera: 'Carretera',
    Ronda: 'Ronda',
    Rambla: 'Rambla',
    Callejón: 'Carreró',
    Calleja: 'Carreró',
    Pasaje: 'Passatge',
    Cuesta: 'Pujada',
    Plazuela: 'Placeta',
    Urbanización: 'Urbanització',
  },
  gl: {
    Calle: 'Rúa',
    Avenida: 'Avenida',
    Plaza: 'Praza',
    Paseo: 'Paseo',
    Camino: 'Camiño',
    Travesía: 'Travesía',
    Carretera: 'Estrada',
    Ronda: 'Rolda',
    Callejón: 'Ruela',
    Calleja: 'Ruela',
    Pasaje: 'Pasaxe',
    Cuesta: 'Costa',
    Plazuela: 'Praciña',
    Urbanización: 'Urbanización',
  },
  eu: {
    Calle: ['kalea', 'Kale'],
    Avenida: ['etorbidea', 'Etorbide'],
    Plaza: ['plaza', 'Plaza'],
    Paseo: ['pasealekua', 'Pasealeku'],
    Camino: ['bidea', 'Bide'],
    Travesía: ['zeharkalea', 'Zeharkale'],
    Carretera: ['errepidea', 'Errepide'],
    Callejón: ['kalezuloa', 'Kalezulo'],
    Cuesta: ['aldapa', 'Aldapa'],
  },
};

/**
 * Regional forms of common names, keyed by the Castilian name without
 * particle (COMMON_STREET_NAMES.keys). Catalan and Galician forms carry
 * their particle ("de l'Església", "da Igrexa"); a Basque form starting with
 * "+" is an adjective, written after the type word ("Kale Nagusia").
 * A missing language: that name is not used in that area.
 */
export const STREET_NAME_FORMS: Readonly<Record<string, Partial<Record<StreetLanguage, string>>>> = {
  Iglesia: { ca: "de l'Església", gl: 'da Igrexa', eu: 'Eliza' },
  Mayor: { ca: 'Major', gl: 'Maior', eu: '+Nagusia' },
  Eras: { ca: 'de les Eres', gl: 'das Eiras' },
  Constitución: { ca: 'de la Constitució', gl: 'da Constitución', eu: 'Konstituzio' },
  Fuente: { ca: 'de la Font', gl: 'da Fonte', eu: 'Iturri' },
  'Donantes de Sangre': { ca: 'dels Donants de Sang', gl: 'dos Doadores de Sangue' },
  Horno: { ca: 'del Forn', gl: 'do Forno', eu: 'Labe' },
  Nueva: { ca: 'Nou', gl: 'Nova', eu: '+Berria' },
  Paz: { ca: 'de la Pau', gl: 'da Paz', eu: 'Bake' },
  Río: { ca: 'del Riu', gl: 'do Río', eu: 'Ibai' },
  'San Juan': { ca: 'de Sant Joan', gl: 'de San Xoán', eu: 'San Juan' },
  Escuelas: { ca: 'de les Escoles', gl: 'das Escolas', eu: 'Eskola' },
  Sol: { ca: 'del Sol', gl: 'do Sol', eu: 'Eguzki' },
  'San Miguel': { ca: 'de Sant Miquel', gl: 'de San Miguel', eu: 'San Migel' },
  Huertas: { ca: 'de les Hortes', gl: 'das Hortas' },
  Castillo: { ca: 'del Castell', gl: 'do Castelo', eu: 'Gaztelu' },
  Hospital: { ca: "de l'Hospital", gl: 'do Hospital', eu: 'Ospitale' },
  Molino: { ca: 'del Molí', gl: 'do Muíño', eu: 'Errota' },
  Santiago: { ca: 'de Sant Jaume', gl: 'de Santiago', eu: 'Santiago' },
  Puente: { ca: 'del Pont', gl: 'da Ponte', eu: 'Zubi' },
  Ayuntamiento: { ca: "de l'Ajuntament", gl: 'do Concello', eu: 'Udaletxe' },
  Palacio: { ca: 'del Palau', gl: 'do Pazo', eu: 'Jauregi' },
  Cruz: { ca: 'de la Creu', gl: 'da Cruz', eu: 'Gurutze' },
  Lavadero: { ca: 'del Safareig', gl: 'do Lavadoiro' },
  'San Andrés': { ca: 'de Sant Andreu', gl: 'de Santo André', eu: 'San Andres' },
  Ermita: { ca: "de l'Ermita", gl: 'da Ermida' },
  'San José': { ca: 'de Sant Josep', gl: 'de San Xosé', eu: 'San Jose' },
  'Santa María': { ca: 'de Santa Maria', gl: 'de Santa María', eu: 'Andra Mari' },
  Carmen: { ca: 'del Carme', gl: 'do Carme', eu: 'Karmen' },
  Estación: { ca: "de l'Estació", gl: 'da Estación', eu: 'Geltoki' },
  'San Francisco': { ca: 'de Sant Francesc', gl: 'de San Francisco', eu: 'San Frantzisko' },
  'San Antonio': { ca: 'de Sant Antoni', gl: 'de Santo Antón', eu: 'San Antonio' },
  'San Vicente': { ca: 'de Sant Vicent', gl: 'de San Vicente', eu: 'San Bizente' },
  'Santa Lucía': { ca: 'de Santa Llúcia', gl: 'de Santa Lucía', eu: 'Santa Luzia' },
  'San Cristóbal': { ca: 'de Sant Cristòfol', gl: 'de San Cristovo', eu: 'San Kristobal' },
  'Antonio Machado': { ca: "d'Antonio Machado", gl: 'de Antonio Machado', eu: 'Antonio Machado' },
  'Miguel de Cervantes': {
    ca: 'de Miguel de Cervantes',
    gl: 'de Miguel de Cervantes',
    eu: 'Miguel de Cervantes',
  },
  'Federico García Lorca': {
    ca: 'de Federico García Lorca',
    gl: 'de Federico García Lorca',
    eu: 'Federico García Lorca',
  },
  Europa: { ca: "d'Europa", gl: 'de Europa', eu: 'Europa' },
  Libertad: { ca: 'de la Llibertat', gl: 'da Liberdade', eu: 'Askatasun' },
  Estrella: { ca: "de l'Estrella", gl: 'da Estrela', eu: 'Izar' },
  Industria: { ca: 'de la Indústria', gl: 'da Industria', eu: 'Industria' },
  Arrabal: { ca: 'del Raval', gl: 'do Arrabalde' },
  Cementerio: { ca: 'del Cementiri', gl: 'do Cemiterio', eu: 'Hilerri' },
  Torre: { ca: 'de la Torre', gl: 'da Torre', eu: 'Dorre' },
  Monte: { ca: 'de la Muntanya', gl: 'do Monte', eu: 'Mendi' },
  Olivos: { ca: 'de les Oliveres', gl: 'das Oliveiras' },
  Pinos: { ca: 'dels Pins', gl: 'dos Piñeiros', eu: 'Pinudi' },
  Acacias: { ca: 'de les Acàcies', gl: 'das Acacias', eu: 'Akazia' },
  Jardín: { ca: 'del Jardí', gl: 'do Xardín', eu: 'Lorategi' },
  Centro: { ca: 'del Centre', gl: 'do Centro', eu: 'Erdigune' },
  Sur: { ca: 'del Sud', gl: 'do Sur', eu: 'Hego' },
  Norte: { ca: 'del Nord', gl: 'do Norte', eu: 'Ipar' },
  Mediodía: { ca: 'del Migdia', gl: 'do Mediodía' },
  Soledad: { ca: 'de la Soledat', gl: 'da Soidade' },
  'Santo Domingo': { ca: 'de Sant Domènec', gl: 'de Santo Domingo', eu: 'Santo Domingo' },
  'San Blas': { ca: 'de Sant Blai', gl: 'de San Brais', eu: 'San Blas' },
  Concepción: { ca: 'de la Concepció', gl: 'da Concepción' },
  Goya: { ca: 'de Goya', gl: 'de Goya', eu: 'Goya' },
  Velázquez: { ca: 'de Velázquez', gl: 'de Velázquez', eu: 'Velázquez' },
  'Miguel Hernández': { ca: 'de Miguel Hernández', gl: 'de Miguel Hernández', eu: 'Miguel Hernández' },
  'San Martín': { ca: 'de Sant Martí', gl: 'de San Martiño', eu: 'San Martin' },
  España: { ca: "d'Espanya", gl: 'de España' },
  Medio: { ca: 'del Mig', gl: 'do Medio' },
  Cristo: { ca: 'del Crist', gl: 'do Cristo' },
  Magdalena: { ca: 'de la Magdalena', gl: 'da Madalena', eu: 'Madalena' },
  Valle: { ca: 'de la Vall', gl: 'do Val' },
  Oriente: { ca: "d'Orient", gl: 'do Oriente' },
  Poniente: { ca: 'de Ponent', gl: 'do Poñente' },
  'San Esteban': { ca: 'de Sant Esteve', gl: 'de Santo Estevo' },
  'Santa Bárbara': { ca: 'de Santa Bàrbara', gl: 'de Santa Bárbara', eu: 'Santa Barbara' },
  'Santo Tomás': { ca: 'de Sant Tomàs', gl: 'de Santo Tomás', eu: 'Santo Tomas' },
  'Primero de Mayo': { ca: 'del Primer de Maig', gl: 'do Primeiro de Maio', eu: 'Maiatzaren Lehena' },
  'Juan XXIII': { ca: 'de Joan XXIII', gl: 'de Xoán XXIII', eu: 'Joan XXIII' },
  Colón: { ca: 'de Colom', gl: 'de Colón', eu: 'Kolon' },
  Concordia: { ca: 'de la Concòrdia', gl: 'da Concordia', eu: 'Konkordia' },
  Asunción: { ca: "de l'Assumpció", gl: 'da Asunción' },
  Flor: { ca: 'de la Flor', gl: 'da Flor', eu: 'Lore' },
};
