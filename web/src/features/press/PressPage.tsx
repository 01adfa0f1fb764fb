import { useQuery } from '@apollo/client/react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PressNewsletter } from './PressNewsletter';
import { PressSearch } from './PressSearch';
import { PRESS_TEXT } from './pressText';
import './press.css';

const PressPageQuery = graphql(`
  query PressPage {
    viewer {
      press {
        header {
          variant
          label
          href
        }
        canSearch
      }
    }
  }
`);

/**
 * Spec 3 §2 /servizi/pubmed, World Scientific Press: the header by subscription (decided on the
 * server), the claims, and, with the pubmed wallet only, the search form and the newsletter card.
 */
export function PressPage() {
  useDocumentTitle(PRESS_TEXT.title);
  const { data } = useQuery(PressPageQuery, { errorPolicy: 'all' });
  const press = data?.viewer.press;

  return (
    <div className="container page press">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Servizi', to: paths.services }, { label: PRESS_TEXT.title }]} />
      <header className="press__header">
        <div>
          <h1>{PRESS_TEXT.title}</h1>
          <p className="press__intro">{PRESS_TEXT.intro}</p>
          <ul className="press__claims">
            {PRESS_TEXT.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </div>
        {press ? (
          <div className="press__cta" data-variant={press.header.variant}>
            {press.header.href ? (
              <ButtonLink to={press.header.href}>{press.header.label}</ButtonLink>
            ) : (
              <p className="press__included">{press.header.label}</p>
            )}
          </div>
        ) : null}
      </header>
      {press?.canSearch ? (
        <div className="press__body">
          <PressSearch />
          <PressNewsletter />
        </div>
      ) : null}
    </div>
  );
}
