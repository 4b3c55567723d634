import { describe, expect, it } from 'vitest';
import { readCheck } from './checks.js';

describe('readCheck', () => {
  it.each([
    [
      "CHECK (((e)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[])))",
      { column: 'e', values: ['a', 'b'] },
    ],
    ['CHECK ((n = ANY (ARRAY[0, 4, 10])))', { column: 'n', values: ['0', '4', '10'] }],
    [
      "`estado` in ('pendiente','pagado','it''s')",
      { column: 'estado', values: ['pendiente', 'pagado', "it's"] },
    ],
    ['"tipo" IN (0, 21)', { column: 'tipo', values: ['0', '21'] }],
    ["CHECK (sexo IN ('H', 'M'))", { column: 'sexo', values: ['H', 'M'] }],
    [
      'CHECK (((m > (0)::numeric) AND (m <= (100)::numeric)))',
      { column: 'm', range: { min: 0, minExclusive: true, max: 100, maxExclusive: false } },
    ],
    [
      'CHECK (((b >= 1) AND (b <= 5)))',
      { column: 'b', range: { min: 1, minExclusive: false, max: 5, maxExclusive: false } },
    ],
    ['`cantidad` between 1 and 99', { column: 'cantidad', range: { min: 1, max: 99 } }],
    ['CHECK (stock >= 0)', { column: 'stock', range: { min: 0, minExclusive: false } }],
    ['precio > -1.5', { column: 'precio', range: { min: -1.5, minExclusive: true } }],
  ])('%s', (expression, expected) => {
    expect(readCheck(expression)).toEqual(expected);
  });

  it.each([
    'CHECK ((a > b))',
    "CHECK ((a IN ('x')) OR (b > 0))",
    'CHECK (((a >= 1) AND (b <= 5)))',
    'CHECK (length(nombre) > 2)',
    "CHECK ((a IN ('x')) AND (a > 0))",
    '',
  ])('%s says something else', (expression) => {
    expect(readCheck(expression)).toBeNull();
  });
});
