/**
 * Validation reason codes (SPEC 7.3). Stable English identifiers: clients
 * switch on them, so the list only ever grows.
 */
export const REASON_CODES = [
  'unrecognized_format',
  'invalid_dni_format',
  'invalid_nie_format',
  'invalid_cif_format',
  'invalid_nif_format',
  'invalid_nss_format',
  'invalid_ccc_format',
  'invalid_iban_format',
  'invalid_bic_format',
  'invalid_plate_format',
  'invalid_phone_format',
  'invalid_card_format',
  'invalid_passport_format',
  'invalid_uuid_format',
  'invalid_check_letter',
  'invalid_cif_check',
  'invalid_cif_org_letter',
  'invalid_nss_check',
  'invalid_ccc_check',
  'unsupported_iban_country',
  'invalid_iban_length',
  'invalid_iban_check_digits',
  'invalid_iban_es_ccc',
  'invalid_iban_fr_rib_key',
  'invalid_iban_pt_nib',
  'invalid_iban_de_bban',
  'invalid_plate_letters',
  'invalid_phone_range',
  'unknown_test_bin',
  'invalid_card_length',
  'invalid_luhn_check',
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];
