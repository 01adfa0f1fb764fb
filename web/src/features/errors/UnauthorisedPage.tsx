import { ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import '../../components/errors/errorPage.css';

/** Spec 3 §2 'Unauthorised page', with its exact wording and buttons. */
export function UnauthorisedPage() {
  useDocumentTitle('Non sei autorizzato.');
  return (
    <div className="container page error-page">
      <h1>Non sei autorizzato.</h1>
      <p>Non sei autorizzato a visualizzare il contenuto di questa pagina.</p>
      <div className="error-page__actions">
        <ButtonLink to="/servizi" variant="outline">
          Torna ai servizi
        </ButtonLink>
        <ButtonLink to="/upgrade" variant="primary">
          Effettua l'upgrade
        </ButtonLink>
      </div>
    </div>
  );
}
