import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The toll-free support number from the footer content (spec 1 §2 footer), for the support channels. */
const SupportNumberQuery = graphql(`
  query SupportNumber {
    footer {
      tollFreeNumber
    }
  }
`);

/** The support phone number and its tel: link, or null while loading or when the footer cannot be loaded. */
export function useSupportNumber(): { display: string; href: string } | null {
  const { data } = useQuery(SupportNumberQuery, { errorPolicy: 'all' });
  const number = data?.footer?.tollFreeNumber?.trim();
  return number ? { display: number, href: `tel:${number.replace(/[^\d+]/g, '')}` } : null;
}
