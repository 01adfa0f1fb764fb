import { describe, expect, it } from 'vitest';
import { firstErrors, MESSAGES, REGISTRATION_MESSAGES, registrationDataSchema, registrationFormSchema } from './index';

const valid = {
  nome: 'Mario',
  cognome: 'Rossi',
  email: 'Mario.Rossi@Example.IT',
  cellulare: '3331234567',
  privacy: true,
  condizioni: true,
  password: 'segreta123',
  confermaPassword: 'segreta123',
};

function errors(value: unknown) {
  return firstErrors(registrationFormSchema.safeParse(value) as never);
}

describe('registration form (spec 1 §2, §5)', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const parsed = registrationFormSchema.parse(valid);
    expect(parsed.email).toBe('mario.rossi@example.it');
  });

  it.each([
    ['nome', '', MESSAGES.required],
    ['cognome', ' ', MESSAGES.required],
    ['email', 'mario', MESSAGES.invalidEmail],
    ['email', '', MESSAGES.required],
    ['cellulare', '33a', MESSAGES.invalidPhone],
    ['privacy', false, MESSAGES.privacyRequired],
    ['condizioni', false, REGISTRATION_MESSAGES.termsRequired],
    ['password', '', MESSAGES.passwordRequired],
    ['password', 'corta', REGISTRATION_MESSAGES.passwordTooShort],
    ['password', 'x'.repeat(61), REGISTRATION_MESSAGES.passwordTooLong],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const input = { ...valid, [field]: value, ...(field === 'password' ? { confermaPassword: value } : {}) };
    expect(errors(input)[field]).toBe(message);
  });

  it('refuses a confirmation that differs', () => {
    expect(errors({ ...valid, confermaPassword: 'altra12345' }).confermaPassword).toBe(REGISTRATION_MESSAGES.passwordMismatch);
  });

  it('the server-side data schema has no password fields', () => {
    const { password: _p, confermaPassword: _c, ...data } = valid;
    expect(registrationDataSchema.safeParse(data).success).toBe(true);
  });
});

describe("registration type 3 (spec 1 §2 '3 shows another'; 3 §5 profile rules)", () => {
  it('asks the fiscal code and the birth date with their messages, upper-cases the code and gives the date as yyyy-mm-dd', async () => {
    const { registrationWithPersonalDataFormSchema } = await import('./index');
    const check = (value: unknown) => firstErrors(registrationWithPersonalDataFormSchema.safeParse(value) as never);
    expect(check({ ...valid, codiceFiscale: '', dataDiNascita: '' })).toEqual({ codiceFiscale: MESSAGES.fiscalCodeRequired, dataDiNascita: MESSAGES.birthDateRequired });
    expect(check({ ...valid, codiceFiscale: 'RSSMRA85T10A562X', dataDiNascita: '31/02/1985' })).toEqual({ codiceFiscale: MESSAGES.invalidFiscalCode, dataDiNascita: MESSAGES.birthDateRequired });
    const ok = registrationWithPersonalDataFormSchema.parse({ ...valid, codiceFiscale: 'rssmra85t10a562s', dataDiNascita: '10/12/1985' });
    expect(ok).toMatchObject({ codiceFiscale: 'RSSMRA85T10A562S', dataDiNascita: '1985-12-10' });
    expect(check({ ...valid, confermaPassword: 'altra', codiceFiscale: 'RSSMRA85T10A562S', dataDiNascita: '10/12/1985' })).toEqual({ confermaPassword: REGISTRATION_MESSAGES.passwordMismatch });
  });
});
