import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES, canSendLead, canUseProfileAssistantForm } from './index';

describe('support forms (spec 3 §6)', () => {
  it('the assistant form of the profile is for trial and premium only', () => {
    expect(SUBSCRIPTION_TYPES.filter((subscriptionType) => canUseProfileAssistantForm({ subscriptionType }))).toEqual(['TRIAL', 'PREMIUM']);
  });
  it('the public support form and the lead forms are open to all six types', () => {
    expect(SUBSCRIPTION_TYPES.filter((subscriptionType) => canSendLead({ subscriptionType }))).toEqual([...SUBSCRIPTION_TYPES]);
  });
});
