import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import './content.css';

export const ResourceCard_content = graphql(`
  fragment ResourceCard_content on Content {
    id
    title
    abstract
    link
    contentTypeLabel
    isPremium
    category {
      label
    }
  }
`);

/** A Tool, Modulo or other content in a listing: type badge, premium badge, title linking to the item, excerpt. */
export function ResourceCard({ content, headingLevel = 3 }: { content: FragmentType<typeof ResourceCard_content>; headingLevel?: 2 | 3 }) {
  const item = getFragmentData(ResourceCard_content, content);
  // The card's title is one level below the heading of the list it is in (h2 right under a page's h1).
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="resource-card">
      <p className="resource-card__meta">
        <span className="badge">{item.contentTypeLabel}</span>
        {item.isPremium && <span className="badge badge--premium">Premium</span>}
        {item.category && <span className="resource-card__category">{item.category.label}</span>}
      </p>
      <Heading className="resource-card__title">
        <Link to={item.link}>{item.title ?? 'Articolo senza titolo'}</Link>
      </Heading>
      <p className="resource-card__excerpt">{item.abstract ?? 'Nessun estratto disponibile...'}</p>
    </article>
  );
}
