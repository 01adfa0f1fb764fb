import { profileCompletionFormSchema } from '@club/validation';
import { describe, expect, it } from 'vitest';
import { completionInput, completionRequirements, emptyCompletion, prefilledCompletion } from './completionForm';

describe('completionRequirements', () => {
  it('asks only for what is missing', () => {
    expect(completionRequirements({ fiscalCode: true, privacyHomnya: false, termsConditions: true })).toEqual({ fiscalCode: true, privacy: false, terms: true });
  });
});

describe('completionInput', () => {
  it('sends only what was asked, with the fiscal code upper-cased by the schema', () => {
    const missing = { fiscalCode: true, privacyHomnya: false, termsConditions: true };
    const values = { ...emptyCompletion, fiscalCode: ' rssmra80a01h501u', terms: true, profession: '1', isDoctor: true, specialisation: '9' };
    const parsed = profileCompletionFormSchema(completionRequirements(missing)).parse(values);
    expect(completionInput(parsed, missing)).toEqual({
      professionId: '1',
      specializationIds: ['9'],
      fiscalCode: 'RSSMRA80A01H501U',
      termsConditions: true,
    });
  });

  it('sends the health-profession detail of another profession', () => {
    const missing = { fiscalCode: false, privacyHomnya: false, termsConditions: false };
    const parsed = profileCompletionFormSchema(completionRequirements(missing)).parse({ ...emptyCompletion, profession: '2', isDoctor: false, healthProfession: '201' });
    expect(completionInput(parsed, missing)).toEqual({ professionId: '2', professionDetailId: '201' });
  });
});

describe('prefilledCompletion (spec 2 §4: the profession on file)', () => {
  it('starts empty without data on file', () => {
    expect(prefilledCompletion(null)).toEqual(emptyCompletion);
    expect(prefilledCompletion({ profession: null, professionDetailId: null, specializationIds: [] })).toEqual(emptyCompletion);
  });
  it("a doctor: the profession and the first specialisation on file", () => {
    expect(prefilledCompletion({ profession: { id: '1', isDoctor: true }, professionDetailId: null, specializationIds: ['102', '109'] })).toEqual({
      ...emptyCompletion, profession: '1', isDoctor: true, specialisation: '102',
    });
  });
  it('another health profession: the profession and its detail', () => {
    expect(prefilledCompletion({ profession: { id: '2', isDoctor: false }, professionDetailId: '201', specializationIds: [] })).toEqual({
      ...emptyCompletion, profession: '2', isDoctor: false, healthProfession: '201',
    });
  });
});
