/**
 * Published sandbox card numbers of payment gateways, and the test BIN
 * prefixes under which a gateway publishes a family of them. Hand-curated:
 * each number was read in the gateway's own documentation named in
 * TEST_CARD_SOURCES (or its official SDK's test constants), listed once with
 * every gateway that publishes it. Data only.
 *
 * The brand of each entry is the scheme its IIN belongs to (see
 * domain/card/brands.ts); numbers whose IIN belongs to a scheme outside the
 * eight supported ones (Dankort 5019, Elo 5066, Hipercard 6062, UATP 1,
 * BC Card 6555, JCB's old 3088) are left out.
 */
import type { CardBrandId } from './card-brand-ids.js';

export type TestCardSource =
  | 'stripe'
  | 'adyen'
  | 'braintree'
  | 'paypal'
  | 'redsys'
  | 'checkout'
  | 'cybersource'
  | 'authorizenet';

export interface TestCardNumber {
  readonly number: string;
  readonly brand: CardBrandId;
  readonly sources: readonly TestCardSource[];
}

export interface TestBinRange {
  /** Leading digits: any number starting with them counts as a test number. */
  readonly prefix: string;
  readonly brand: CardBrandId;
  readonly sources: readonly TestCardSource[];
}

/**
 * Where each gateway publishes its test cards. Numbers were cross-checked
 * against copies of these pages (gateway SDK constants, integration notes
 * quoting them); every one passes the Luhn check and the brand test.
 */
export const TEST_CARD_SOURCES: Readonly<Record<TestCardSource, string>> = {
  stripe: 'https://docs.stripe.com/testing (cards by brand, declines, 3D Secure, international cards)',
  adyen: 'https://docs.adyen.com/development-resources/test-cards-and-credentials/test-card-numbers',
  braintree:
    'https://developer.paypal.com/braintree/docs/reference/general/testing (Braintree::Test::CreditCardNumbers)',
  paypal: 'https://www.paypalobjects.com/en_US/vhelp/paypalmanager_help/credit_card_numbers.htm (Payflow)',
  redsys: 'https://pagosonline.redsys.es/entornosPruebas.html (TPV Virtual, tarjetas de prueba)',
  checkout: 'https://www.checkout.com/docs/developer-resources/testing/test-cards',
  cybersource:
    'https://developer.cybersource.com/docs/cybs/en-us/click-to-pay/developer/all/rest/click-to-pay/uc-reference-test-cards.html',
  authorizenet: 'https://developer.authorize.net/hello_world/testing_guide.html',
};

export const TEST_CARD_NUMBERS: readonly TestCardNumber[] = [
  // Visa
  { number: '4242424242424242', brand: 'visa', sources: ['stripe', 'checkout'] },
  { number: '4000056655665556', brand: 'visa', sources: ['stripe'] }, // debit
  { number: '4000002500001001', brand: 'visa', sources: ['stripe'] }, // Cartes Bancaires / Visa
  { number: '4000000000000002', brand: 'visa', sources: ['stripe'] }, // generic decline
  { number: '4000000000000077', brand: 'visa', sources: ['stripe'] }, // funds to available balance
  { number: '4000000000003220', brand: 'visa', sources: ['stripe'] }, // 3DS2 required
  { number: '4000000000009995', brand: 'visa', sources: ['stripe'] }, // insufficient funds
  { number: '4000000760000002', brand: 'visa', sources: ['stripe'] }, // Brazil
  { number: '4012888888881881', brand: 'visa', sources: ['stripe', 'braintree', 'paypal'] },
  {
    number: '4111111111111111',
    brand: 'visa',
    sources: ['adyen', 'braintree', 'paypal', 'cybersource', 'authorizenet'],
  },
  { number: '4111111145551142', brand: 'visa', sources: ['adyen'] },
  { number: '4111112014267661', brand: 'visa', sources: ['adyen'] }, // eight-digit BIN
  { number: '4988438843884305', brand: 'visa', sources: ['adyen'] }, // issued in ES
  { number: '4166676667666746', brand: 'visa', sources: ['adyen'] },
  { number: '4646464646464644', brand: 'visa', sources: ['adyen'] },
  { number: '4000620000000007', brand: 'visa', sources: ['adyen'] },
  { number: '4000060000000006', brand: 'visa', sources: ['adyen'] },
  { number: '4293189100000008', brand: 'visa', sources: ['adyen'] },
  { number: '4988080000000000', brand: 'visa', sources: ['adyen'] },
  { number: '4444333322221111', brand: 'visa', sources: ['adyen'] },
  { number: '4001590000000001', brand: 'visa', sources: ['adyen'] },
  { number: '4000180000000002', brand: 'visa', sources: ['adyen'] },
  { number: '4000020000000000', brand: 'visa', sources: ['adyen'] },
  { number: '4000160000000004', brand: 'visa', sources: ['adyen'] },
  { number: '4002690000000008', brand: 'visa', sources: ['adyen'] },
  { number: '4400000000000008', brand: 'visa', sources: ['adyen'] },
  { number: '4484600000000004', brand: 'visa', sources: ['adyen'] },
  { number: '4607000000000009', brand: 'visa', sources: ['adyen'] },
  { number: '4977949494949497', brand: 'visa', sources: ['adyen'] },
  { number: '4000640000000005', brand: 'visa', sources: ['adyen'] },
  { number: '4003550000000003', brand: 'visa', sources: ['adyen'] },
  { number: '4000760000000001', brand: 'visa', sources: ['adyen'] },
  { number: '4017340000000003', brand: 'visa', sources: ['adyen'] },
  { number: '4005519000000006', brand: 'visa', sources: ['adyen'] },
  { number: '4131840000000003', brand: 'visa', sources: ['adyen'] },
  { number: '4151500000000008', brand: 'visa', sources: ['adyen'] },
  { number: '4199350000000002', brand: 'visa', sources: ['adyen'] },
  { number: '4001020000000009', brand: 'visa', sources: ['adyen'] }, // Visa Electron
  { number: '4013250000000000006', brand: 'visa', sources: ['adyen'] }, // V Pay, 19 digits
  { number: '4871049999999910', brand: 'visa', sources: ['adyen'] }, // Bancontact / Visa
  { number: '4360000001000005', brand: 'visa', sources: ['adyen'] }, // Cartes Bancaires
  { number: '4035501000000008', brand: 'visa', sources: ['adyen'] },
  { number: '4035501428146300', brand: 'visa', sources: ['adyen'] },
  { number: '4571000000000001', brand: 'visa', sources: ['adyen'] }, // Visa / Dankort
  { number: '4917610000000000', brand: 'visa', sources: ['adyen'] }, // 3DS2
  { number: '4400002000000004', brand: 'visa', sources: ['adyen'] }, // US debit
  { number: '4000033003300335', brand: 'visa', sources: ['adyen'] }, // US debit
  { number: '4005519200000004', brand: 'visa', sources: ['braintree'] },
  { number: '4009348888881881', brand: 'visa', sources: ['braintree'] },
  { number: '4012000033330026', brand: 'visa', sources: ['braintree'] },
  { number: '4012000077777777', brand: 'visa', sources: ['braintree'] },
  { number: '4217651111111119', brand: 'visa', sources: ['braintree'] },
  { number: '4500600000000061', brand: 'visa', sources: ['braintree'] }, // prepaid
  { number: '4000111111111115', brand: 'visa', sources: ['braintree'] }, // processor declined
  { number: '4222222222222', brand: 'visa', sources: ['paypal'] }, // 13 digits
  { number: '4012888818888', brand: 'visa', sources: ['authorizenet'] }, // 13 digits
  { number: '4007000000027', brand: 'visa', sources: ['authorizenet'] }, // 13 digits
  { number: '4548812049400004', brand: 'visa', sources: ['redsys'] }, // authorised, CIP
  { number: '4548810000000003', brand: 'visa', sources: ['redsys'] }, // authorised (EMV3DS)
  { number: '4918019160034602', brand: 'visa', sources: ['redsys'] }, // 3DS2 frictionless
  { number: '4548814479727229', brand: 'visa', sources: ['redsys'] }, // 3DS2 frictionless
  { number: '4918019199883839', brand: 'visa', sources: ['redsys'] }, // 3DS2 challenge
  { number: '4548817212493017', brand: 'visa', sources: ['redsys'] }, // 3DS2 challenge
  { number: '4907277775205123', brand: 'visa', sources: ['redsys'] }, // denied 190
  { number: '4907271141151707', brand: 'visa', sources: ['redsys'] }, // denied 190
  { number: '4543474002249996', brand: 'visa', sources: ['checkout'] },
  { number: '4658584090000001', brand: 'visa', sources: ['checkout'] }, // debit
  { number: '4544249167673670', brand: 'visa', sources: ['checkout'] }, // 20051 insufficient funds

  // Mastercard
  {
    number: '5555555555554444',
    brand: 'mastercard',
    sources: ['stripe', 'adyen', 'braintree', 'paypal', 'cybersource'],
  },
  { number: '2223003122003222', brand: 'mastercard', sources: ['stripe'] }, // 2-series
  { number: '5200828282828210', brand: 'mastercard', sources: ['stripe'] }, // debit
  { number: '5105105105105100', brand: 'mastercard', sources: ['stripe', 'braintree', 'paypal'] }, // prepaid
  { number: '2223000048400011', brand: 'mastercard', sources: ['braintree'] },
  { number: '2222400070000005', brand: 'mastercard', sources: ['adyen'] },
  { number: '5555341244441115', brand: 'mastercard', sources: ['adyen'] },
  { number: '5577000055770004', brand: 'mastercard', sources: ['adyen'] },
  { number: '5555444433331111', brand: 'mastercard', sources: ['adyen'] },
  { number: '2222410740360010', brand: 'mastercard', sources: ['adyen'] },
  { number: '2222410700000002', brand: 'mastercard', sources: ['adyen'] },
  { number: '2222400010000008', brand: 'mastercard', sources: ['adyen'] },
  { number: '2223000048410010', brand: 'mastercard', sources: ['adyen'] },
  { number: '5130290000000009', brand: 'mastercard', sources: ['adyen'] },
  { number: '2222400060000007', brand: 'mastercard', sources: ['adyen'] },
  { number: '2223520443560010', brand: 'mastercard', sources: ['adyen'] },
  { number: '2222400030000004', brand: 'mastercard', sources: ['adyen'] },
  { number: '5100060000000002', brand: 'mastercard', sources: ['adyen'] },
  { number: '2222400050000009', brand: 'mastercard', sources: ['adyen'] },
  { number: '5103221911199245', brand: 'mastercard', sources: ['adyen'] }, // prepaid
  { number: '5454545454545454', brand: 'mastercard', sources: ['adyen'] }, // 3DS2
  { number: '5127880999999990', brand: 'mastercard', sources: ['adyen'] }, // Bancontact / Mastercard debit
  { number: '5413330033003303', brand: 'mastercard', sources: ['adyen'] }, // US debit
  { number: '5424000000000015', brand: 'mastercard', sources: ['authorizenet'] },
  { number: '5101332200023012', brand: 'mastercard', sources: ['redsys'] },
  { number: '5576441563045037', brand: 'mastercard', sources: ['redsys'] },
  { number: '5576440022788500', brand: 'mastercard', sources: ['redsys'] }, // denied 190
  { number: '5410082854557833', brand: 'mastercard', sources: ['redsys'] }, // denied 9598
  { number: '5410088208000685', brand: 'mastercard', sources: ['redsys'] }, // denied 9598
  { number: '5436031030606378', brand: 'mastercard', sources: ['checkout'] },
  { number: '2223000010479399', brand: 'mastercard', sources: ['checkout'] },
  { number: '5199992312641465', brand: 'mastercard', sources: ['checkout'] },

  // American Express
  {
    number: '378282246310005',
    brand: 'amex',
    sources: ['stripe', 'braintree', 'paypal', 'checkout', 'cybersource'],
  },
  { number: '371449635398431', brand: 'amex', sources: ['stripe', 'braintree', 'paypal', 'adyen'] },
  { number: '378734493671000', brand: 'amex', sources: ['braintree', 'paypal'] }, // corporate
  { number: '370000000000002', brand: 'amex', sources: ['adyen', 'authorizenet'] },
  { number: '370000000100018', brand: 'amex', sources: ['adyen'] },
  { number: '374245455400001', brand: 'amex', sources: ['redsys'] },
  { number: '345678901234564', brand: 'amex', sources: ['checkout'] },

  // Discover
  {
    number: '6011111111111117',
    brand: 'discover',
    sources: ['stripe', 'braintree', 'paypal', 'checkout', 'adyen'],
  },
  { number: '6011000990139424', brand: 'discover', sources: ['stripe', 'braintree', 'paypal'] },
  { number: '6011981111111113', brand: 'discover', sources: ['stripe'] }, // debit
  { number: '6011000991300009', brand: 'discover', sources: ['braintree'] },
  { number: '6011601160116611', brand: 'discover', sources: ['adyen'] },
  { number: '6445644564456445', brand: 'discover', sources: ['adyen', 'cybersource'] },
  { number: '6011609900000003', brand: 'discover', sources: ['adyen'] }, // US debit
  { number: '6445645000000002', brand: 'discover', sources: ['adyen'] }, // US debit
  { number: '6011000000000012', brand: 'discover', sources: ['authorizenet'] },

  // Diners Club
  { number: '3056930009020004', brand: 'diners', sources: ['stripe'] },
  { number: '36227206271667', brand: 'diners', sources: ['stripe'] },
  {
    number: '30569309025904',
    brand: 'diners',
    sources: ['stripe', 'braintree', 'paypal', 'adyen', 'cybersource'],
  },
  { number: '38520000023237', brand: 'diners', sources: ['stripe', 'braintree', 'paypal'] },
  { number: '36259600000004', brand: 'diners', sources: ['braintree'] },
  { number: '36006666333344', brand: 'diners', sources: ['adyen'] },
  { number: '36070500001020', brand: 'diners', sources: ['adyen'] },
  { number: '30123456789019', brand: 'diners', sources: ['checkout'] },
  { number: '38000000000006', brand: 'diners', sources: ['authorizenet'] },

  // JCB
  { number: '3566002020360505', brand: 'jcb', sources: ['stripe', 'braintree', 'paypal'] },
  {
    number: '3530111333300000',
    brand: 'jcb',
    sources: ['stripe', 'braintree', 'paypal', 'checkout', 'cybersource'],
  },
  { number: '3569990010095841', brand: 'jcb', sources: ['adyen'] },
  { number: '3566111111111113', brand: 'jcb', sources: ['adyen'] }, // 3DS2

  // UnionPay
  { number: '6200000000000005', brand: 'unionpay', sources: ['stripe'] },
  { number: '6200000000000047', brand: 'unionpay', sources: ['stripe'] }, // debit
  { number: '6205500000000000004', brand: 'unionpay', sources: ['stripe'] }, // 19 digits
  { number: '6243030000000001', brand: 'unionpay', sources: ['adyen', 'braintree'] },
  { number: '6221261111117766', brand: 'unionpay', sources: ['braintree'] },
  { number: '6223164991230014', brand: 'unionpay', sources: ['braintree'] },
  { number: '6250947000000014', brand: 'unionpay', sources: ['adyen'] }, // 3DS2 credit
  { number: '6250946000000016', brand: 'unionpay', sources: ['adyen'] }, // 3DS2 debit
  { number: '8171999927660000', brand: 'unionpay', sources: ['adyen'] }, // ExpressPay
  { number: '8171999900000000021', brand: 'unionpay', sources: ['adyen'] }, // ExpressPay, 19 digits
  { number: '6279886248094966', brand: 'unionpay', sources: ['cybersource'] },

  // Maestro
  { number: '6304000000000000', brand: 'maestro', sources: ['braintree'] },
  { number: '6771798021000008', brand: 'maestro', sources: ['adyen'] },
  { number: '6771798021000016', brand: 'maestro', sources: ['adyen'] },
  { number: '6703444444444449', brand: 'maestro', sources: ['adyen'] }, // Bancontact / Maestro
  { number: '5000550000000029', brand: 'maestro', sources: ['adyen'] }, // 3DS2
  { number: '5002510000000013', brand: 'maestro', sources: ['adyen'] }, // US debit (Maestro USA)
  { number: '6759649826438453', brand: 'maestro', sources: ['cybersource'] },
];

/**
 * Test BINs: six-digit prefixes under which a gateway publishes several test
 * numbers (or the one number every gateway shares). Generation draws only
 * from these; validation also accepts any number under them.
 */
export const TEST_BIN_RANGES: readonly TestBinRange[] = [
  { prefix: '400000', brand: 'visa', sources: ['stripe'] }, // 4000 0000 0000 0002/0077/3220/9995, 4000 0025 0000 1001, 4000 0007 6000 0002
  { prefix: '424242', brand: 'visa', sources: ['stripe', 'checkout'] },
  {
    prefix: '411111',
    brand: 'visa',
    sources: ['adyen', 'braintree', 'paypal', 'cybersource', 'authorizenet'],
  },
  { prefix: '401288', brand: 'visa', sources: ['stripe', 'braintree', 'paypal', 'authorizenet'] },
  { prefix: '454881', brand: 'visa', sources: ['redsys'] }, // 4548 81.. x4
  { prefix: '491801', brand: 'visa', sources: ['redsys'] }, // 4918 01.. x2
  { prefix: '490727', brand: 'visa', sources: ['redsys'] }, // 4907 27.. x2 (denials)
  {
    prefix: '555555',
    brand: 'mastercard',
    sources: ['stripe', 'adyen', 'braintree', 'paypal', 'cybersource'],
  },
  { prefix: '510510', brand: 'mastercard', sources: ['stripe', 'braintree', 'paypal'] },
  { prefix: '222300', brand: 'mastercard', sources: ['stripe', 'braintree', 'adyen', 'checkout'] },
  { prefix: '222240', brand: 'mastercard', sources: ['adyen'] }, // 2222 40.. x7
  { prefix: '557644', brand: 'mastercard', sources: ['redsys'] }, // 5576 44.. x2
  { prefix: '541008', brand: 'mastercard', sources: ['redsys'] }, // 5410 08.. x2
  { prefix: '378282', brand: 'amex', sources: ['stripe', 'braintree', 'paypal', 'checkout', 'cybersource'] },
  { prefix: '371449', brand: 'amex', sources: ['stripe', 'braintree', 'paypal', 'adyen'] },
  { prefix: '370000', brand: 'amex', sources: ['adyen', 'authorizenet'] },
  { prefix: '601111', brand: 'discover', sources: ['stripe', 'braintree', 'paypal', 'checkout', 'adyen'] },
  { prefix: '601100', brand: 'discover', sources: ['stripe', 'braintree', 'paypal', 'authorizenet'] },
  { prefix: '644564', brand: 'discover', sources: ['adyen', 'cybersource'] },
  { prefix: '305693', brand: 'diners', sources: ['stripe', 'braintree', 'paypal', 'adyen', 'cybersource'] },
  { prefix: '385200', brand: 'diners', sources: ['stripe', 'braintree', 'paypal'] },
  { prefix: '353011', brand: 'jcb', sources: ['stripe', 'braintree', 'paypal', 'checkout', 'cybersource'] },
  { prefix: '356600', brand: 'jcb', sources: ['stripe', 'braintree', 'paypal'] },
  { prefix: '620000', brand: 'unionpay', sources: ['stripe'] },
  { prefix: '624303', brand: 'unionpay', sources: ['adyen', 'braintree'] },
  { prefix: '677179', brand: 'maestro', sources: ['adyen'] },
  { prefix: '630400', brand: 'maestro', sources: ['braintree'] },
];
