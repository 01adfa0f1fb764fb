import { describe, expect, it } from 'vitest';
import { firstErrors, profileCompletionFormSchema, type CompletionFormInput } from './index';

/** The data-completion modal as it opens: switches off, selects empty, no profession chosen. */
const empty: CompletionFormInput = { fiscalCode: '', privacy: false, terms: false, profession: '', isDoctor: null, specialisation: '', healthProfession: '' };
const allMissing = { fiscalCode: true, privacy: true, terms: true };
const noneMissing = { fiscalCode: false, privacy: false, terms: false };
const VALID_CF = 'RSSMRA80A01H501U';

describe('profileCompletionFormSchema (spec 2 §4/§5, the data-completion modal)', () => {
  it('lists every applicable rule of an empty form with the spec messages; no detail is asked before a profession', () => {
    expect(firstErrors(profileCompletionFormSchema(allMissing).safeParse(empty))).toEqual({
      fiscalCode: 'Inserisci un Codice Fiscale valido.',
      privacy: 'Devi accettare la Privacy per proseguire.',
      terms: 'Devi accettare i Termini per proseguire.',
      profession: 'Seleziona una professione.',
    });
  });

  it('asks a doctor for a specialisation and another profession for its detail', () => {
    const chosen = { ...empty, fiscalCode: VALID_CF, privacy: true, terms: true, profession: '1' };
    const schema = profileCompletionFormSchema(allMissing);
    expect(firstErrors(schema.safeParse({ ...chosen, isDoctor: true }))).toEqual({ specialisation: 'Seleziona una specializzazione.' });
    expect(firstErrors(schema.safeParse({ ...chosen, isDoctor: false }))).toEqual({ healthProfession: 'Seleziona una professione sanitaria.' });
    expect(schema.safeParse({ ...chosen, isDoctor: true, specialisation: '9' }).success).toBe(true);
  });

  it('does not ask again for data on file', () => {
    const doctor = { ...empty, profession: '1', isDoctor: true, specialisation: '9' };
    expect(profileCompletionFormSchema(noneMissing).safeParse(doctor).success).toBe(true);
    expect(profileCompletionFormSchema({ ...noneMissing, terms: true }).safeParse(doctor).success).toBe(false);
  });

  it('a profession the form does not know (no doctor flag) is no profession', () => {
    expect(firstErrors(profileCompletionFormSchema(noneMissing).safeParse({ ...empty, profession: '42' }))).toEqual({ profession: 'Seleziona una professione.' });
  });

  it('hands the fiscal code on trimmed and upper-cased', () => {
    const out = profileCompletionFormSchema(allMissing).parse({ ...empty, fiscalCode: ' rssmra80a01h501u ', privacy: true, terms: true, profession: '2', isDoctor: false, healthProfession: '201' });
    expect(out).toMatchObject({ fiscalCode: VALID_CF, profession: '2', isDoctor: false, healthProfession: '201' });
  });
});
