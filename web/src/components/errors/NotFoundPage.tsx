import { ButtonLink } from '../ui/Button';
import { usePageHead } from '../../lib/pageHead';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './errorPage.css';

/** Unknown routes, and the pages of unknown slugs (articles, categories, topics, resources). */
export function NotFoundPage() {
  useDocumentTitle('Pagina non trovata');
  // Rendered on the server, the page is answered 404: a missing article is missing for search engines too.
  usePageHead({ notFound: true });
  return (
    <div className="container page error-page">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>Pagina non trovata</h1>
      <p>La pagina che cerchi non esiste o è stata spostata.</p>
      <div className="error-page__actions">
        <ButtonLink to="/">Torna alla home</ButtonLink>
      </div>
    </div>
  );
}
