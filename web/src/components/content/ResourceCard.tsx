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
export function ResourceCard({ content }: { content: FragmentType<typeof ResourceCard_content> }) {
  const item = getFragmentData(ResourceCard_content, content);
  return (
    <article className="resource-card">
      <p className="resource-card__meta">
        <span className="badge">{item.contentTypeLabel}</span>
        {item.isPremium && <span className="badge badge--premium">Premium</span>}
        {item.category && <span className="resource-card__category">{item.category.label}</span>}
      </p>
      <h3 className="resource-card__title">
        <Link to={item.link}>{item.title ?? 'Articolo senza titolo'}</Link>
      </h3>
      <p className="resource-card__excerpt">{item.abstract ?? 'Nessun estratto disponibile...'}</p>
    </article>
  );
}
