import { prepareBulk } from '../api/bulk.js';
import { prepareDataset } from '../api/dataset.js';
import { generate } from '../api/generate.js';
import { validate } from '../api/validate.js';
import { DatasetBody, type DatasetBodyType } from '../dataset/body.js';
import { MEDIA_TYPES } from '../export/media-types.js';

/**
 * Examples of the OpenAPI document. Success examples are produced by the
 * service's own code with fixed seeds and a fixed reference date, so they
 * are real outputs and cannot drift from what the API answers.
 */
export type MediaExamples = Record<string, { summary: string; value: unknown }>;
/** Per operation ("method path"), per media type. */
export type OperationExamples = Record<string, Record<string, MediaExamples>>;

const EXAMPLE_DATE = '2026-01-15';

async function bulkExample(format: 'json' | 'csv' | 'sql') {
  const prepared = prepareBulk(
    {
      seed: 'ejemplo',
      count: 2,
      format,
      createTable: format === 'sql',
      refDate: EXAMPLE_DATE,
      fields: [
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'dni', type: 'documento' },
        { name: 'email', type: 'email' },
        { name: 'iban', type: 'iban', options: { fmt: 'spaced' } },
        { name: 'edad', type: 'edad' },
      ],
    },
    { locale: 'es' },
  );
  let text = '';
  for await (const chunk of prepared.chunks()) text += chunk;
  return format === 'json' ? JSON.parse(text) : text;
}

/** The body example of the dataset route, answered as JSON and as SQL. */
async function datasetExample(format: 'json' | 'sql') {
  const [body] = DatasetBody.examples as DatasetBodyType[];
  const prepared = prepareDataset({ ...body!, format, createTable: format === 'sql' }, { locale: 'es' });
  let text = '';
  for await (const chunk of prepared.chunks()) text += String(chunk);
  return format === 'json' ? JSON.parse(text) : text;
}

/** Success examples per operation ("method path" keys of the document). */
export async function buildExamples(): Promise<OperationExamples> {
  const options = { today: EXAMPLE_DATE };
  const body = 'fields: nombre_completo, documento, email, iban (fmt spaced), edad; seed ejemplo; count 2';
  return {
    'get /api/v1/{locale}/{generator}': {
      [MEDIA_TYPES.json]: {
        document: {
          summary: 'GET /api/v1/es/document?count=2&seed=ejemplo',
          value: generate({ generator: 'document', count: 2, seed: 'ejemplo', ...options }),
        },
        identity: {
          summary: 'GET /api/v1/es/identity?seed=ejemplo&refDate=2026-01-15',
          value: generate({
            generator: 'identity',
            seed: 'ejemplo',
            options: { refDate: EXAMPLE_DATE },
            ...options,
          }),
        },
        iban: {
          summary: 'GET /api/v1/es/iban?seed=ejemplo&fmt=spaced',
          value: generate({ generator: 'iban', seed: 'ejemplo', options: { fmt: 'spaced' }, ...options }),
        },
      },
    },
    'post /api/v1/{locale}/bulk': {
      [MEDIA_TYPES.json]: { json: { summary: `format json; ${body}`, value: await bulkExample('json') } },
      [MEDIA_TYPES.csv]: { csv: { summary: `format csv; ${body}`, value: await bulkExample('csv') } },
      [MEDIA_TYPES.sql]: {
        sql: { summary: `format sql, createTable; ${body}`, value: await bulkExample('sql') },
      },
    },
    'post /api/v1/{locale}/dataset': {
      [MEDIA_TYPES.json]: {
        json: {
          summary: 'clientes and their cuentas (the body example), format json',
          value: await datasetExample('json'),
        },
      },
      [MEDIA_TYPES.sql]: {
        sql: {
          summary: 'The same body, format sql, dialect ansi, createTable',
          value: await datasetExample('sql'),
        },
      },
    },
    'post /api/v1/validate': {
      [MEDIA_TYPES.json]: {
        dni: { summary: 'A valid DNI', value: validate({ value: '12345678Z' }) },
        iban: {
          summary: 'A valid IBAN, with its bank',
          value: validate({ value: 'ES91 2100 0418 4502 0005 1332' }),
        },
        wrongLetter: {
          summary: 'A DNI with a wrong letter',
          value: validate({ value: '12345678A', lang: 'en' }),
        },
      },
    },
  };
}
