import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { graphql } from '../../gql';
import { FaqAccordion } from './FaqAccordion';

const FaqSectionQuery = graphql(`
  query FaqSection($placement: String!) {
    faqs(placement: $placement) {
      id
      ...FaqAccordion_item
    }
  }
`);

type FaqSectionProps = {
  /** CMS placement of the items: 'piani', 'risorse', 'assistenza'. */
  placement: string;
  title?: string;
};

/**
 * The FAQ items of a placement the server lets this viewer see (none for a visitor: policy
 * `listsFaqs`, spec 2 §6). One query per placement, so a page's copy that points to its FAQ and the
 * FAQ section read the same answer.
 */
export function useFaqItems(placement: string) {
  const { data } = useQuery(FaqSectionQuery, { variables: { placement }, errorPolicy: 'all' });
  return data?.faqs ?? [];
}

/** The FAQ of a page: nothing while loading, when the viewer may see no item, or when the CMS fails. */
export function FaqSection({ placement, title = 'Domande frequenti' }: FaqSectionProps) {
  const headingId = useId();
  const items = useFaqItems(placement);
  if (items.length === 0) return null;
  return (
    <section className="faq-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <FaqAccordion items={items} />
    </section>
  );
}
