import type { Lang } from '../i18n/lang.js';
import { fileWords, joined, list, quoted as q, sent, spacedRange, typeWords } from './words.js';

/**
 * Every problem an error can name (`details.problem`, docs/api.md, Errors):
 * a stable snake_case code chosen where the problem is raised, and its
 * headline in each language. A text reads `s`, what the problem is about (a
 * parameter, a body member or a CLI flag), and the error's details `d`.
 */
type Details = { readonly [key: string]: unknown };
type Text = (s: string, d: Details) => string;
type Texts = Readonly<Record<Lang, Text>>;

/** The packages a driver_missing names (`packages`, the ones not installed). */
const packages = (d: Details): string[] => (Array.isArray(d.packages) ? d.packages.map(String) : []);
const npmInstall = (d: Details) => ['npm install', ...packages(d)].join(' ');

/** "entre 1 y 10000" when the details bound the value. */
const r = (d: Details, lang: Lang) => spacedRange(d.min, d.max, lang);

export const PROBLEMS = {
  // One value against its type and bounds.
  required: {
    es: (s) => `falta ${s}`,
    en: (s) => `${s} is missing`,
    pt: (s) => `falta ${s}`,
  },
  not_a_number: {
    es: (s, d) =>
      `${s} debe ser ${typeWords(d.expected ?? 'integer', 'es')}${r(d, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) =>
      `${s} must be ${typeWords(d.expected ?? 'integer', 'en')}${r(d, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) =>
      `${s} deve ser ${typeWords(d.expected ?? 'integer', 'pt')}${r(d, 'pt')}${sent(d.value, 'pt')}`,
  },
  not_an_integer: {
    es: (s, d) => `${s} debe ser un número entero${r(d, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be a whole number${r(d, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve ser um número inteiro${r(d, 'pt')}${sent(d.value, 'pt')}`,
  },
  digits_only: {
    es: (s, d) => `${s} se escribe solo con cifras (0-9)${sent(d.value, 'es')}`,
    en: (s, d) => `${s} is written with digits only (0-9)${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} escreve-se só com algarismos (0-9)${sent(d.value, 'pt')}`,
  },
  below_min: {
    es: (s, d) => `${s} debe valer${r(d, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be${r(d, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve valer${r(d, 'pt')}${sent(d.value, 'pt')}`,
  },
  above_max: {
    es: (s, d) => `${s} debe valer${r(d, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be${r(d, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve valer${r(d, 'pt')}${sent(d.value, 'pt')}`,
  },
  min_above_max: {
    es: (s, d) => `${s} (${d.min}) es mayor que ${d.other ?? 'el máximo'} (${d.max})`,
    en: (s, d) => `${s} (${d.min}) is above ${d.other ?? 'the maximum'} (${d.max})`,
    pt: (s, d) => `${s} (${d.min}) é maior do que ${d.other ?? 'o máximo'} (${d.max})`,
  },
  from_after_to: {
    es: (s, d) => `${s} (${d.min}) es posterior a ${d.other ?? 'to'} (${d.max})`,
    en: (s, d) => `${s} (${d.min}) is after ${d.other ?? 'to'} (${d.max})`,
    pt: (s, d) => `${s} (${d.min}) é posterior a ${d.other ?? 'to'} (${d.max})`,
  },
  wrong_type: {
    es: (s, d) => `${s} debe ser ${typeWords(d.expected, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be ${typeWords(d.expected, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve ser ${typeWords(d.expected, 'pt')}${sent(d.value, 'pt')}`,
  },
  not_allowed: {
    es: (s, d) => `${s} debe ser uno de: ${list(d.allowed, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be one of: ${list(d.allowed, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve ser um de: ${list(d.allowed, 'pt')}${sent(d.value, 'pt')}`,
  },
  bad_date: {
    es: (s, d) => `${s} debe ser una fecha real AAAA-MM-DD${r(d, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be a real date YYYY-MM-DD${r(d, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve ser uma data real AAAA-MM-DD${r(d, 'pt')}${sent(d.value, 'pt')}`,
  },
  bad_hostname: {
    es: (s, d) => `${s} debe ser un nombre de dominio (ejemplo.es)${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must be a domain name (example.com)${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve ser um nome de domínio (exemplo.pt)${sent(d.value, 'pt')}`,
  },
  too_long: {
    es: (s, d) => `${s} admite como máximo ${d.max} caracteres`,
    en: (s, d) => `${s} takes at most ${d.max} characters`,
    pt: (s, d) => `${s} admite no máximo ${d.max} caracteres`,
  },
  too_short: {
    es: (s, d) => `${s} necesita al menos ${d.min} caracteres`,
    en: (s, d) => `${s} needs at least ${d.min} characters`,
    pt: (s, d) => `${s} precisa de pelo menos ${d.min} caracteres`,
  },
  too_many_items: {
    es: (s, d) => `${s} admite como máximo ${d.max} elementos`,
    en: (s, d) => `${s} takes at most ${d.max} items`,
    pt: (s, d) => `${s} admite no máximo ${d.max} elementos`,
  },
  too_few_items: {
    es: (s, d) => `${s} necesita al menos ${d.min} elementos`,
    en: (s, d) => `${s} needs at least ${d.min} items`,
    pt: (s, d) => `${s} precisa de pelo menos ${d.min} elementos`,
  },
  bad_pattern: {
    es: (s, d) => `${s} no tiene la forma admitida (${d.pattern})${sent(d.value, 'es')}`,
    en: (s, d) => `${s} does not have the accepted form (${d.pattern})${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} não tem a forma admitida (${d.pattern})${sent(d.value, 'pt')}`,
  },
  bad_name: {
    es: (s, d) =>
      `${s}: ${q(d.value, 'es')} no es un nombre válido (letras sin tilde, cifras, _ y -, empezando por letra o _, hasta 64)`,
    en: (s, d) =>
      `${s}: ${q(d.value, 'en')} is not a valid name (ASCII letters, digits, _ and -, starting with a letter or _, up to 64)`,
    pt: (s, d) =>
      `${s}: ${q(d.value, 'pt')} não é um nome válido (letras sem acento, algarismos, _ e -, começando por letra ou _, até 64)`,
  },
  bad_syntax: {
    es: (s, d) => `${s} debe tener la forma ${d.expected}${sent(d.value, 'es')}`,
    en: (s, d) => `${s} must have the form ${d.expected}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} deve ter a forma ${d.expected}${sent(d.value, 'pt')}`,
  },
  wrong_shape: {
    es: (s) => `${s} no tiene ninguna de las formas admitidas`,
    en: (s) => `${s} has none of the accepted shapes`,
    pt: (s) => `${s} não tem nenhuma das formas admitidas`,
  },
  invalid_value: {
    es: (s, d) => `${s} no es válido${sent(d.value, 'es')}`,
    en: (s, d) => `${s} is not valid${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} não é válido${sent(d.value, 'pt')}`,
  },
  unknown_member: {
    es: (s, d) => `${s} no admite ${list(d.unknown ?? d.value, 'es')}; admite ${list(d.allowed, 'es')}`,
    en: (s, d) => `${s} does not take ${list(d.unknown ?? d.value, 'en')}; it takes ${list(d.allowed, 'en')}`,
    pt: (s, d) => `${s} não admite ${list(d.unknown ?? d.value, 'pt')}; admite ${list(d.allowed, 'pt')}`,
  },
  repeated: {
    es: (s) => `${s} aparece más de una vez`,
    en: (s) => `${s} is given more than once`,
    pt: (s) => `${s} aparece mais de uma vez`,
  },
  empty: {
    es: (s) => `${s} está vacío`,
    en: (s) => `${s} is empty`,
    pt: (s) => `${s} está vazio`,
  },
  count_limit: {
    es: (s, d) => `${s} admite como máximo ${d.max} en esta petición${sent(d.value, 'es')}`,
    en: (s, d) => `${s} is at most ${d.max} in this request${sent(d.value, 'en')}`,
    pt: (s, d) => `${s} admite no máximo ${d.max} neste pedido${sent(d.value, 'pt')}`,
  },
  too_many_rows: {
    es: (_s, d) => `se pedirían ${d.requested ?? 'más'} filas en total y el máximo es ${d.max}`,
    en: (_s, d) => `${d.requested ?? 'More'} rows in all were asked for; the maximum is ${d.max}`,
    pt: (_s, d) => `seriam pedidas ${d.requested ?? 'mais'} linhas no total e o máximo é ${d.max}`,
  },
  work_budget: {
    es: (_s, d) =>
      `estas filas con estos campos son demasiado trabajo para una petición: caben ${d.max} filas`,
    en: (_s, d) => `these rows with these fields are too much work for one request: ${d.max} rows fit`,
    pt: (_s, d) => `estas linhas com estes campos são trabalho demais para um pedido: cabem ${d.max} linhas`,
  },
  // JSON, CSV and files.
  not_an_object: {
    es: (s, d) => `${s} debe ser un objeto JSON ({…})${d.found ? `; es ${typeWords(d.found, 'es')}` : ''}`,
    en: (s, d) => `${s} must be a JSON object ({…})${d.found ? `; it is ${typeWords(d.found, 'en')}` : ''}`,
    pt: (s, d) => `${s} deve ser um objeto JSON ({…})${d.found ? `; é ${typeWords(d.found, 'pt')}` : ''}`,
  },
  json_syntax: {
    es: (s, d) =>
      `${s} no es JSON válido${d.line === undefined ? '' : `: error de sintaxis en la línea ${d.line}, columna ${d.column}`}`,
    en: (s, d) =>
      `${s} is not valid JSON${d.line === undefined ? '' : `: syntax error at line ${d.line}, column ${d.column}`}`,
    pt: (s, d) =>
      `${s} não é JSON válido${d.line === undefined ? '' : `: erro de sintaxe na linha ${d.line}, coluna ${d.column}`}`,
  },
  csv_syntax: {
    es: (s, d) =>
      `${s} no es CSV legible en la línea ${d.line}: ${d.reason === 'quote' ? 'comillas mal cerradas' : d.reason === 'columns' ? 'no tiene las columnas de la cabecera' : 'formato no reconocido'}`,
    en: (s, d) =>
      `${s} is not readable CSV at line ${d.line}: ${d.reason === 'quote' ? 'badly closed quotes' : d.reason === 'columns' ? 'not the columns of the header' : 'unrecognised format'}`,
    pt: (s, d) =>
      `${s} não é CSV legível na linha ${d.line}: ${d.reason === 'quote' ? 'aspas mal fechadas' : d.reason === 'columns' ? 'não tem as colunas do cabeçalho' : 'formato não reconhecido'}`,
  },
  // An extract the anonymizer reads (the subject is the file; `row` counts data rows from 1).
  record_not_json: {
    es: (s, d) => `${s}: el registro ${d.row} no es JSON válido`,
    en: (s, d) => `${s}: record ${d.row} is not valid JSON`,
    pt: (s, d) => `${s}: o registo ${d.row} não é JSON válido`,
  },
  not_a_json_array: {
    es: (s) => `${s} no empieza por «[»: debe ser una lista JSON de objetos`,
    en: (s) => `${s} does not start with "[": it must be a JSON array of objects`,
    pt: (s) => `${s} não começa por «[»: deve ser uma lista JSON de objetos`,
  },
  json_array_not_closed: {
    es: (s) => `${s} termina antes de cerrar la lista JSON (falta «]»)`,
    en: (s) => `${s} ends before the JSON array is closed (missing "]")`,
    pt: (s) => `${s} termina antes de fechar a lista JSON (falta «]»)`,
  },
  text_after_json_array: {
    es: (s, d) => `${s} tiene texto después del final de la lista JSON (tras el registro ${d.row})`,
    en: (s, d) => `${s} has text after the end of the JSON array (after record ${d.row})`,
    pt: (s, d) => `${s} tem texto depois do fim da lista JSON (após o registo ${d.row})`,
  },
  value_not_replaced: {
    es: (s, d) => `${s}: el valor de la columna «${d.column}» en la fila ${d.row} no se pudo reemplazar`,
    en: (s, d) => `${s}: the value of column "${d.column}" in row ${d.row} could not be replaced`,
    pt: (s, d) => `${s}: o valor da coluna «${d.column}» na linha ${d.row} não pôde ser substituído`,
  },
  nesting_too_deep: {
    es: (_s, d) => `el JSON anida más de ${d.maxDepth} niveles`,
    en: (_s, d) => `the JSON nests more than ${d.maxDepth} levels deep`,
    pt: (_s, d) => `o JSON aninha mais de ${d.maxDepth} níveis`,
  },
  empty_body: {
    es: () => 'el cuerpo de la petición está vacío',
    en: () => 'the request body is empty',
    pt: () => 'o corpo do pedido está vazio',
  },
  forbidden_key: {
    es: () => 'el JSON tiene una clave prohibida (__proto__ o constructor.prototype)',
    en: () => 'the JSON has a forbidden key (__proto__ or constructor.prototype)',
    pt: () => 'o JSON tem uma chave proibida (__proto__ ou constructor.prototype)',
  },
  file_not_found: {
    es: (s, d) => `${s}: no existe ${fileWords(d.file, 'es')}`,
    en: (s, d) => `${s}: ${fileWords(d.file, 'en')} does not exist`,
    pt: (s, d) => `${s}: não existe ${fileWords(d.file, 'pt')}`,
  },
  file_unreadable: {
    es: (s, d) => `${s}: no se puede leer ${fileWords(d.file, 'es')}${d.reason ? ` (${d.reason})` : ''}`,
    en: (s, d) => `${s}: ${fileWords(d.file, 'en')} cannot be read${d.reason ? ` (${d.reason})` : ''}`,
    pt: (s, d) => `${s}: não é possível ler ${fileWords(d.file, 'pt')}${d.reason ? ` (${d.reason})` : ''}`,
  },
  folder_not_found: {
    es: (s, d) => `${s}: no existe la carpeta ${q(d.folder, 'es')}`,
    en: (s, d) => `${s}: folder ${q(d.folder, 'en')} does not exist`,
    pt: (s, d) => `${s}: não existe a pasta ${q(d.folder, 'pt')}`,
  },
  // Fields of a bulk schema.
  no_fields: {
    es: () => 'hace falta al menos un campo',
    en: () => 'at least one field is needed',
    pt: () => 'é preciso pelo menos um campo',
  },
  duplicate_name: {
    es: (s, d) => `${s}: el nombre ${q(d.value, 'es')} está repetido (sin distinguir mayúsculas)`,
    en: (s, d) => `${s}: the name ${q(d.value, 'en')} is used twice (ignoring case)`,
    pt: (s, d) => `${s}: o nome ${q(d.value, 'pt')} está repetido (sem distinguir maiúsculas)`,
  },
  unknown_type: {
    es: (s, d) => `${s}: no hay ningún tipo ${q(d.value, 'es')}`,
    en: (s, d) => `${s}: there is no type ${q(d.value, 'en')}`,
    pt: (s, d) => `${s}: não há nenhum tipo ${q(d.value, 'pt')}`,
  },
  dataset_only_type: {
    es: (s, d) => `${s}: el tipo ${q(d.value, 'es')} solo se admite en conjuntos de datos (dataset)`,
    en: (s, d) => `${s}: type ${q(d.value, 'en')} is only allowed in datasets`,
    pt: (s, d) => `${s}: o tipo ${q(d.value, 'pt')} só é admitido em conjuntos de dados (dataset)`,
  },
  cannot_be_unique: {
    es: (s, d) => `${s}: el tipo ${q(d.value, 'es')} no puede ser único`,
    en: (s, d) => `${s}: type ${q(d.value, 'en')} cannot be unique`,
    pt: (s, d) => `${s}: o tipo ${q(d.value, 'pt')} não pode ser único`,
  },
  values_repeat: {
    es: (s) => `${s}: los valores dados se repiten, así que no pueden ser únicos`,
    en: (s) => `${s}: the values given repeat, so they cannot be unique`,
    pt: (s) => `${s}: os valores dados repetem-se, por isso não podem ser únicos`,
  },
  values_repeat_but_spaces: {
    es: (s) =>
      `${s}: los valores dados solo se distinguen por espacios finales, que algunas bases de datos no distinguen`,
    en: (s) => `${s}: the values given differ only in trailing spaces, which some databases ignore`,
    pt: (s) => `${s}: os valores dados só diferem em espaços finais, que algumas bases de dados ignoram`,
  },
  unique_too_long: {
    es: (s, d) =>
      `${s}: un valor único tiene como máximo ${d.max} caracteres, para que cualquier base de datos pueda indexarlo`,
    en: (s, d) => `${s}: a unique value is at most ${d.max} characters, so that every database can index it`,
    pt: (s, d) =>
      `${s}: um valor único tem no máximo ${d.max} caracteres, para que qualquer base de dados o possa indexar`,
  },
  numbers_indistinct: {
    es: (s) =>
      `${s}: con tantos decimales, números tan grandes no se distinguen: menos decimales o un rango más estrecho`,
    en: (s) =>
      `${s}: with that many decimals, numbers this large cannot be told apart: fewer decimals or a narrower range`,
    pt: (s) =>
      `${s}: com tantas casas decimais, números tão grandes não se distinguem: menos casas decimais ou um intervalo mais estreito`,
  },
  cannot_be_numbered: {
    es: (s) =>
      `${s}: un CURP o un RFC se forma con el nombre, la fecha de nacimiento y el estado de la persona, así que no se puede numerar: pide sub=nss o quita unique`,
    en: (s) =>
      `${s}: a CURP or RFC is made of the person's name, birth date and state, so it cannot be numbered: ask for sub=nss, or drop unique`,
    pt: (s) =>
      `${s}: um CURP ou RFC é formado pelo nome, data de nascimento e estado da pessoa, por isso não se pode numerar: peça sub=nss ou retire unique`,
  },
  too_few_distinct: {
    es: (s, d) => `${s}: solo hay ${d.max} valores distintos para ${d.requested} filas`,
    en: (s, d) => `${s}: only ${d.max} distinct values for ${d.requested} rows`,
    pt: (s, d) => `${s}: só há ${d.max} valores distintos para ${d.requested} linhas`,
  },
  sequence_overflow: {
    es: (s, d) => `${s}: la secuencia deja de ser exacta después de ${d.max} filas`,
    en: (s, d) => `${s}: the sequence stops being exact after ${d.max} rows`,
    pt: (s, d) => `${s}: a sequência deixa de ser exata depois de ${d.max} linhas`,
  },
  ages_do_not_overlap: {
    es: (s) => `${s}: las edades de edad y fecha_nacimiento no se solapan`,
    en: (s) => `${s}: the ages of edad and fecha_nacimiento do not overlap`,
    pt: (s) => `${s}: as idades de edad e fecha_nacimiento não se sobrepõem`,
  },
  step_zero: {
    es: (s) => `${s} no puede ser 0`,
    en: (s) => `${s} cannot be 0`,
    pt: (s) => `${s} não pode ser 0`,
  },
  one_weight_per_value: {
    es: (s, d) => `${s}: hace falta un peso por valor (${d.values} valores, ${d.weights} pesos)`,
    en: (s, d) => `${s}: one weight per value is needed (${d.values} values, ${d.weights} weights)`,
    pt: (s, d) => `${s}: é preciso um peso por valor (${d.values} valores, ${d.weights} pesos)`,
  },
  no_number_in_range: {
    es: (s) => `${s}: ningún número con tantos decimales cabe entre min y max`,
    en: (s) => `${s}: no number with that many decimals lies between min and max`,
    pt: (s) => `${s}: nenhum número com tantas casas decimais cabe entre min e max`,
  },
  ref_date_too_early: {
    es: (s, d) => `${s}: hace falta una refDate desde ${d.min}`,
    en: (s, d) => `${s}: a refDate from ${d.min} on is needed`,
    pt: (s, d) => `${s}: é precisa uma refDate a partir de ${d.min}`,
  },
  // Tables of a dataset.
  bad_count: {
    es: (s, d) => `${s} debe ser un número entero o {"per": <tabla>, "min": 0-${d.max}, "max": min-${d.max}}`,
    en: (s, d) => `${s} must be a whole number or {"per": <table>, "min": 0-${d.max}, "max": min-${d.max}}`,
    pt: (s, d) =>
      `${s} deve ser um número inteiro ou {"per": <tabela>, "min": 0-${d.max}, "max": min-${d.max}}`,
  },
  unknown_table: {
    es: (s, d) => `${s}: no hay ninguna tabla ${q(d.value, 'es')}`,
    en: (s, d) => `${s}: there is no table ${q(d.value, 'en')}`,
    pt: (s, d) => `${s}: não há nenhuma tabela ${q(d.value, 'pt')}`,
  },
  unknown_field: {
    es: (s, d) => `${s}: la tabla ${q(d.target, 'es')} no tiene ningún campo ${q(d.value, 'es')}`,
    en: (s, d) => `${s}: table ${q(d.target, 'en')} has no field ${q(d.value, 'en')}`,
    pt: (s, d) => `${s}: a tabela ${q(d.target, 'pt')} não tem nenhum campo ${q(d.value, 'pt')}`,
  },
  key_field_nullable: {
    es: (s) => `${s}: un campo de la clave primaria nunca es nulo, y este puede serlo`,
    en: (s) => `${s}: a primary key field is never null, and this one can be`,
    pt: (s) => `${s}: um campo da chave primária nunca é nulo, e este pode sê-lo`,
  },
  composite_key_needs_unique: {
    es: (s) => `${s}: una clave compuesta necesita un campo único por sí solo (unique: true o secuencia)`,
    en: (s) => `${s}: a composite key needs one field that is unique by itself (unique: true or secuencia)`,
    pt: (s) => `${s}: uma chave composta precisa de um campo único por si só (unique: true ou secuencia)`,
  },
  reference_cycle: {
    es: (s) => `${s}: las tablas se referencian entre sí en un ciclo`,
    en: (s) => `${s}: the tables reference each other in a cycle`,
    pt: (s) => `${s}: as tabelas referenciam-se umas às outras num ciclo`,
  },
  bad_via: {
    es: (s) => `${s} debe nombrar otro campo referencia de la misma tabla`,
    en: (s) => `${s} must name another referencia field of the same table`,
    pt: (s) => `${s} deve nomear outro campo referencia da mesma tabela`,
  },
  via_cycle: {
    es: (s) => `${s}: los campos via forman un ciclo`,
    en: (s) => `${s}: the via fields form a cycle`,
    pt: (s) => `${s}: os campos via formam um ciclo`,
  },
  via_other_table: {
    es: (s, d) => `${s}: via elige una fila de otra tabla que ${q(d.target, 'es')}`,
    en: (s, d) => `${s}: via chooses a row of another table than ${q(d.target, 'en')}`,
    pt: (s, d) => `${s}: via escolhe uma linha de outra tabela que não ${q(d.target, 'pt')}`,
  },
  self_reference_copies_reference: {
    es: (s) => `${s}: una referencia a su propia tabla debe copiar un campo que no sea referencia`,
    en: (s) => `${s}: a reference to its own table must copy a field that is not a referencia`,
    pt: (s) => `${s}: uma referência à própria tabela deve copiar um campo que não seja referencia`,
  },
  self_reference_unique: {
    es: (s) => `${s}: una referencia a filas anteriores de su propia tabla no puede ser única`,
    en: (s) => `${s}: a reference to earlier rows of its own table cannot be unique`,
    pt: (s) => `${s}: uma referência a linhas anteriores da própria tabela não pode ser única`,
  },
  copied_field_not_unique: {
    es: (s, d) => `${s}: el campo copiado ${q(d.value, 'es')} no es único en ${q(d.target, 'es')}`,
    en: (s, d) => `${s}: the copied field ${q(d.value, 'en')} is not unique in ${q(d.target, 'en')}`,
    pt: (s, d) => `${s}: o campo copiado ${q(d.value, 'pt')} não é único em ${q(d.target, 'pt')}`,
  },
  several_rows_per_parent: {
    es: (s) => `${s}: varias filas por padre no pueden tener padres distintos`,
    en: (s) => `${s}: several rows per parent cannot hold distinct parents`,
    pt: (s) => `${s}: várias linhas por pai não podem ter pais distintos`,
  },
  via_not_unique: {
    es: (s) => `${s}: un campo con via solo es único si su campo via y el campo copiado lo son`,
    en: (s) => `${s}: a via field is unique only when its via field and the copied field are`,
    pt: (s) => `${s}: um campo com via só é único se o seu campo via e o campo copiado o forem`,
  },
  combination_not_countable: {
    es: (s, d) =>
      `${s}: (${list(d.fields, 'es')}) son únicos juntos, y ninguno es único por sí solo ni tiene valores contables (referencia, lista, numero entero, booleano)`,
    en: (s, d) =>
      `${s}: (${list(d.fields, 'en')}) are unique together, and none of them is unique by itself or has countable values (referencia, lista, whole numero, booleano)`,
    pt: (s, d) =>
      `${s}: (${list(d.fields, 'pt')}) são únicos em conjunto, e nenhum é único por si só nem tem valores contáveis (referencia, lista, numero inteiro, booleano)`,
  },
  too_few_combinations: {
    es: (s, d) =>
      `${s}: solo hay ${d.max} combinaciones distintas de (${list(d.fields, 'es')}) para ${d.requested} filas`,
    en: (s, d) =>
      `${s}: only ${d.max} distinct combinations of (${list(d.fields, 'en')}) for ${d.requested} rows`,
    pt: (s, d) =>
      `${s}: só há ${d.max} combinações distintas de (${list(d.fields, 'pt')}) para ${d.requested} linhas`,
  },
  too_few_combinations_per_parent: {
    es: (s, d) =>
      `${s}: solo hay ${d.max} combinaciones distintas de (${list(d.fields, 'es')}) para hasta ${d.requested} filas por padre`,
    en: (s, d) =>
      `${s}: only ${d.max} distinct combinations of (${list(d.fields, 'en')}) for up to ${d.requested} rows per parent`,
    pt: (s, d) =>
      `${s}: só há ${d.max} combinações distintas de (${list(d.fields, 'pt')}) para até ${d.requested} linhas por pai`,
  },
  empty_parent: {
    es: (s, d) =>
      `${s}: la tabla ${q(d.target, 'es')} no tiene filas, así que no hay filas a las que referirse`,
    en: (s, d) => `${s}: table ${q(d.target, 'en')} has no rows, so there is no row to reference`,
    pt: (s, d) =>
      `${s}: a tabela ${q(d.target, 'pt')} não tem linhas, por isso não há linhas a que se referir`,
  },
  too_few_parent_rows: {
    es: (s, d) =>
      `${s}: solo hay ${d.max} filas en ${q(d.target, 'es')} para ${d.requested} referencias distintas`,
    en: (s, d) => `${s}: only ${d.max} rows in ${q(d.target, 'en')} for ${d.requested} distinct references`,
    pt: (s, d) =>
      `${s}: só há ${d.max} linhas em ${q(d.target, 'pt')} para ${d.requested} referências distintas`,
  },
  // Shards run by job engines.
  needs_folder: {
    es: (s) => `${s} debe ser una carpeta (acabada en /)`,
    en: (s) => `${s} must be a folder (ending in /)`,
    pt: (s) => `${s} deve ser uma pasta (terminada em /)`,
  },
  job_needs_fixed_value: {
    es: (s) =>
      `${s}: una carpeta de trabajo necesita fijarlo, para que todas las partes saquen las mismas filas`,
    en: (s) => `${s}: a job folder needs it fixed, so that every part draws the same rows`,
    pt: (s) =>
      `${s}: uma pasta de trabalho precisa de o fixar, para que todas as partes tirem as mesmas linhas`,
  },
  shard_count_mismatch: {
    es: (s, d) => `${s}: ${d.value} no coincide con la N de --shard`,
    en: (s, d) => `${s}: ${d.value} differs from --shard's N`,
    pt: (s, d) => `${s}: ${d.value} não coincide com o N de --shard`,
  },
  no_shard_count: {
    es: (s, d) => `${s}: ${d.value} está puesto pero no el número de partes: --shards N o ${d.variable}`,
    en: (s, d) => `${s}: ${d.value} is set but not the number of shards: --shards N or ${d.variable}`,
    pt: (s, d) => `${s}: ${d.value} está definido mas não o número de partes: --shards N ou ${d.variable}`,
  },
  no_shard_index: {
    es: (s, d) => `${s}: falta el índice de la parte: --shard K/N, o ${list(d.allowed, 'es')}`,
    en: (s, d) => `${s}: no shard index: --shard K/N, or ${list(d.allowed, 'en')}`,
    pt: (s, d) => `${s}: falta o índice da parte: --shard K/N, ou ${list(d.allowed, 'pt')}`,
  },
  several_shard_indexes: {
    es: (s) => `${s}: hay más de un índice de motor de trabajos`,
    en: (s) => `${s}: more than one job engine index is set`,
    pt: (s) => `${s}: há mais de um índice de motor de trabalhos`,
  },
  // The command line, files and live databases.
  unknown_option: {
    es: (s) => `opción desconocida ${s}`,
    en: (s) => `unknown option ${s}`,
    pt: (s) => `opção desconhecida ${s}`,
  },
  missing_value: {
    es: (s) => `${s} necesita un valor`,
    en: (s) => `${s} needs a value`,
    pt: (s) => `${s} precisa de um valor`,
  },
  unexpected_argument: {
    es: (_s, d) => `sobra ${q(d.value, 'es')}: se espera --opción valor`,
    en: (_s, d) => `unexpected ${q(d.value, 'en')}: --option value is expected`,
    pt: (_s, d) => `sobra ${q(d.value, 'pt')}: espera-se --opção valor`,
  },
  locale_not_served: {
    es: (s, d) => `${s}: ${d.command} hace datos de ${list(d.allowed, 'es')}${sent(d.value, 'es')}`,
    en: (s, d) => `${s}: ${d.command} makes the data of ${list(d.allowed, 'en')}${sent(d.value, 'en')}`,
    pt: (s, d) => `${s}: ${d.command} faz dados de ${list(d.allowed, 'pt')}${sent(d.value, 'pt')}`,
  },
  key_required: {
    es: (_s, d) => `falta la clave: dala con --key o con la variable ${d.variable}; no hay clave por defecto`,
    en: (_s, d) =>
      `the key is missing: give it with --key or the ${d.variable} variable; there is no default`,
    pt: (_s, d) =>
      `falta a chave: indique-a com --key ou com a variável ${d.variable}; não há chave por omissão`,
  },
  unknown_column: {
    es: (s, d) => `${s}: el archivo no tiene ${list(d.missing, 'es')}`,
    en: (s, d) => `${s}: the file has no ${list(d.missing, 'en')}`,
    pt: (s, d) => `${s}: o ficheiro não tem ${list(d.missing, 'pt')}`,
  },
  bad_database_url: {
    es: (s, d) =>
      `${s}: se espera postgres://…, mysql://…, mariadb://…, sqlite:<ruta> o un archivo .db/.sqlite${sent(d.url, 'es')}`,
    en: (s, d) =>
      `${s}: postgres://…, mysql://…, mariadb://…, sqlite:<path> or a .db/.sqlite file is expected${sent(d.url, 'en')}`,
    pt: (s, d) =>
      `${s}: espera-se postgres://…, mysql://…, mariadb://…, sqlite:<caminho> ou um ficheiro .db/.sqlite${sent(d.url, 'pt')}`,
  },
  url_needs_database: {
    es: (s, d) => `${s}: la URL debe nombrar una base de datos${sent(d.url, 'es')}`,
    en: (s, d) => `${s}: the URL must name one database${sent(d.url, 'en')}`,
    pt: (s, d) => `${s}: o URL deve nomear uma base de dados${sent(d.url, 'pt')}`,
  },
  same_database: {
    es: (s) => `${s}: el origen y el destino son la misma base de datos; la copia necesita otra`,
    en: (s) => `${s}: the source and the target are the same database; the copy needs another one`,
    pt: (s) => `${s}: a origem e o destino são a mesma base de dados; a cópia precisa de outra`,
  },
  target_not_compatible: {
    es: (s, d) =>
      `${s}: la tabla ${q(d.value, 'es')} del destino no tiene ${list(d.missing, 'es')} del origen; créala como en el origen o bórrala para que la copia la cree`,
    en: (s, d) =>
      `${s}: the target's table ${q(d.value, 'en')} has no ${list(d.missing, 'en')} of the source; create it as in the source, or drop it so that the copy creates it`,
    pt: (s, d) =>
      `${s}: a tabela ${q(d.value, 'pt')} do destino não tem ${list(d.missing, 'pt')} da origem; crie-a como na origem ou apague-a para que a cópia a crie`,
  },
  target_not_empty: {
    es: (s, d) =>
      `${s}: la tabla ${q(d.value, 'es')} del destino ya tiene filas; la copia solo escribe en tablas vacías`,
    en: (s, d) =>
      `${s}: the target's table ${q(d.value, 'en')} already has rows; the copy writes into empty tables only`,
    pt: (s, d) =>
      `${s}: a tabela ${q(d.value, 'pt')} do destino já tem linhas; a cópia só escreve em tabelas vazias`,
  },
  bad_subset: {
    es: (s, d) =>
      `${s}: se espera tabla:10% o tabla:condición SQL${sent(d.value, 'es')}${d.message ? ` (${d.message})` : ''}`,
    en: (s, d) =>
      `${s}: table:10% or table:SQL condition is expected${sent(d.value, 'en')}${d.message ? ` (${d.message})` : ''}`,
    pt: (s, d) =>
      `${s}: espera-se tabela:10% ou tabela:condição SQL${sent(d.value, 'pt')}${d.message ? ` (${d.message})` : ''}`,
  },
  unknown_source_column: {
    es: (s, d) => `${s}: el origen no tiene ${list(d.missing, 'es')}`,
    en: (s, d) => `${s}: the source has no ${list(d.missing, 'en')}`,
    pt: (s, d) => `${s}: a origem não tem ${list(d.missing, 'pt')}`,
  },
  driver_missing: {
    es: (_s, d) =>
      packages(d).length === 1
        ? `para ${d.purpose} hace falta el paquete ${packages(d)[0]}: instálalo con ${npmInstall(d)}`
        : `para ${d.purpose} hacen falta los paquetes ${joined(packages(d), 'es')}: instálalos con ${npmInstall(d)}`,
    en: (_s, d) =>
      packages(d).length === 1
        ? `${d.purpose} needs the package ${packages(d)[0]}: install it with ${npmInstall(d)}`
        : `${d.purpose} needs the packages ${joined(packages(d), 'en')}: install them with ${npmInstall(d)}`,
    pt: (_s, d) =>
      packages(d).length === 1
        ? `para ${d.purpose} é preciso o pacote ${packages(d)[0]}: instale-o com ${npmInstall(d)}`
        : `para ${d.purpose} são precisos os pacotes ${joined(packages(d), 'pt')}: instale-os com ${npmInstall(d)}`,
  },
} as const satisfies Readonly<Record<string, Texts>>;

export type ProblemCode = keyof typeof PROBLEMS;
export const PROBLEM_CODES = Object.keys(PROBLEMS) as ProblemCode[];

export const isProblemCode = (value: unknown): value is ProblemCode =>
  typeof value === 'string' && Object.hasOwn(PROBLEMS, value);
