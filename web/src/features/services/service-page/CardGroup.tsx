import { Link } from 'react-router';
import { SmartLink } from '../../../components/ui/SmartLink';
import type { Page } from './servicePageQuery';
import { SERVICES_TEXT } from './texts';

export function CardGroup({ group, headingLevel = 2 }: { group: Page['cardGroups'][number]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = `${group.anchorId ?? group.key}-titolo`;
  if (group.cards.length === 0 && !group.anchorId) return null;
  return (
    <section className="service-group" id={group.anchorId ?? undefined} aria-labelledby={headingId} data-group={group.key}>
      <div className="service-group__head">
        <Heading id={headingId}>{group.title}</Heading>
        {group.moreLink && (
          <Link to={group.moreLink} className="service-group__more" aria-label={`${SERVICES_TEXT.seeAll}: ${group.title}`}>
            {SERVICES_TEXT.seeAll}
          </Link>
        )}
      </div>
      {group.cards.length > 0 ? (
        <ul className="service-cards">
          {group.cards.map((card) => (
            <li key={card.id}>
              <article className="service-card">
                <CardHeading className="service-card__title">{card.title}</CardHeading>
                <p>{card.body}</p>
                <SmartLink href={card.href} className="service-card__link" aria-label={`${card.cta ?? 'Scopri di più'}: ${card.title}`}>
                  {card.cta ?? 'Scopri di più'}
                </SmartLink>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="service-group__empty">
          I servizi sono riservati agli abbonati Trial e Premium. <Link to="/piani">Scopri i piani</Link>
        </p>
      )}
    </section>
  );
}
