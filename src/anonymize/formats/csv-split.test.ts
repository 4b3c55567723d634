import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnonymizeError } from '../errors.js';
import { csvBatches } from './csv.js';

interface Outcome {
  readonly records: string[][];
  readonly error?: {
    readonly row: number;
    readonly line: number | undefined;
    readonly code: string | undefined;
  };
}

/** What csv-parse alone reads from the whole file, with the options the reader gives it. */
async function byParser(bytes: Buffer, delimiter: string): Promise<Outcome> {
  const records: string[][] = [];
  const parser = parse({ delimiter, bom: true, relax_column_count: true });
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('data', (record: string[]) => records.push(record));
      parser.on('end', resolve);
      parser.on('error', reject);
      parser.end(bytes);
    });
    return { records };
  } catch (err) {
    const { code, records: row, lines } = err as { code: string; records: number; lines: number };
    return { records, error: { row, line: lines, code: code.startsWith('CSV_') ? code : undefined } };
  }
}

/** What the reader gives for the same bytes cut into chunks at `cuts`. */
async function byReader(bytes: Buffer, delimiter: string, cuts: number[]): Promise<Outcome> {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  async function* chunks(): AsyncGenerator<Buffer> {
    let from = 0;
    for (const point of [...points, bytes.length]) {
      if (point > from) yield bytes.subarray(from, point);
      from = Math.max(from, point);
    }
  }
  const records: string[][] = [];
  try {
    for await (const batch of csvBatches(chunks(), delimiter)) records.push(...batch);
    return { records };
  } catch (err) {
    if (!(err instanceof AnonymizeError)) throw err;
    return { records, error: { row: err.row, line: err.csv?.line, code: err.csv?.parserCode } };
  }
}

// Text that is mostly not plain CSV: quotes, line breaks and delimiters anywhere.
const soup = fc.string({
  unit: fc.constantFrom('a', 'é', ';', ',', '"', '\n', '\r', ' ', '1'),
  maxLength: 60,
});

// Well-formed CSV as csv-stringify writes it, sometimes with a BOM, no final line break, or a stray character.
const cell = fc.string({
  unit: fc.constantFrom('a', 'ñ', '€', ' ', '"', ';', '\n', '\r', '1'),
  maxLength: 8,
});
const wellFormed = fc
  .record({
    rows: fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
    lineBreak: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    trim: fc.boolean(),
    stray: fc.option(fc.tuple(fc.nat(), fc.constantFrom('"', '\r', '\n', 'x')), { nil: undefined }),
  })
  .map(({ rows, lineBreak, bom, trim, stray }) => {
    let text = stringify(rows, { delimiter: ';', record_delimiter: lineBreak, quote_record_delimiter: true });
    if (trim) text = text.slice(0, -lineBreak.length);
    if (stray !== undefined) {
      const at = stray[0] % (text.length + 1);
      text = text.slice(0, at) + stray[1] + text.slice(at);
    }
    return (bom ? '\ufeff' : '') + text;
  });

const cuts = fc.array(fc.nat(), { maxLength: 6 });

describe('csvBatches reads what csv-parse reads, records and errors alike, however the bytes are cut', () => {
  it('on text that is mostly not plain CSV', async () => {
    await fc.assert(
      fc.asyncProperty(soup, cuts, async (text, at) => {
        const bytes = Buffer.from(text);
        expect(await byReader(bytes, ';', at)).toEqual(await byParser(bytes, ';'));
      }),
      { numRuns: 600 },
    );
  });

  it('on well-formed CSV, with a BOM, without a final line break or with a stray character', async () => {
    await fc.assert(
      fc.asyncProperty(wellFormed, cuts, async (text, at) => {
        const bytes = Buffer.from(text);
        expect(await byReader(bytes, ';', at)).toEqual(await byParser(bytes, ';'));
      }),
      { numRuns: 600 },
    );
  });

  it.each([
    ['a quote inside an unquoted cell, after plain rows', 'a;b\n1;2\n"x\ny";3\nq"r;s\n'],
    ['text after a closing quote, CRLF', 'a;b\r\n1;2\r\n"x"y;z\r\n'],
    ['quotes not closed at the end', 'a;b\n1;2\n"x\n'],
    ['a lone CR in a LF file', 'a;b\n1\r2;3\n'],
    ['a lone LF in a CRLF file', 'a;b\r\n1\n2;3\r\n'],
    ['CR line breaks', 'a;b\r1;2\r'],
    ['UTF-16 with its BOM', '\ufffe'],
    ['an empty line and a trailing delimiter', 'a;b\n\n1;\n'],
    [
      'invalid UTF-8 split by a delimiter',
      Buffer.from([0x61, 0xe2, 0x3b, 0x82, 0x0a, 0xc3, 0x0a]).toString('latin1'),
    ],
  ])('%s', async (_name, text) => {
    const bytes = text.startsWith('\ufffe')
      ? Buffer.from([0xff, 0xfe, 0x61, 0x00, 0x3b, 0x00, 0x62, 0x00])
      : Buffer.from(text, /[^\x00-\x7f]/.test(text) ? 'latin1' : 'utf8');
    for (const at of [[], [1], [3, 7], [2, 5, 9, 11]])
      expect(await byReader(bytes, ';', at)).toEqual(await byParser(bytes, ';'));
  });

  it('hands a record longer than a megabyte to csv-parse and reads on', async () => {
    const long = `"${'x;\n'.repeat(400_000)}"`;
    const bytes = Buffer.from(`a;b\n1;${long}\n2;3\n`);
    const at = Array.from({ length: 40 }, (_, i) => i * 65_536);
    expect(await byReader(bytes, ';', at)).toEqual(await byParser(bytes, ';'));
  });
});
