/**
 * Province codes of Social Security numbers beyond the 52 INE provinces
 * (01-52, named from the INE table in src/countries/es/data/generated/provinces.ts).
 *
 * The TGSS numbers affiliates with the INE province codes of its provincial
 * offices; 53 and 66 are the two further codes accepted by public validators
 * (koblas/stdnum-js `es/nss`, which names them "Otros territorios" and
 * "Extranjero"; independent Java validators accept 01-53 and 66 too). No TGSS
 * publication of the full list was found, so nothing else is accepted.
 * Data only.
 */
export const NSS_EXTRA_PROVINCES: Readonly<Record<string, string>> = {
  '53': 'Otros territorios',
  '66': 'Extranjero',
};
