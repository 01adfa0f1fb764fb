import { describe, expect, it } from 'vitest';
import { completionErrors, completionInput, emptyCompletion } from './completionForm';

const allMissing = { fiscalCode: true, privacyHomnya: true, termsConditions: true };
const VALID_CF = 'RSSMRA80A01H501U';

describe('completionErrors (spec 2 §5)', () => {
  it('lists every applicable rule of an empty form with the spec messages', () => {
    expect(completionErrors(emptyCompletion, allMissing, null)).toEqual({
      fiscalCode: 'Inserisci un Codice Fiscale valido.',
      privacy: 'Devi accettare la Privacy per proseguire.',
      terms: 'Devi accettare i Termini per proseguire.',
      profession: 'Seleziona una professione.',
    });
  });
  it('asks a doctor for a specialisation and another profession for its detail', () => {
    const base = { ...emptyCompletion, fiscalCode: VALID_CF, privacy: true, terms: true, professionId: '1' };
    expect(completionErrors({ ...base, isDoctor: true }, allMissing, null)).toEqual({ specialisation: 'Seleziona una specializzazione.' });
    expect(completionErrors({ ...base, isDoctor: false }, allMissing, null)).toEqual({ healthProfession: 'Seleziona una professione sanitaria.' });
    expect(completionErrors({ ...base, isDoctor: true, specialisationId: '9' }, allMissing, null)).toEqual({});
  });
  it('counts data on file as given', () => {
    const state = { ...emptyCompletion, professionId: '1', isDoctor: true, specialisationId: '9' };
    expect(completionErrors(state, { fiscalCode: false, privacyHomnya: false, termsConditions: false }, VALID_CF)).toEqual({});
  });
});

describe('completionInput', () => {
  it('sends only what was asked, with the fiscal code upper-cased', () => {
    const state = { ...emptyCompletion, fiscalCode: ' rssmra80a01h501u', privacy: true, terms: true, professionId: '1', isDoctor: true, specialisationId: '9' };
    expect(completionInput(state, { fiscalCode: true, privacyHomnya: false, termsConditions: true })).toEqual({
      professionId: '1',
      specializationIds: ['9'],
      fiscalCode: 'RSSMRA80A01H501U',
      termsConditions: true,
    });
  });
});
