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
    ['CHECK (length(nombre) > 2)', { column: 'nombre', length: { min: 3 } }],
    ['CHECK ((length((codigo)::text) >= 4))', { column: 'codigo', length: { min: 4 } }],
    ['char_length(`cp`) = 5', { column: 'cp', length: { min: 5, max: 5 } }],
    [
      "CHECK (((d >= '2007-01-01 00:00:00'::timestamp without time zone) AND (d < '2007-02-01 00:00:00'::timestamp without time zone)))",
      { column: 'd', dates: { from: '2007-01-01', to: '2007-01-31' } },
    ],
    [
      "d BETWEEN '2020-01-01' AND '2020-12-31'",
      { column: 'd', dates: { from: '2020-01-01', to: '2020-12-31' } },
    ],
    [
      "CHECK(f is null or f like '%Trailers%' or f like '%Deleted Scenes%')",
      { column: 'f', values: ['Trailers', 'Deleted Scenes'] },
    ],
    ["CHECK (x = 'a' OR x IN ('b', 'c'))", { column: 'x', values: ['a', 'b', 'c'] }],
  ])('%s', (expression, expected) => {
    expect(readCheck(expression)).toEqual(expected);
  });

  it.each([
    'CHECK ((a > b))',
    "CHECK ((a IN ('x')) OR (b > 0))",
    'CHECK (((a >= 1) AND (b <= 5)))',
    'CHECK ((length(a) > 2) AND (a > 0))',
    "CHECK (x = 'a' OR y = 'b')",
    "CHECK ((a IN ('x')) AND (a > 0))",
    '',
  ])('%s says something else', (expression) => {
    expect(readCheck(expression)).toBeNull();
  });
});
