/**
 * What `anonimizar` prints (the plan, the summary, the re-identification
 * report), in the language `--lang` chooses. English actions are the kinds'
 * own (src/anonymize/kinds); Spanish and Portuguese ones are written here.
 */
import type { AnonymizeReport, ColumnKindId, ReidentificationReport } from '../anonymize/anonymize.js';
import { COLUMN_KINDS } from '../anonymize/kinds/index.js';
import { SCAN_ACTION } from '../anonymize/plan.js';
import type { Lang, LangText } from '../i18n/lang.js';
import { table } from './output.js';

type Label =
  | 'column'
  | 'kind'
  | 'source'
  | 'action'
  | 'rows'
  | 'replaced'
  | 'invalid'
  | 'found'
  | 'cut'
  | 'freeText'
  | 'kept'
  | 'columnas'
  | 'valores'
  | 'cabecera'
  | 'quasi'
  | 'combinations'
  | 'k'
  | 'threshold'
  | 'groupsBelow'
  | 'rowsBelow'
  | 'groupSize'
  | 'none';

const LABELS: Readonly<Record<Label, LangText>> = {
  column: { es: 'columna', en: 'column', pt: 'coluna' },
  kind: { es: 'tipo', en: 'kind', pt: 'tipo' },
  source: { es: 'origen', en: 'source', pt: 'origem' },
  action: { es: 'acción', en: 'action', pt: 'ação' },
  rows: { es: 'filas', en: 'rows', pt: 'linhas' },
  replaced: { es: 'reemplazados', en: 'replaced', pt: 'substituídos' },
  invalid: { es: 'inválidos', en: 'invalid', pt: 'inválidos' },
  found: { es: 'encontrados', en: 'found', pt: 'encontrados' },
  cut: { es: 'recortados', en: 'cut', pt: 'cortados' },
  freeText: { es: 'texto libre', en: 'free text', pt: 'texto livre' },
  kept: { es: 'se deja como está', en: 'kept as it is', pt: 'mantida como está' },
  columnas: { es: 'columnas', en: 'columns option', pt: 'opção columns' },
  valores: { es: 'valores', en: 'values', pt: 'valores' },
  cabecera: { es: 'cabecera', en: 'header', pt: 'cabeçalho' },
  quasi: { es: 'cuasi-identificadores', en: 'quasi-identifiers', pt: 'quase-identificadores' },
  combinations: { es: 'combinaciones', en: 'combinations', pt: 'combinações' },
  k: { es: 'k (grupo más pequeño)', en: 'k (smallest group)', pt: 'k (grupo mais pequeno)' },
  threshold: { es: 'umbral', en: 'threshold', pt: 'limiar' },
  groupsBelow: {
    es: 'grupos bajo el umbral',
    en: 'groups under the threshold',
    pt: 'grupos abaixo do limiar',
  },
  rowsBelow: { es: 'filas en ellos', en: 'rows in them', pt: 'linhas neles' },
  groupSize: { es: 'filas en grupos de', en: 'rows in groups of', pt: 'linhas em grupos de' },
  none: { es: '(ninguno)', en: '(none)', pt: '(nenhum)' },
};

/** What is done with a column of each kind, in Spanish and Portuguese (English: the kind's own line). */
const ACTIONS: Readonly<Record<ColumnKindId, Omit<LangText, 'en'>>> = {
  documento: {
    es: 'DNI/NIE/NIF/CIF: número permutado, letra de NIE/NIF y letra y provincia del CIF conservadas, control recalculado',
    pt: 'DNI/NIE/NIF/CIF: número permutado, letra do NIE/NIF e letra e província do CIF mantidas, controlo recalculado',
  },
  nss: {
    es: 'NSS: provincia conservada, serie permutada, control recalculado',
    pt: 'NSS: província mantida, série permutada, controlo recalculado',
  },
  ccc: {
    es: 'CCC: entidad conservada, oficina y cuenta permutadas, controles recalculados',
    pt: 'CCC: entidade mantida, balcão e conta permutados, controlos recalculados',
  },
  iban: {
    es: 'IBAN: país y banco conservados, cuenta permutada, dígitos de control recalculados',
    pt: 'IBAN: país e banco mantidos, conta permutada, dígitos de controlo recalculados',
  },
  tarjeta: {
    es: 'tarjeta: marca y longitud conservadas (y las tarjetas de prueba, de prueba), Luhn recalculado',
    pt: 'cartão: marca e comprimento mantidos (e os cartões de teste, de teste), Luhn recalculado',
  },
  telefono: {
    es: 'teléfono: prefijo móvil o provincial conservado, abonado permutado',
    pt: 'telefone: prefixo móvel ou provincial mantido, assinante permutado',
  },
  email: {
    es: 'email: usuario y dominio reconstruidos letra a letra; dominios públicos y reservados (example.com) conservados',
    pt: 'email: utilizador e domínio reconstruídos letra a letra; domínios públicos e reservados (example.com) mantidos',
  },
  nombre: {
    es: 'nombre: otro nombre de la lista del mismo sexo y forma (compuestos, partículas, Mª)',
    pt: 'nome próprio: outro nome da lista do mesmo sexo e forma (compostos, partículas, Mª)',
  },
  apellido: {
    es: 'apellidos: cada uno a un apellido de la lista, partículas conservadas',
    pt: 'apelidos: cada um a um apelido da lista, partículas mantidas',
  },
  nombre_completo: {
    es: 'nombre completo: nombre y apellidos, cada uno como su clase',
    pt: 'nome completo: nome próprio e apelidos, cada um como a sua classe',
  },
  direccion: {
    es: 'dirección: tipo de vía conservado (cualquier lengua oficial), nombre real de vía en la lengua del lugar, números y letras de puerta realistas',
    pt: 'morada: tipo de via mantido (qualquer língua oficial), nome real de via na língua do lugar, números e letras de porta realistas',
  },
  codigo_postal: {
    es: 'código postal: un código de otro municipio real de tamaño parecido, con su municipio y provincia',
    pt: 'código postal: um código de outro município real de tamanho parecido, com o seu município e província',
  },
  colonia: {
    es: 'colonia: una colonia del municipio reemplazado de la fila, con su código postal',
    pt: 'colonia: uma colonia do município substituído da linha, com o seu código postal',
  },
  municipio: {
    es: 'municipio: otro municipio real de tamaño parecido, con su código postal y provincia',
    pt: 'município: outro município real de tamanho parecido, com o seu código postal e província',
  },
  provincia: {
    es: 'provincia: otra provincia, o la del lugar de la fila',
    pt: 'província: outra província, ou a do lugar da linha',
  },
  fecha_nacimiento: {
    es: 'fecha de nacimiento: movida dentro de un bloque fijo de días (la ventana)',
    pt: 'data de nascimento: movida dentro de um bloco fixo de dias (a janela)',
  },
  texto: {
    es: 'texto: cada palabra y número reemplazados (nombres por nombres)',
    pt: 'texto: cada palavra e número substituídos (nomes por nomes)',
  },
  nif_pt: {
    es: 'NIF/NIPC: rango (dos primeras cifras) conservado, seis cifras permutadas, control recalculado',
    pt: 'NIF/NIPC: gama (dois primeiros dígitos) mantida, seis dígitos permutados, controlo recalculado',
  },
  niss: {
    es: 'NISS: cifra de titular conservada, nueve cifras permutadas, control recalculado',
    pt: 'NISS: dígito do titular mantido, nove dígitos permutados, controlo recalculado',
  },
  cc: {
    es: 'Cartão de Cidadão: número civil permutado, versión conservada, ambos controles recalculados',
    pt: 'Cartão de Cidadão: número civil permutado, versão mantida, ambos os controlos recalculados',
  },
  nib: {
    es: 'NIB: banco conservado, sucursal y cuenta permutadas, control recalculado',
    pt: 'NIB: banco mantido, balcão e conta permutados, controlo recalculado',
  },
  telefono_pt: {
    es: 'teléfono (pt): prefijo móvil o indicativo de zona conservado, abonado permutado',
    pt: 'telefone: prefixo móvel ou indicativo de zona mantido, assinante permutado',
  },
  morada: {
    es: 'morada (pt): tipo de vía conservado (Rua, Av., Travessa, Largo, Praça...), nombre a un nombre común de calle portugués con la misma partícula, números de tantas cifras, palabras de piso y lado (n.º, R/C, cave, Esq., Dto., Lote) conservadas',
    pt: 'morada: tipo de via mantido (Rua, Av., Travessa, Largo, Praça...), nome para um nome comum de rua português com a mesma partícula, números com os mesmos algarismos, andar e lado (n.º, R/C, cave, Esq., Dto., Lote) mantidos',
  },
  curp: {
    es: 'CURP: sexo y estado conservados; letras y consonantes del nombre permutadas; fecha movida como las de nacimiento; control recalculado',
    pt: 'CURP: sexo e estado mantidos; letras e consoantes do nome permutadas; data movida como as de nascimento; controlo recalculado',
  },
  rfc: {
    es: 'RFC: letras y homoclave permutadas; fecha de la persona movida como las de nacimiento, la de la empresa conservada; control recalculado',
    pt: 'RFC: letras e homoclave permutadas; data da pessoa movida como as de nascimento, a da empresa mantida; controlo recalculado',
  },
  clabe: {
    es: 'CLABE: banco y plaza conservados, cuenta de 11 cifras permutada, control recalculado',
    pt: 'CLABE: banco e praça mantidos, conta de 11 algarismos permutada, controlo recalculado',
  },
  nss_mx: {
    es: 'NSS (IMSS): subdelegación y años conservados, serie permutada, control recalculado',
    pt: 'NSS (IMSS): subdelegação e anos mantidos, série permutada, controlo recalculado',
  },
  telefono_mx: {
    es: 'teléfono (mx): lada conservada, número local permutado',
    pt: 'telefone (mx): indicativo (lada) mantido, número local permutado',
  },
};

const SCAN_ACTIONS: LangText = {
  es: 'texto libre: identificadores, IBAN, tarjetas, teléfonos, emails y los nombres de la fila reemplazados',
  en: SCAN_ACTION,
  pt: 'texto livre: identificadores, IBAN, cartões, telefones, emails e os nomes da linha substituídos',
};

const label = (key: Label, lang: Lang) => LABELS[key][lang];

function actionOf(column: AnonymizeReport['columns'][number], lang: Lang): string {
  if (column.kind !== null)
    return lang === 'en' ? COLUMN_KINDS[column.kind].action : ACTIONS[column.kind][lang];
  return column.found !== undefined ? SCAN_ACTIONS[lang] : label('kept', lang);
}

export function planTable(report: Pick<AnonymizeReport, 'columns'>, lang: Lang): string {
  return table(
    report.columns.map((c) => ({
      [label('column', lang)]: c.column,
      [label('kind', lang)]: c.kind ?? (c.found !== undefined ? label('freeText', lang) : '-'),
      [label('source', lang)]: c.source === null ? '-' : label(c.source, lang),
      [label('action', lang)]: actionOf(c, lang),
    })),
  );
}

export function summaryTable(report: Pick<AnonymizeReport, 'columns'>, lang: Lang): string {
  // Values cut to a narrow database column: counted only where some were.
  const anyCut = report.columns.some((c) => c.cut !== undefined);
  return table(
    report.columns
      .filter((c) => c.kind !== null || c.found !== undefined)
      .map((c) => ({
        [label('column', lang)]: c.column,
        [label('kind', lang)]: c.kind ?? label('freeText', lang),
        [label('rows', lang)]: c.rows,
        [label('replaced', lang)]:
          c.found === undefined
            ? c.replaced
            : Object.values(c.found).reduce((sum: number, n) => sum + (n ?? 0), 0),
        [label('invalid', lang)]: c.invalid,
        [label('found', lang)]:
          c.found === undefined
            ? ''
            : Object.entries(c.found)
                .map(([kind, n]) => `${kind} ${n}`)
                .join(', '),
        ...(anyCut ? { [label('cut', lang)]: c.cut ?? 0 } : {}),
      })),
  );
}

export function reidentificationTable(report: ReidentificationReport, lang: Lang): string {
  const rows: [string, string | number][] = [
    [label('quasi', lang), report.columns.length > 0 ? report.columns.join(', ') : label('none', lang)],
    [label('rows', lang), report.rows],
    [label('combinations', lang), report.combinations],
    [label('k', lang), report.k],
    [label('threshold', lang), report.threshold],
    [label('groupsBelow', lang), report.groupsBelow],
    [label('rowsBelow', lang), report.rowsBelow],
    ...Object.entries(report.rowsByGroupSize).map(([size, n]): [string, number] => [
      `${label('groupSize', lang)} ${size}`,
      n,
    ]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n');
}
