import { describe, expect, it } from 'vitest';
import { Replacers } from '../../anonymize/row-anonymizer.js';
import { encodeBatch } from '../postgres.js';
import { parseCopyLine } from '../postgres-copy-out.js';
import { replaceCopyText, replaceLines } from './copy-text.js';
import { columnPlan, engineOf, replacedText } from './test-support.js';

const replacers = new Replacers({ key: 'clave', dateWindow: 30, keepProvince: false, locale: 'es' });

const plan = columnPlan;

const PLANS = [
  plan('id', 0, null),
  plan('dni', 1, 'documento'),
  plan('nombre', 2, 'nombre'),
  plan('notas', 3, null, true),
  plan('cp', 4, 'codigo_postal'),
  plan('municipio', 5, 'municipio'),
  plan('foto', 6, null),
];

const engine = () => engineOf(PLANS, replacers);

// COPY TO's text: escapes in kept and replaced cells, nulls, empty cells, a text `\N`, non-ASCII.
const LINES = [
  '1\t12345678Z\tJosé Luis\tLlamar al 612345678\\tDNI 12345678Z\\nfin \\\\ barra\t28001\tMadrid\t\\\\x00ff0a',
  '2\t87654321X\tAna\\tMaría\t\\\\N\t08001\tBarcelona\t\\N',
  '3\t\\N\t\t\t\t\\N\t\\\\x',
  '4\t11111111H\tÑoño 😀\ttexto con \\\\t barras y DNI 87654321X\t41001\tSevilla\t',
];

describe('replaceLines', () => {
  it('writes what parsing every cell, replacing and encoding the rows again writes', () => {
    const text = `${LINES.join('\n')}\n`;
    const rows = LINES.map(parseCopyLine);
    const reference = engine();
    for (const [i, row] of rows.entries()) reference.replace(row, i + 1);
    const fast = engine();
    expect(replacedText(text, fast, [1, 2, 3, 4, 5], 1)).toBe(encodeBatch(rows));
    expect(fast.report(LINES.length)).toEqual(reference.report(LINES.length));
  });

  it('leaves the cells no plan reads as the source wrote them', () => {
    const out = replacedText(`${LINES.join('\n')}\n`, engine(), [1, 2, 3, 4, 5], 1).split('\n');
    LINES.forEach((line, i) => {
      const before = line.split('\t');
      const after = out[i]!.split('\t');
      expect(after).toHaveLength(before.length);
      expect([after[0], after[6]]).toEqual([before[0], before[6]]);
      // A null stays null; a DNI gets its fake.
      if (before[1] === '\\N') expect(after[1]).toBe('\\N');
      else expect(after[1]).not.toBe(before[1]);
    });
  });

  it('keeps an unchanged cell as the source wrote it, escapes and all, beside a replaced one', () => {
    // A backspace as COPY TO writes it (\b), which an encoder of its own would not write back that way.
    const text = '1\t12345678Z\tAna\tpulsa\\bfin y sigue\t28001\tMadrid\t\\N\n';
    const [line] = replacedText(text, engine(), [1, 2, 3, 4, 5], 1).split('\n');
    const [, dni, , notas] = line!.split('\t');
    expect(dni).not.toBe('12345678Z');
    expect(notas).toBe('pulsa\\bfin y sigue');
  });
});

describe('replaceLines, nothing changed', () => {
  it('answers undefined, so the source bytes go on', () => {
    const quiet = [plan('id', 0, null), plan('notas', 1, null, true)];
    const text = '1\tsin nada que buscar\n2\t\\N\n3\t\n';
    expect(replaceLines(text, engineOf(quiet, replacers), [1], 1)).toBeUndefined();
  });
});

describe('replaceCopyText', () => {
  const plans = [plan('id', 0, null), plan('notas', 1, null, true)];
  const chunk = (lines: string[]) => ({ bytes: Buffer.from(`${lines.join('\n')}\n`), rows: lines.length });
  const run = async (chunks: { bytes: Buffer; rows: number }[]) => {
    const out = [];
    for await (const c of replaceCopyText(
      (async function* () {
        yield* chunks;
      })(),
      engineOf(plans, replacers),
      [1],
      undefined,
    ))
      out.push(c);
    return out;
  };

  it('sends a chunk in which nothing changed on as the very bytes it came in', async () => {
    const quiet = chunk(['1\tsin nada que buscar', '2\totra nota, 12 unidades']);
    const [out] = await run([quiet]);
    expect(out!.bytes).toBe(quiet.bytes);
    expect(out!.rows).toBe(2);
  });

  it('rewrites a chunk in which a searched cell held an identifier', async () => {
    const found = chunk(['1\tsin nada', '2\tDNI 12345678Z']);
    const [out] = await run([found]);
    expect(out!.bytes).not.toBe(found.bytes);
    const lines = out!.bytes.toString().split('\n');
    expect(lines[0]).toBe('1\tsin nada');
    expect(lines[1]).toMatch(/^2\tDNI \d{8}[A-Z]$/);
    expect(lines[1]).not.toContain('12345678Z');
  });
});
