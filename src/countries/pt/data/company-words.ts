/**
 * Words for Portuguese firm names, hand-written from the usual shapes of
 * names on the commercial register: a trade before a surname ("Construções
 * Ferreira"), family endings ("& Filhos"), a region after a trade ("Têxteis
 * do Minho"). Data only; names are made in ../entities/company.ts.
 */

/** Trades as a firm name starts with them, plural or collective as firms write them. */
export const COMPANY_ACTIVITIES_PT: readonly string[] = [
  'Construções',
  'Transportes',
  'Carpintaria',
  'Serralharia',
  'Mármores',
  'Têxteis',
  'Calçado',
  'Mobiliário',
  'Metalúrgica',
  'Cerâmica',
  'Padaria',
  'Pastelaria',
  'Talho',
  'Imobiliária',
  'Contabilidade',
  'Informática',
  'Instalações Eléctricas',
  'Canalizações',
  'Climatização',
  'Reparações Auto',
  'Pneus',
  'Vinhos',
  'Azeites',
  'Frutas',
  'Agro-Pecuária',
  'Distribuição',
  'Restauração',
  'Viagens',
  'Limpezas',
  'Consultoria',
];

/** Family endings after one surname. */
export const COMPANY_FAMILY_ENDINGS_PT: readonly string[] = ['& Filhos', '& Irmãos', '& Filha', '& C.ª'];

/** Regions a firm names itself after, with their article ("do Minho", "da Beira"). */
export const COMPANY_REGIONS_PT: readonly string[] = [
  'do Norte',
  'do Centro',
  'do Sul',
  'do Minho',
  'do Douro',
  'de Trás-os-Montes',
  'da Beira',
  'do Oeste',
  'do Ribatejo',
  'do Alentejo',
  'do Algarve',
  'do Atlântico',
  'dos Açores',
  'da Madeira',
];
