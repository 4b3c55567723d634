import { cardCvv, cardExpiry, formatCard, generateCard } from '../domain/card/card.js';
import { uuidV4, uuidV7 } from '../domain/intl/uuid.js';
import {
  CARD_BRAND_VALUES,
  OK_OPTION,
  PASSWORD_LENGTH,
  PASSWORD_SYMBOLS,
  REF_DATE_OPTION,
  UUID_VERSION,
} from './common-options.js';
import { dayNumberOf } from './dates.js';
import { defineGenerator } from './definition.js';
import { OptionError } from './options.js';
import { generatePassword } from './password.js';

/* The generators every country lists as they are: test cards, UUIDs and passwords know no country. */

export const card = defineGenerator({
  name: 'card',
  label: { es: 'Tarjeta de pruebas', en: 'Test card', pt: 'Cartão de teste' },
  fields: ['numero', 'marca', 'caducidad', 'cvv'],
  options: [
    {
      name: 'sub',
      kind: 'enum',
      values: CARD_BRAND_VALUES,
      default: 'visa',
      label: { es: 'Marca', en: 'Brand', pt: 'Marca' },
      description: { es: 'Marca de la tarjeta.', en: 'Card brand.', pt: 'Marca do cartão.' },
    },
    OK_OPTION,
    {
      name: 'fmt',
      kind: 'enum',
      values: ['plain', 'spaced'],
      default: 'plain',
      description: {
        es: 'Presentación: compacto o en grupos.',
        en: 'Presentation: compact or grouped.',
        pt: 'Apresentação: compacta ou em grupos.',
      },
    },
    REF_DATE_OPTION,
  ],
  generate(rng, options, { refDate }) {
    const brand = options.sub;
    const result = generateCard(rng.split('number'), { brand, ok: options.ok });
    return {
      numero: formatCard(result.numero, options.fmt),
      marca: result.marca,
      caducidad: cardExpiry(rng.split('expiry'), refDate),
      cvv: cardCvv(rng.split('cvv'), brand),
    };
  },
});

/**
 * The timestamp of the version 7 UUID of record `index`: the start (00:00
 * UTC) of the reference day plus `index` milliseconds. One millisecond per
 * record keeps a response's UUIDs in record order, as RFC 9562 6.2 asks of
 * one generator (its timestamps never go back), across pages and offsets
 * too, and replays with the same refDate stay identical.
 */
/** The first day a version 7 UUID has a timestamp for: it counts milliseconds from 1970 (RFC 9562 5.7). */
export const UUID_V7_EARLIEST = '1970-01-01';

export function uuidV7Time(refDate: string, index: number): number {
  return dayNumberOf(refDate) * 86_400_000 + index;
}

export const uuid = defineGenerator({
  name: 'uuid',
  label: {
    es: 'Identificador único (UUID)',
    en: 'Unique identifier (UUID)',
    pt: 'Identificador único (UUID)',
  },
  fields: ['uuid'],
  options: [UUID_VERSION, REF_DATE_OPTION],
  generate(rng, options, { refDate, index }) {
    if (options.version === '7') {
      const time = uuidV7Time(refDate, index);
      // Version 7 counts milliseconds from 1970 (RFC 9562 5.7): an earlier day has no timestamp.
      if (time < 0) throw new OptionError('refDate', { format: 'YYYY-MM-DD', min: UUID_V7_EARLIEST });
      return { uuid: uuidV7(rng, time) };
    }
    return { uuid: uuidV4(rng) };
  },
});

export const password = defineGenerator({
  name: 'password',
  label: { es: 'Contraseña', en: 'Password', pt: 'Palavra-passe' },
  fields: ['password'],
  options: [PASSWORD_LENGTH, PASSWORD_SYMBOLS],
  generate(rng, options) {
    return {
      password: generatePassword(rng, {
        length: options.length,
        symbols: options.symbols,
      }),
    };
  },
});
