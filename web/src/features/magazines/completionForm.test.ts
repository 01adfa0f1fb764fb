import { profileCompletionFormSchema } from '@club/validation';
import { describe, expect, it } from 'vitest';
import { completionInput, completionRequirements, emptyCompletion } from './completionForm';

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
