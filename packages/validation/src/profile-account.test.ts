import { describe, expect, it } from 'vitest';
import { accountFormSchema, firstErrors, newPasswordProblem, personalDataSchema } from './index';

const base = { prefix: '0039', phone: '3331234567', password: '', confirmPassword: '' };

describe('account form (spec 3 §5)', () => {
  it('accepts a phone of at most 10 digits with a listed prefix, no password change', () => {
    expect(accountFormSchema.safeParse(base).success).toBe(true);
  });
  it('refuses 11 digits, letters, an unknown prefix', () => {
    expect(firstErrors(accountFormSchema.safeParse({ ...base, phone: '33312345678' }))).toEqual({ phone: 'Il numero di cellulare può contenere al massimo 10 cifre.' });
    expect(firstErrors(accountFormSchema.safeParse({ ...base, phone: '333abc' }))).toEqual({ phone: 'Il numero di cellulare può contenere solo cifre.' });
    expect(firstErrors(accountFormSchema.safeParse({ ...base, prefix: '0099' }))).toEqual({ prefix: 'Seleziona un prefisso dalla lista.' });
  });
  it('a new password needs its confirmation, equal', () => {
    expect(firstErrors(accountFormSchema.safeParse({ ...base, password: 'Nuova2026!', confirmPassword: '' }))).toEqual({ confirmPassword: 'Conferma la nuova password.' });
    expect(firstErrors(accountFormSchema.safeParse({ ...base, password: 'Nuova2026!', confirmPassword: 'Nuova2026?' }))).toEqual({ confirmPassword: 'Le password non coincidono.' });
    expect(accountFormSchema.safeParse({ ...base, password: 'Nuova2026!', confirmPassword: 'Nuova2026!' }).success).toBe(true);
    expect(newPasswordProblem('corta', 'corta')).toEqual({ field: 'password', message: 'La password deve contenere almeno 8 caratteri.' });
  });
});

describe('personal data (spec 3 §5)', () => {
  it('gg/mm/aaaa is sent as YYYY-MM-DD; the spec messages when empty', () => {
    expect(personalDataSchema.pick({ dataDiNascita: true }).parse({ dataDiNascita: '17/05/1988' })).toEqual({ dataDiNascita: '1988-05-17' });
    expect(firstErrors(personalDataSchema.safeParse({ codiceFiscale: '', dataDiNascita: '' }))).toEqual({
      codiceFiscale: 'Il codice fiscale è obbligatorio',
      dataDiNascita: 'La data di nascita è obbligatoria',
    });
  });
});
