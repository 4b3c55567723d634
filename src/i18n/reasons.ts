import type { ReasonCode } from '../domain/reason-codes.js';
import type { Lang } from './lang.js';

/** Human-readable `reason` of every validation reason code, in every language. */
export const REASONS: Record<ReasonCode, Record<Lang, string>> = {
  unrecognized_format: {
    es: 'El valor no tiene el formato de ningún tipo de dato soportado.',
    en: 'The value does not have the format of any supported kind.',
    pt: 'O valor não tem o formato de nenhum tipo de dado suportado.',
  },
  invalid_dni_format: {
    es: 'Formato de DNI no válido: se esperan 8 dígitos y una letra.',
    en: 'Invalid DNI format: 8 digits and a letter are expected.',
    pt: 'Formato de DNI inválido: esperam-se 8 dígitos e uma letra.',
  },
  invalid_nie_format: {
    es: 'Formato de NIE no válido: se espera X, Y o Z, 7 dígitos y una letra.',
    en: 'Invalid NIE format: X, Y or Z, 7 digits and a letter are expected.',
    pt: 'Formato de NIE inválido: espera-se X, Y ou Z, 7 dígitos e uma letra.',
  },
  invalid_cif_format: {
    es: 'Formato de CIF no válido: se espera una letra, 7 dígitos y un carácter de control.',
    en: 'Invalid CIF format: a letter, 7 digits and a control character are expected.',
    pt: 'Formato de CIF inválido: espera-se uma letra, 7 dígitos e um carácter de controlo.',
  },
  invalid_nif_format: {
    es: 'Formato de NIF no válido: se espera K, L o M, 7 dígitos y una letra.',
    en: 'Invalid NIF format: K, L or M, 7 digits and a letter are expected.',
    pt: 'Formato de NIF inválido: espera-se K, L ou M, 7 dígitos e uma letra.',
  },
  invalid_nss_format: {
    es: 'Formato de NSS no válido: se esperan 12 dígitos con un código de provincia real.',
    en: 'Invalid NSS format: 12 digits with a real province code are expected.',
    pt: 'Formato de NSS inválido: esperam-se 12 dígitos com um código de província real.',
  },
  invalid_ccc_format: {
    es: 'Formato de CCC no válido: se esperan 20 dígitos.',
    en: 'Invalid CCC format: 20 digits are expected.',
    pt: 'Formato de CCC inválido: esperam-se 20 dígitos.',
  },
  invalid_iban_format: {
    es: 'Formato de IBAN no válido para su país.',
    en: 'Invalid IBAN format for its country.',
    pt: 'Formato de IBAN inválido para o seu país.',
  },
  invalid_bic_format: {
    es: 'Formato de BIC no válido: se esperan 8 u 11 caracteres con un código de país real.',
    en: 'Invalid BIC format: 8 or 11 characters with a real country code are expected.',
    pt: 'Formato de BIC inválido: esperam-se 8 ou 11 caracteres com um código de país real.',
  },
  invalid_plate_format: {
    es: 'Formato de matrícula no válido.',
    en: 'Invalid licence plate format.',
    pt: 'Formato de matrícula inválido.',
  },
  invalid_phone_format: {
    es: 'Formato de teléfono no válido: se esperan 9 dígitos nacionales.',
    en: 'Invalid phone format: 9 national digits are expected.',
    pt: 'Formato de telefone inválido: esperam-se 9 dígitos nacionais.',
  },
  invalid_card_format: {
    es: 'Formato de tarjeta no válido: se esperan entre 12 y 19 dígitos.',
    en: 'Invalid card format: 12 to 19 digits are expected.',
    pt: 'Formato de cartão inválido: esperam-se entre 12 e 19 dígitos.',
  },
  invalid_passport_format: {
    es: 'Formato de pasaporte no válido: se esperan 3 letras y 6 dígitos.',
    en: 'Invalid passport format: 3 letters and 6 digits are expected.',
    pt: 'Formato de passaporte inválido: esperam-se 3 letras e 6 dígitos.',
  },
  invalid_uuid_format: {
    es: 'Formato de UUID no válido.',
    en: 'Invalid UUID format.',
    pt: 'Formato de UUID inválido.',
  },
  invalid_check_letter: {
    es: 'La letra de control no es correcta.',
    en: 'The check letter is wrong.',
    pt: 'A letra de controlo não está correta.',
  },
  invalid_cif_check: {
    es: 'El carácter de control del CIF no es correcto.',
    en: 'The CIF control character is wrong.',
    pt: 'O carácter de controlo do CIF não está correto.',
  },
  invalid_cif_org_letter: {
    es: 'La letra inicial no corresponde a ningún tipo de organización de CIF.',
    en: 'The first letter is not a CIF organisation type.',
    pt: 'A letra inicial não corresponde a nenhum tipo de organização do CIF.',
  },
  invalid_nss_check: {
    es: 'Los dígitos de control del NSS no son correctos.',
    en: 'The NSS check digits are wrong.',
    pt: 'Os dígitos de controlo do NSS não estão corretos.',
  },
  invalid_ccc_check: {
    es: 'Los dígitos de control del CCC no son correctos.',
    en: 'The CCC check digits are wrong.',
    pt: 'Os dígitos de controlo do CCC não estão corretos.',
  },
  unsupported_iban_country: {
    es: 'El país del IBAN no está en el registro IBAN de SWIFT.',
    en: 'The IBAN country is not in the SWIFT IBAN registry.',
    pt: 'O país do IBAN não consta do registo IBAN da SWIFT.',
  },
  invalid_iban_length: {
    es: 'La longitud del IBAN no es la de su país.',
    en: 'The IBAN length is not the one of its country.',
    pt: 'O comprimento do IBAN não é o do seu país.',
  },
  invalid_iban_check_digits: {
    es: 'Los dígitos de control del IBAN no son correctos.',
    en: 'The IBAN check digits are wrong.',
    pt: 'Os dígitos de controlo do IBAN não estão corretos.',
  },
  invalid_iban_es_ccc: {
    es: 'Los dígitos de control de la cuenta española (CCC) dentro del IBAN no son correctos.',
    en: 'The Spanish account (CCC) check digits inside the IBAN are wrong.',
    pt: 'Os dígitos de controlo da conta espanhola (CCC) dentro do IBAN não estão corretos.',
  },
  invalid_iban_fr_rib_key: {
    es: 'La clave RIB francesa dentro del IBAN no es correcta.',
    en: 'The French RIB key inside the IBAN is wrong.',
    pt: 'A chave RIB francesa dentro do IBAN não está correta.',
  },
  invalid_iban_pt_nib: {
    es: 'Los dígitos de control del NIB portugués dentro del IBAN no son correctos.',
    en: 'The Portuguese NIB check digits inside the IBAN are wrong.',
    pt: 'Os dígitos de controlo do NIB português dentro do IBAN não estão corretos.',
  },
  invalid_iban_de_bban: {
    es: 'La estructura de la cuenta alemana (BBAN) dentro del IBAN no es correcta.',
    en: 'The German account structure (BBAN) inside the IBAN is wrong.',
    pt: 'A estrutura da conta alemã (BBAN) dentro do IBAN não está correta.',
  },
  invalid_plate_letters: {
    es: 'La matrícula contiene letras no permitidas (vocales, Ñ o Q).',
    en: 'The licence plate contains letters that are not allowed (vowels, Ñ or Q).',
    pt: 'A matrícula contém letras não permitidas (vogais, Ñ ou Q).',
  },
  invalid_phone_range: {
    es: 'El número no pertenece a un rango de móvil ni de fijo provincial español.',
    en: 'The number is not in a Spanish mobile or provincial landline range.',
    pt: 'O número não pertence a uma gama espanhola de telemóvel nem de rede fixa provincial.',
  },
  unknown_test_bin: {
    es: 'La tarjeta no usa un BIN de pruebas conocido: este servicio solo trabaja con tarjetas de prueba.',
    en: 'The card does not use a known test BIN: this service only deals in test cards.',
    pt: 'O cartão não usa um BIN de teste conhecido: este serviço só trabalha com cartões de teste.',
  },
  invalid_card_length: {
    es: 'La longitud no es válida para la marca de la tarjeta.',
    en: 'The length is not valid for the card brand.',
    pt: 'O comprimento não é válido para a marca do cartão.',
  },
  invalid_luhn_check: {
    es: 'El dígito de control (Luhn) de la tarjeta no es correcto.',
    en: 'The card check digit (Luhn) is wrong.',
    pt: 'O dígito de controlo (Luhn) do cartão não está correto.',
  },
  invalid_nif_pt_format: {
    es: 'Formato de NIF portugués no válido: se esperan 9 dígitos.',
    en: 'Invalid Portuguese NIF format: 9 digits are expected.',
    pt: 'Formato de NIF português inválido: esperam-se 9 dígitos.',
  },
  invalid_nif_pt_prefix: {
    es: 'Los primeros dígitos no corresponden a ningún tipo de NIF portugués asignado.',
    en: 'The leading digits are not an assigned Portuguese NIF range.',
    pt: 'Os primeiros dígitos não correspondem a nenhum tipo de NIF português atribuído.',
  },
  invalid_nif_pt_check: {
    es: 'El dígito de control del NIF portugués no es correcto.',
    en: 'The Portuguese NIF check digit is wrong.',
    pt: 'O dígito de controlo do NIF português está errado.',
  },
  invalid_nipc_format: {
    es: 'Formato de NIPC no válido: se esperan 9 dígitos.',
    en: 'Invalid NIPC format: 9 digits are expected.',
    pt: 'Formato de NIPC inválido: esperam-se 9 dígitos.',
  },
  invalid_nipc_prefix: {
    es: 'Los primeros dígitos no corresponden a una persona colectiva (NIPC).',
    en: 'The leading digits are not a legal-person (NIPC) range.',
    pt: 'Os primeiros dígitos não correspondem a uma pessoa coletiva (NIPC).',
  },
  invalid_cc_format: {
    es: 'Formato de número de Cartão de Cidadão no válido: se esperan 9 dígitos, 2 caracteres de versión y un dígito de control.',
    en: 'Invalid Cartão de Cidadão number format: 9 digits, 2 version characters and a check digit are expected.',
    pt: 'Formato de número do Cartão de Cidadão inválido: esperam-se 9 dígitos, 2 caracteres de versão e um dígito de controlo.',
  },
  invalid_cc_check: {
    es: 'El dígito de control del Cartão de Cidadão no es correcto.',
    en: 'The Cartão de Cidadão check digit is wrong.',
    pt: 'O dígito de controlo do Cartão de Cidadão está errado.',
  },
  invalid_niss_format: {
    es: 'Formato de NISS no válido: se esperan 11 dígitos que empiecen por 1 o 2.',
    en: 'Invalid NISS format: 11 digits starting with 1 or 2 are expected.',
    pt: 'Formato de NISS inválido: esperam-se 11 dígitos começados por 1 ou 2.',
  },
  invalid_niss_check: {
    es: 'El dígito de control del NISS no es correcto.',
    en: 'The NISS check digit is wrong.',
    pt: 'O dígito de controlo do NISS está errado.',
  },
  invalid_nib_format: {
    es: 'Formato de NIB no válido: se esperan 21 dígitos.',
    en: 'Invalid NIB format: 21 digits are expected.',
    pt: 'Formato de NIB inválido: esperam-se 21 dígitos.',
  },
  invalid_nib_check: {
    es: 'Los dígitos de control del NIB no son correctos.',
    en: 'The NIB check digits are wrong.',
    pt: 'Os dígitos de controlo do NIB estão errados.',
  },
  invalid_phone_pt_format: {
    es: 'Formato de teléfono portugués no válido: se esperan 9 dígitos nacionales.',
    en: 'Invalid Portuguese phone format: 9 national digits are expected.',
    pt: 'Formato de telefone português inválido: esperam-se 9 dígitos nacionais.',
  },
  invalid_phone_pt_range: {
    es: 'El número no pertenece a un rango de móvil ni de fijo geográfico portugués.',
    en: 'The number is not in a Portuguese mobile or geographic landline range.',
    pt: 'O número não pertence a uma gama de telemóvel nem de telefone fixo geográfico português.',
  },
  invalid_plate_pt_format: {
    es: 'Formato de matrícula portuguesa no válido: se esperan tres grupos de dos caracteres.',
    en: 'Invalid Portuguese licence plate format: three groups of two characters are expected.',
    pt: 'Formato de matrícula portuguesa inválido: esperam-se três grupos de dois caracteres.',
  },
  invalid_plate_pt_letters: {
    es: 'La matrícula contiene letras que su serie no usa (W o Y antes de 2020).',
    en: 'The licence plate contains letters its series does not use (W or Y before 2020).',
    pt: 'A matrícula contém letras que a sua série não usa (W ou Y antes de 2020).',
  },
  invalid_curp_format: {
    es: 'Formato de CURP no válido: se esperan 4 letras, 6 dígitos, H o M, 5 letras, un carácter y un dígito.',
    en: 'Invalid CURP format: 4 letters, 6 digits, H or M, 5 letters, a character and a digit are expected.',
    pt: 'Formato de CURP inválido: esperam-se 4 letras, 6 dígitos, H ou M, 5 letras, um carácter e um dígito.',
  },
  invalid_curp_date: {
    es: 'La fecha de nacimiento de la CURP no existe.',
    en: 'The CURP birth date does not exist.',
    pt: 'A data de nascimento da CURP não existe.',
  },
  invalid_curp_state: {
    es: 'Las letras de la entidad de nacimiento de la CURP no corresponden a ningún estado.',
    en: 'The CURP birth-state letters name no Mexican state.',
    pt: 'As letras da entidade de nascimento da CURP não correspondem a nenhum estado.',
  },
  invalid_curp_check: {
    es: 'El dígito verificador de la CURP no es correcto.',
    en: 'The CURP check digit is wrong.',
    pt: 'O dígito verificador da CURP não está correto.',
  },
  invalid_rfc_format: {
    es: 'Formato de RFC no válido: se esperan 3 o 4 letras, 6 dígitos y 3 caracteres de homoclave.',
    en: 'Invalid RFC format: 3 or 4 letters, 6 digits and 3 homoclave characters are expected.',
    pt: 'Formato de RFC inválido: esperam-se 3 ou 4 letras, 6 dígitos e 3 caracteres de homoclave.',
  },
  invalid_rfc_date: {
    es: 'La fecha del RFC no existe.',
    en: 'The RFC date does not exist.',
    pt: 'A data do RFC não existe.',
  },
  invalid_rfc_check: {
    es: 'El dígito verificador del RFC no es correcto.',
    en: 'The RFC check character is wrong.',
    pt: 'O dígito verificador do RFC não está correto.',
  },
  invalid_clabe_format: {
    es: 'Formato de CLABE no válido: se esperan 18 dígitos.',
    en: 'Invalid CLABE format: 18 digits are expected.',
    pt: 'Formato de CLABE inválido: esperam-se 18 dígitos.',
  },
  invalid_clabe_bank: {
    es: 'Los tres primeros dígitos de la CLABE no son el código de ningún banco.',
    en: 'The first three CLABE digits are no bank code.',
    pt: 'Os três primeiros dígitos da CLABE não são o código de nenhum banco.',
  },
  invalid_clabe_check: {
    es: 'El dígito de control de la CLABE no es correcto.',
    en: 'The CLABE check digit is wrong.',
    pt: 'O dígito de controlo da CLABE não está correto.',
  },
  invalid_nss_mx_format: {
    es: 'Formato de NSS del IMSS no válido: se esperan 11 dígitos.',
    en: 'Invalid IMSS social security number format: 11 digits are expected.',
    pt: 'Formato de NSS do IMSS inválido: esperam-se 11 dígitos.',
  },
  invalid_nss_mx_check: {
    es: 'El dígito verificador del NSS del IMSS no es correcto.',
    en: 'The IMSS social security number check digit is wrong.',
    pt: 'O dígito verificador do NSS do IMSS não está correto.',
  },
  invalid_phone_mx_format: {
    es: 'Formato de teléfono mexicano no válido: se esperan 10 dígitos nacionales.',
    en: 'Invalid Mexican phone format: 10 national digits are expected.',
    pt: 'Formato de telefone mexicano inválido: esperam-se 10 dígitos nacionais.',
  },
  invalid_phone_mx_range: {
    es: 'El número no empieza por ninguna clave LADA geográfica mexicana.',
    en: 'The number starts with no Mexican geographic area code.',
    pt: 'O número não começa por nenhum indicativo geográfico mexicano.',
  },
};

/** Appended to a reason when the right check character is known. */
export const EXPECTED_SUFFIX: Record<Lang, (expected: string) => string> = {
  es: (expected) => ` Se esperaba: ${expected}.`,
  en: (expected) => ` Expected: ${expected}.`,
  pt: (expected) => ` Esperava-se: ${expected}.`,
};
