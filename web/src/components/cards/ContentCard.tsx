import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import './ContentCard.css';
import { excerpt, formatDate, titleOf } from './contentFormat';

export const ContentCard_ContentFragment = graphql(`
  fragment ContentCard_content on Content {
    id
    title
    abstract
    link
    imageUrl
    publicationDate
    contentTypeLabel
    category {
      label
    }
  }
`);

/**
 * News or article card: image, category badge, date, title (with fallback), excerpt. The title is an
 * h3 (cards under a section's h2); a list straight under the page's h1 asks for h2.
 */
export function ContentCard({ content, headingLevel = 3 }: { content: FragmentType<typeof ContentCard_ContentFragment>; headingLevel?: 2 | 3 }) {
  const item = getFragmentData(ContentCard_ContentFragment, content);
  const [imageFailed, setImageFailed] = useState(false);
  const date = formatDate(item.publicationDate);
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="content-card">
      <div className="content-card__media">
        {item.imageUrl && !imageFailed ? (
          <img src={item.imageUrl} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        ) : (
          <span className="content-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="content-card__body">
        <div className="content-card__meta">
          <span className="badge">{item.category?.label ?? item.contentTypeLabel}</span>
          {date && <time dateTime={item.publicationDate ?? undefined}>{date}</time>}
        </div>
        <Title className="content-card__title">
          <Link to={item.link} className="content-card__link">
            {titleOf(item.title)}
          </Link>
        </Title>
        <p className="content-card__excerpt">{excerpt(item.abstract)}</p>
      </div>
    </article>
  );
}
