/**
 * The card schemes the service knows, by the id the API names them with
 * (`tarjeta` and `card` options). Their number ranges and lengths are in
 * `domain/card/brands.ts`; the published test numbers are keyed by these ids.
 */
export const CARD_BRAND_IDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'maestro',
] as const;

export type CardBrandId = (typeof CARD_BRAND_IDS)[number];
