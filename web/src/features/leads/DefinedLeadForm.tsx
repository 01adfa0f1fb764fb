import { useQuery } from '@apollo/client/react';
import { isLeadFormType } from '@club/validation';
import type { JSX } from 'react';
import { graphql } from '../../gql';
import { DefinedForm } from './defined-lead-form/DefinedForm';
import './leads.css';

const DefinedLeadFormQueryDocument = graphql(`
  query DefinedLeadForm($formId: ID!) {
    leadFormDefinition(formId: $formId) {
      formId
      formType
      formCampaign
      formTitle
      formContent
      submitLabel
      fields {
        name
        kind
        label
        placeholder
        required
        maxLength
        rows
        options {
          value
          label
        }
      }
    }
  }
`);

/**
 * A lead form built from the server's definition (spec 1 §5 'Lead forms are built from
 * server-provided markup', placeholders for each field, textarea rows 5): the CMS gives the fields,
 * their labels, placeholders and options; the rules are the form type's own (packages/validation,
 * re-run by createLead). The marketing form (spec 1 §4) enables its submit only once e-mail, phone,
 * the appointment's day and window and the consent are all filled. A missing definition leaves a
 * console warning and no form (spec 1 §8 'Marketing form element missing').
 */
export function DefinedLeadForm({ formId, headingLevel = 2 }: { formId: string; headingLevel?: 2 | 3 }): JSX.Element | null {
  const { data, loading } = useQuery(DefinedLeadFormQueryDocument, { variables: { formId }, errorPolicy: 'all' });
  const definition = data?.leadFormDefinition ?? null;
  if (loading && !definition) return null;
  if (!definition || !isLeadFormType(definition.formType)) {
    console.warn(`Modulo ${formId} non disponibile.`);
    return null;
  }
  return <DefinedForm key={definition.formId} definition={definition} headingLevel={headingLevel} />;
}
