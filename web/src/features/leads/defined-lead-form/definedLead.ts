import type { DefinedLeadFormQuery } from '../../../gql/graphql';

/** A lead form's definition as the CMS gives it (the query of DefinedLeadForm). */
export type Definition = NonNullable<DefinedLeadFormQuery['leadFormDefinition']>;
export type FieldDefinition = Definition['fields'][number];
/**
 * The form's values, by field name: which fields there are is the definition's (its variant's
 * schema reads its own); a value is read as what it holds (a text, a consent's true or false).
 */
export type DefinedValues = Record<string, unknown>;

/** The values a definition's fields start from: '' for each, false for a consent. */
export function emptyValues(fields: readonly FieldDefinition[]): DefinedValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'CONSENT' ? false : '']));
}

/** The LeadInput field a definition's field fills, where the names differ (the appointment, the password). */
export const INPUT_FIELD: Record<string, string> = { giorno: 'giorniRichiesta', fascia: 'giorniRichiesta', password: 'encryptedPassword' };
