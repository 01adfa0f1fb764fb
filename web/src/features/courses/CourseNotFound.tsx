import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { usePageHead } from '../../lib/pageHead';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Unknown course, series or learning item: the not-found page inside the layout (same text as the app's 404). */
export function CourseNotFound() {
  useDocumentTitle('Pagina non trovata');
  // Rendered on the server, the page is answered 404, as NotFoundPage: a missing course is missing for search engines too.
  usePageHead({ notFound: true });
  return (
    <div className="container page course-not-found">
      <h1>Pagina non trovata</h1>
      <p>La pagina che cerchi non esiste o è stata spostata.</p>
      <ButtonLink to={paths.home}>Torna alla home</ButtonLink>
    </div>
  );
}
