import { describe, expect, it } from 'vitest';
import { generate, prepareGenerate } from '../api/generate.js';
import { jsonWriting, tableWriting } from './generate-output.js';
import { table } from './output.js';
import type { Writing } from './write.js';

async function text(writing: Writing): Promise<{ text: string; chunks: number; progress: number[] }> {
  const progress: number[] = [];
  let all = '';
  let chunks = 0;
  for await (const chunk of writing.chunks((rows) => progress.push(rows))) {
    all += chunk;
    chunks++;
  }
  return { text: all, chunks, progress };
}

const REQUESTS = [
  { generator: 'document', count: 1 },
  { generator: 'identity', count: 257, options: { refDate: '2026-01-01' } },
  { generator: 'uuid', count: 3000, options: { version: '7', refDate: '2026-01-01' } },
  { generator: 'card', count: 1200, locale: 'pt' },
  { generator: 'phone', count: 40, locale: 'mx' },
] as const;

describe('generate streamed', () => {
  it.each(REQUESTS)('$generator x $count: the bytes of the whole answer, JSON and table', async (request) => {
    const full = { ...request, seed: 'golden', maxCount: Number.MAX_SAFE_INTEGER };
    const body = generate(full);
    const json = await text(jsonWriting(prepareGenerate(full)));
    expect(json.text).toBe(`${JSON.stringify(body)}\n`);
    const rendered = await text(tableWriting(prepareGenerate(full)));
    expect(rendered.text).toBe(`${table(body.data)}\nseed: golden\n`);
    expect(json.progress.at(-1)).toBe(request.count);
  });

  it('writes many small chunks, never the whole answer at once', async () => {
    const request = { generator: 'identity', count: 2000, seed: 's', maxCount: 1e9 };
    const { chunks, progress } = await text(jsonWriting(prepareGenerate(request)));
    expect(chunks).toBeGreaterThan(20);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('an option the generator refuses only when drawing is refused before anything is written', () => {
    expect(() =>
      prepareGenerate({ generator: 'uuid', seed: 's', options: { version: '7', refDate: '1960-01-01' } }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_PARAMS' }));
  });
});
