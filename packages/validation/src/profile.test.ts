import { describe, expect, it } from 'vitest';
import { firstErrors, parseBirthDate, personalDataSchema, profileCompletionSchema } from './index';

const doctor = { isDoctor: true, fiscalCode: 'rssmra85t10a562s', privacy: true, terms: true, profession: 857920003, specialisation: 'Cardiologia' };
const nurse = { isDoctor: false, fiscalCode: 'BNCLRA90A41H501F', privacy: true, terms: true, profession: '857920006', healthProfession: 'Infermiere' };

describe('profileCompletionSchema (spec 2 §4/§5)', () => {
  it('a doctor with everything passes; fiscal code upper-cased, profession code as string', () => {
    const out = profileCompletionSchema.parse(doctor);
    expect(out).toMatchObject({ isDoctor: true, fiscalCode: 'RSSMRA85T10A562S', profession: '857920003', specialisation: 'Cardiologia' });
  });
  it('another health profession with its detail passes (no specialisation needed)', () => {
    expect(profileCompletionSchema.safeParse(nurse).success).toBe(true);
  });
  it('doctor: every message, literally', () => {
    expect(firstErrors(profileCompletionSchema.safeParse({ isDoctor: true, fiscalCode: 'RSSMRA85T10A562T', privacy: false, terms: false, profession: '', specialisation: '' }))).toEqual({
      fiscalCode: 'Inserisci un Codice Fiscale valido.',
      privacy: 'Devi accettare la Privacy per proseguire.',
      terms: 'Devi accettare i Termini per proseguire.',
      profession: 'Seleziona una professione.',
      specialisation: 'Seleziona una specializzazione.',
    });
  });
  it('another health profession: needs the health-profession detail', () => {
    expect(firstErrors(profileCompletionSchema.safeParse({ ...nurse, healthProfession: undefined }))).toEqual({
      healthProfession: 'Seleziona una professione sanitaria.',
    });
  });
  it('a doctor does not need the health-profession detail, another profession not the specialisation', () => {
    expect(profileCompletionSchema.safeParse({ ...doctor, healthProfession: undefined }).success).toBe(true);
    expect(profileCompletionSchema.safeParse({ ...nurse, specialisation: undefined }).success).toBe(true);
  });
  it('without the doctor/other choice the profession is missing', () => {
    expect(firstErrors(profileCompletionSchema.safeParse({ fiscalCode: 'RSSMRA85T10A562S' }))).toEqual({
      isDoctor: 'Seleziona una professione.',
    });
  });
});

describe('personalDataSchema (spec 3 §5 Profile)', () => {
  it('upper-cases the fiscal code and sends the birth date as year-month-day', () => {
    expect(personalDataSchema.parse({ codiceFiscale: 'rssmra85t10a562s', dataDiNascita: '10/12/1985' })).toEqual({
      codiceFiscale: 'RSSMRA85T10A562S',
      dataDiNascita: '1985-12-10',
    });
  });
  it('required messages, literally', () => {
    expect(firstErrors(personalDataSchema.safeParse({ codiceFiscale: '', dataDiNascita: '' }))).toEqual({
      codiceFiscale: 'Il codice fiscale è obbligatorio',
      dataDiNascita: 'La data di nascita è obbligatoria',
    });
    expect(firstErrors(personalDataSchema.safeParse({}))).toEqual({
      codiceFiscale: 'Il codice fiscale è obbligatorio',
      dataDiNascita: 'La data di nascita è obbligatoria',
    });
  });
  it('an invalid fiscal code gets the fiscal-code message', () => {
    expect(firstErrors(personalDataSchema.safeParse({ codiceFiscale: 'RSSMRA85T10A562T', dataDiNascita: '10/12/1985' }))).toEqual({
      codiceFiscale: 'Inserisci un Codice Fiscale valido.',
    });
  });
  it('parseBirthDate: gg/mm/aaaa or ISO; impossible or future dates refused', () => {
    const today = new Date(2025, 5, 15);
    expect(parseBirthDate('29/02/2000', today)).toBe('2000-02-29');
    expect(parseBirthDate('1985-12-10', today)).toBe('1985-12-10');
    expect(parseBirthDate('29/02/2001', today)).toBeNull();
    expect(parseBirthDate('31/04/1990', today)).toBeNull();
    expect(parseBirthDate('16/06/2025', today)).toBeNull();
    expect(parseBirthDate('15/06/2025', today)).toBe('2025-06-15');
    expect(parseBirthDate('1/2/1990', today)).toBeNull();
    expect(parseBirthDate('abc', today)).toBeNull();
  });
});
