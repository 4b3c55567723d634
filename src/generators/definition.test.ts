import { describe, expect, expectTypeOf, it } from 'vitest';
import { rngFromSeed } from '../random/rng.js';
import { EMAIL_DOMAIN, MIN_AGE, OK_OPTION, REF_DATE_OPTION } from './common-options.js';
import { defineGenerator } from './definition.js';
import { OptionError } from './options.js';

const label = { es: 'Prueba', en: 'Test', pt: 'Teste' };
const CONTEXT = { refDate: '2024-02-29', index: 0 };

/** A generator that returns the option bag it was given. */
const echo = defineGenerator({
  name: 'echo',
  label,
  fields: ['options'],
  options: [
    {
      name: 'fmt',
      kind: 'enum',
      values: ['plain', 'spaced'],
      default: 'plain',
      description: label,
    },
    OK_OPTION,
    MIN_AGE,
    EMAIL_DOMAIN,
  ],
  generate(_rng, options) {
    expectTypeOf(options.fmt).toEqualTypeOf<'plain' | 'spaced'>();
    expectTypeOf(options.ok).toEqualTypeOf<boolean>();
    expectTypeOf(options.minAge).toEqualTypeOf<number>();
    expectTypeOf(options.domain).toEqualTypeOf<string | null>();
    return { options };
  },
});

describe('defineGenerator', () => {
  it('lists refDate after its own options when it does not list it, and where it does', () => {
    expect(echo.options.map((o) => o.name)).toEqual(['fmt', 'ok', 'minAge', 'domain', 'refDate']);
    const dated = defineGenerator({
      name: 'dated',
      label,
      fields: [],
      options: [REF_DATE_OPTION, OK_OPTION],
      generate: () => ({}),
    });
    expect(dated.options.map((o) => o.name)).toEqual(['refDate', 'ok']);
  });

  it('hands generate the defaults, or the values given parsed by their specs', () => {
    const rng = rngFromSeed('s');
    expect(echo.bind({}).record(rng, CONTEXT)).toEqual({
      options: { fmt: 'plain', ok: true, minAge: 18, domain: null },
    });
    const given = echo.bind({
      fmt: 'SPACED',
      ok: 'false',
      minAge: '30',
      domain: 'Example.ORG',
      refDate: '2001-02-03',
    });
    expect(given.record(rng, CONTEXT)).toEqual({
      options: { fmt: 'spaced', ok: false, minAge: 30, domain: 'example.org' },
    });
    expect(given.options).toEqual({
      fmt: 'spaced',
      ok: false,
      minAge: 30,
      domain: 'example.org',
      refDate: '2001-02-03',
    });
  });

  it('refuses the first bad value in the order of its options, refDate last', () => {
    const refused = (given: Record<string, string>) => {
      try {
        echo.bind(given);
      } catch (err) {
        if (err instanceof OptionError) return err.option;
        throw err;
      }
      return undefined;
    };
    expect(refused({ refDate: 'nope', ok: 'maybe', fmt: 'wide' })).toBe('fmt');
    expect(refused({ refDate: 'nope', ok: 'maybe' })).toBe('ok');
    expect(refused({ refDate: 'nope' })).toBe('refDate');
    expect(refused({ minAge: '121' })).toBe('minAge');
  });
});
