/** Consent dialog (spec 1 §5 'Consent dialog', spec 1 §4 'Login' step 5, spec 1 §7 PUT /CRM/Utente/Condizioni). */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { switchOn } from './switch';

/** The spec gives no message: 'Continua' stays disabled; 'Campo obbligatorio' is used if a message is shown. */
const mustBeOn = switchOn(MESSAGES.required);

/** Spec 1 §5: terms of use, acceptance conditions and privacy acknowledgment must all be on. */
export const consentSchema = z.object({
  conditionOfUse: mustBeOn,
  acceptanceCondition: mustBeOn,
  acknowledgment: mustBeOn,
});

export interface RequiredConsents {
  /** login response mustAcceptConditionOfUse */
  conditionOfUse: boolean;
  /** login response mustAcceptAcceptanceCondition */
  acceptanceCondition: boolean;
  /** login response mustAcceptAcknowledgment */
  acknowledgment: boolean;
}

/** Spec 1 §5 "each required switch": only the consents the server demands must be on; others are optional booleans. */
export function consentSchemaFor(required: RequiredConsents) {
  const optional = z.boolean().optional();
  return z.object({
    conditionOfUse: required.conditionOfUse ? mustBeOn : optional,
    acceptanceCondition: required.acceptanceCondition ? mustBeOn : optional,
    acknowledgment: required.acknowledgment ? mustBeOn : optional,
  });
}
