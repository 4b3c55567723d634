import type { ReasonCode } from '../domain/reason-codes.js';
import type { Lang } from './lang.js';

/** Human-readable `reason` of every validation reason code, in every language. */
export const REASONS: Record<ReasonCode, Record<Lang, string>> = {
  unrecognized_format: {
    es: 'El valor no tiene el formato de ningún tipo de dato soportado.',
    en: 'The value does not have the format of any supported kind.',
  },
  invalid_dni_format: {
    es: 'Formato de DNI no válido: se esperan 8 dígitos y una letra.',
    en: 'Invalid DNI format: 8 digits and a letter are expected.',
  },
  invalid_nie_format: {
    es: 'Formato de NIE no válido: se espera X, Y o Z, 7 dígitos y una letra.',
    en: 'Invalid NIE format: X, Y or Z, 7 digits and a letter are expected.',
  },
  invalid_cif_format: {
    es: 'Formato de CIF no válido: se espera una letra, 7 dígitos y un carácter de control.',
    en: 'Invalid CIF format: a letter, 7 digits and a control character are expected.',
  },
  invalid_nif_format: {
    es: 'Formato de NIF no válido: se espera K, L o M, 7 dígitos y una letra.',
    en: 'Invalid NIF format: K, L or M, 7 digits and a letter are expected.',
  },
  invalid_nss_format: {
    es: 'Formato de NSS no válido: se esperan 12 dígitos con un código de provincia real.',
    en: 'Invalid NSS format: 12 digits with a real province code are expected.',
  },
  invalid_ccc_format: {
    es: 'Formato de CCC no válido: se esperan 20 dígitos.',
    en: 'Invalid CCC format: 20 digits are expected.',
  },
  invalid_iban_format: {
    es: 'Formato de IBAN no válido para su país.',
    en: 'Invalid IBAN format for its country.',
  },
  invalid_bic_format: {
    es: 'Formato de BIC no válido: se esperan 8 u 11 caracteres con un código de país real.',
    en: 'Invalid BIC format: 8 or 11 characters with a real country code are expected.',
  },
  invalid_plate_format: {
    es: 'Formato de matrícula no válido.',
    en: 'Invalid licence plate format.',
  },
  invalid_phone_format: {
    es: 'Formato de teléfono no válido: se esperan 9 dígitos nacionales.',
    en: 'Invalid phone format: 9 national digits are expected.',
  },
  invalid_card_format: {
    es: 'Formato de tarjeta no válido: se esperan entre 12 y 19 dígitos.',
    en: 'Invalid card format: 12 to 19 digits are expected.',
  },
  invalid_passport_format: {
    es: 'Formato de pasaporte no válido: se esperan 3 letras y 6 dígitos.',
    en: 'Invalid passport format: 3 letters and 6 digits are expected.',
  },
  invalid_uuid_format: {
    es: 'Formato de UUID no válido.',
    en: 'Invalid UUID format.',
  },
  invalid_check_letter: {
    es: 'La letra de control no es correcta.',
    en: 'The check letter is wrong.',
  },
  invalid_cif_check: {
    es: 'El carácter de control del CIF no es correcto.',
    en: 'The CIF control character is wrong.',
  },
  invalid_cif_org_letter: {
    es: 'La letra inicial no corresponde a ningún tipo de organización de CIF.',
    en: 'The first letter is not a CIF organisation type.',
  },
  invalid_nss_check: {
    es: 'Los dígitos de control del NSS no son correctos.',
    en: 'The NSS check digits are wrong.',
  },
  invalid_ccc_check: {
    es: 'Los dígitos de control del CCC no son correctos.',
    en: 'The CCC check digits are wrong.',
  },
  unsupported_iban_country: {
    es: 'El país del IBAN no está en el registro IBAN de SWIFT.',
    en: 'The IBAN country is not in the SWIFT IBAN registry.',
  },
  invalid_iban_length: {
    es: 'La longitud del IBAN no es la de su país.',
    en: 'The IBAN length is not the one of its country.',
  },
  invalid_iban_check_digits: {
    es: 'Los dígitos de control del IBAN no son correctos.',
    en: 'The IBAN check digits are wrong.',
  },
  invalid_iban_es_ccc: {
    es: 'Los dígitos de control de la cuenta española (CCC) dentro del IBAN no son correctos.',
    en: 'The Spanish account (CCC) check digits inside the IBAN are wrong.',
  },
  invalid_iban_fr_rib_key: {
    es: 'La clave RIB francesa dentro del IBAN no es correcta.',
    en: 'The French RIB key inside the IBAN is wrong.',
  },
  invalid_iban_pt_nib: {
    es: 'Los dígitos de control del NIB portugués dentro del IBAN no son correctos.',
    en: 'The Portuguese NIB check digits inside the IBAN are wrong.',
  },
  invalid_iban_de_bban: {
    es: 'La estructura de la cuenta alemana (BBAN) dentro del IBAN no es correcta.',
    en: 'The German account structure (BBAN) inside the IBAN is wrong.',
  },
  invalid_plate_letters: {
    es: 'La matrícula contiene letras no permitidas (vocales, Ñ o Q).',
    en: 'The licence plate contains letters that are not allowed (vowels, Ñ or Q).',
  },
  invalid_phone_range: {
    es: 'El número no pertenece a un rango de móvil ni de fijo provincial español.',
    en: 'The number is not in a Spanish mobile or provincial landline range.',
  },
  unknown_test_bin: {
    es: 'La tarjeta no usa un BIN de pruebas conocido: este servicio solo trabaja con tarjetas de prueba.',
    en: 'The card does not use a known test BIN: this service only deals in test cards.',
  },
  invalid_card_length: {
    es: 'La longitud no es válida para la marca de la tarjeta.',
    en: 'The length is not valid for the card brand.',
  },
  invalid_luhn_check: {
    es: 'El dígito de control (Luhn) de la tarjeta no es correcto.',
    en: 'The card check digit (Luhn) is wrong.',
  },
  invalid_nif_pt_format: {
    es: 'Formato de NIF portugués no válido: se esperan 9 dígitos.',
    en: 'Invalid Portuguese NIF format: 9 digits are expected.',
  },
  invalid_nif_pt_prefix: {
    es: 'Los primeros dígitos no corresponden a ningún tipo de NIF portugués asignado.',
    en: 'The leading digits are not an assigned Portuguese NIF range.',
  },
  invalid_nif_pt_check: {
    es: 'El dígito de control del NIF portugués no es correcto.',
    en: 'The Portuguese NIF check digit is wrong.',
  },
  invalid_nipc_format: {
    es: 'Formato de NIPC no válido: se esperan 9 dígitos.',
    en: 'Invalid NIPC format: 9 digits are expected.',
  },
  invalid_nipc_prefix: {
    es: 'Los primeros dígitos no corresponden a una persona colectiva (NIPC).',
    en: 'The leading digits are not a legal-person (NIPC) range.',
  },
  invalid_cc_format: {
    es: 'Formato de número de Cartão de Cidadão no válido: se esperan 9 dígitos, 2 caracteres de versión y un dígito de control.',
    en: 'Invalid Cartão de Cidadão number format: 9 digits, 2 version characters and a check digit are expected.',
  },
  invalid_cc_check: {
    es: 'El dígito de control del Cartão de Cidadão no es correcto.',
    en: 'The Cartão de Cidadão check digit is wrong.',
  },
  invalid_niss_format: {
    es: 'Formato de NISS no válido: se esperan 11 dígitos que empiecen por 1 o 2.',
    en: 'Invalid NISS format: 11 digits starting with 1 or 2 are expected.',
  },
  invalid_niss_check: {
    es: 'El dígito de control del NISS no es correcto.',
    en: 'The NISS check digit is wrong.',
  },
  invalid_nib_format: {
    es: 'Formato de NIB no válido: se esperan 21 dígitos.',
    en: 'Invalid NIB format: 21 digits are expected.',
  },
  invalid_nib_check: {
    es: 'Los dígitos de control del NIB no son correctos.',
    en: 'The NIB check digits are wrong.',
  },
  invalid_phone_pt_format: {
    es: 'Formato de teléfono portugués no válido: se esperan 9 dígitos nacionales.',
    en: 'Invalid Portuguese phone format: 9 national digits are expected.',
  },
  invalid_phone_pt_range: {
    es: 'El número no pertenece a un rango de móvil ni de fijo geográfico portugués.',
    en: 'The number is not in a Portuguese mobile or geographic landline range.',
  },
  invalid_plate_pt_format: {
    es: 'Formato de matrícula portuguesa no válido: se esperan tres grupos de dos caracteres.',
    en: 'Invalid Portuguese licence plate format: three groups of two characters are expected.',
  },
  invalid_plate_pt_letters: {
    es: 'La matrícula contiene letras que su serie no usa (W o Y antes de 2020).',
    en: 'The licence plate contains letters its series does not use (W or Y before 2020).',
  },
};

/** Appended to a reason when the right check character is known. */
export const EXPECTED_SUFFIX: Record<Lang, (expected: string) => string> = {
  es: (expected) => ` Se esperaba: ${expected}.`,
  en: (expected) => ` Expected: ${expected}.`,
};
