import { useQuery } from '@apollo/client/react';
import type { LeadFormVariant } from '@club/validation';
import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { graphql } from '../../gql';
import type { LeadValues } from './leadValues';

const LeadViewerQuery = graphql(`
  query LeadFormViewer {
    viewer {
      user {
        id
        fiscalCode
        email
        phone
      }
    }
  }
`);

/** What the account has on file for the form: the support form's fiscal code, the assistant form's e-mail and phone. */
export type LeadOnFile = { fiscalCode: string | null; email: string; phone: string };

/** Reads what the account has on file (asked only by the support and assistant forms). */
export function useLeadOnFile(variant: LeadFormVariant): LeadOnFile {
  const viewer = useQuery(LeadViewerQuery, { skip: variant !== 'support' && variant !== 'assistant', errorPolicy: 'all' });
  const contactOnFile = variant === 'assistant' ? viewer.data?.viewer.user : undefined;
  return {
    fiscalCode: variant === 'support' ? (viewer.data?.viewer.user?.fiscalCode ?? null) : null,
    email: contactOnFile?.email ?? '',
    phone: contactOnFile?.phone ?? '',
  };
}

/**
 * Fills the form from what is on file: spec 3 §5's fiscal code, upper-cased (the field is then
 * read-only); the assistant form's e-mail and phone, which the member may change.
 */
export function usePrefill(setValue: UseFormSetValue<LeadValues>, onFile: LeadOnFile): void {
  const { fiscalCode, email, phone } = onFile;
  useEffect(() => {
    if (fiscalCode) setValue('codiceFiscale', fiscalCode.toUpperCase());
  }, [fiscalCode, setValue]);
  useEffect(() => {
    if (email) setValue('email', email.toLowerCase());
    if (phone) setValue('cellulare', phone.replace(/\D/g, ''));
  }, [email, phone, setValue]);
}
