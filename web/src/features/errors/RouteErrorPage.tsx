import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import '../../components/errors/errorPage.css';
import './errors.css';

/**
 * Router error element. It replaces the whole layout (the layout itself may be what failed), so
 * it carries its own minimal header. A 404 response shows the not-found page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <header className="error-shell__header">
        <div className="container">
          <Link to="/" className="error-shell__home">
            Club Professioni Sanitarie
          </Link>
        </div>
      </header>
      <main id="contenuto">{notFound ? <NotFoundPage /> : <UnexpectedError />}</main>
    </>
  );
}

function UnexpectedError() {
  useDocumentTitle('Si è verificato un errore');
  return (
    <div className="container page error-page">
      <h1>Si è verificato un errore</h1>
      <p>Qualcosa è andato storto nel caricamento della pagina. Riprova tra qualche istante.</p>
      <div className="error-page__actions">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Ricarica la pagina
        </Button>
        <ButtonLink to="/">Torna alla home</ButtonLink>
      </div>
    </div>
  );
}
