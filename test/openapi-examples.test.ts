import { describe, expect, it } from 'vitest';
import { testApp } from './helper.js';

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }> }
    >
  >;
};

const successExamples = (doc: Doc, path: string, method: string, mediaType: string) =>
  Object.keys(doc.paths[path]?.[method]?.responses['200']?.content?.[mediaType]?.examples ?? {});

/**
 * The examples are built on the first request for the document, not at
 * start: whichever route serves it first (here Swagger UI's copy, in a fresh
 * process), the document carries them.
 */
describe('OpenAPI examples built on first request', () => {
  it('are in the document when /docs/json is asked first, and the same in /api/v1/openapi.json', async () => {
    const app = await testApp();
    const docs = (await app.inject({ url: '/docs/json' })).json() as Doc;
    expect(successExamples(docs, '/api/v1/{locale}/{generator}', 'get', 'application/json')).toEqual([
      'document',
      'identity',
      'iban',
    ]);
    expect(successExamples(docs, '/api/v1/{locale}/bulk', 'post', 'text/csv')).toEqual(['csv']);
    const api = (await app.inject({ url: '/api/v1/openapi.json' })).json() as Doc;
    expect(api.paths).toEqual(docs.paths);
  });
});
