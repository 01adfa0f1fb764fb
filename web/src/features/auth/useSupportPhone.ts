import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The toll-free support number from the footer content (spec 1 §2 footer; shared with the layout's cache). */
const SupportPhoneQuery = graphql(`
  query SupportPhone {
    footer {
      tollFreeNumber
    }
  }
`);

export type SupportPhone = { display: string; href: string };

/** Digits and a leading + only: what a tel: link needs. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The support phone number, or null while loading or when the footer cannot be loaded. */
export function useSupportPhone(): SupportPhone | null {
  const { data } = useQuery(SupportPhoneQuery, { errorPolicy: 'all' });
  const number = data?.footer?.tollFreeNumber?.trim();
  return number ? { display: number, href: telHref(number) } : null;
}
