import { describe, expect, it } from 'vitest';
import { firstErrors, fiscalCodeControlChar, fiscalCodeFormSchema, fiscalCodeSchema, isValidFiscalCode } from './index';

// Control characters computed by hand / with an independent implementation of the official algorithm.
const VALID = [
  'RSSMRA85T10A562S', // Mario Rossi, 10/12/1985, Roma (the textbook example)
  'MRTMTT25D09F205Z', // Matteo Moretti, 09/04/1925, Milano (the textbook example)
  'BNCLRA90A41H501F', // Laura Bianchi, 01/01/1990, Roma (female: day + 40)
  'VRDGPP80E15F839S', // Giuseppe Verdi, 15/05/1980, Napoli
];
const OMOCODIA = [
  'RSSMRA85T10A56NH', // last digit 2 -> N
  'RSSMRA85T10A5RNS', // 6 -> R and 2 -> N
  'RSSMRA8RT10A562E', // year digit 5 -> R
  'BNCLRA90A41H50MX', // 1 -> M
];

describe('isValidFiscalCode (spec 1 §5, spec 2 §5)', () => {
  it.each(VALID)('accepts %s', (cf) => {
    expect(isValidFiscalCode(cf)).toBe(true);
  });

  it.each(OMOCODIA)('accepts the omocodia variant %s', (cf) => {
    expect(isValidFiscalCode(cf)).toBe(true);
  });

  it('upper-cases (and trims) first', () => {
    expect(isValidFiscalCode('rssmra85t10a562s')).toBe(true);
    expect(isValidFiscalCode(' RssMra85T10a562S ')).toBe(true);
  });

  it.each([
    ['wrong control character', 'RSSMRA85T10A562T'],
    ['wrong control character (omocodia)', 'RSSMRA85T10A56NS'],
    ['15 characters', 'RSSMRA85T10A562'],
    ['17 characters', 'RSSMRA85T10A562SX'],
    ['digit in the surname part', 'RSSMR185T10A562S'],
    ['letter W in a digit position (not an omocodia letter)', 'RSSMRA8WT10A562S'],
    ['digit in the month position', 'RSSMRA85110A562S'],
    ['digit as control character', 'RSSMRA85T10A5621'],
    ['symbols', 'RSSMRA85T10A56-S'],
    ['empty', ''],
  ])('refuses %s', (_name, cf) => {
    expect(isValidFiscalCode(cf)).toBe(false);
  });

  it('computes the control character', () => {
    expect(fiscalCodeControlChar('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeControlChar('MRTMTT25D09F205')).toBe('Z');
  });
});

describe('fiscalCodeSchema (spec 1 §5 / spec 2 §5)', () => {
  it('upper-cases automatically', () => {
    expect(fiscalCodeSchema.parse('rssmra85t10a562s')).toBe('RSSMRA85T10A562S');
    expect(fiscalCodeSchema.parse('rssmra85t10a56nh')).toBe('RSSMRA85T10A56NH');
  });
  it.each(['RSSMRA85T10A562T', '', 'RSSMRA85', undefined, null])('refuses %j with the spec message', (cf) => {
    expect(firstErrors(fiscalCodeSchema.safeParse(cf))).toEqual({ '': 'Inserisci un Codice Fiscale valido.' });
  });
});

describe('fiscalCodeFormSchema (the profile-completion fiscal-code form)', () => {
  it('hands on the code upper-cased; an invalid one gets the field message', () => {
    expect(fiscalCodeFormSchema.parse({ fiscalCode: ' rssmra85t10a562s' })).toEqual({ fiscalCode: 'RSSMRA85T10A562S' });
    expect(firstErrors(fiscalCodeFormSchema.safeParse({ fiscalCode: 'RSSMRA85T10A562X' }))).toEqual({ fiscalCode: 'Inserisci un Codice Fiscale valido.' });
  });
});
