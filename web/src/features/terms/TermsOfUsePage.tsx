import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const TermsOfUseQuery = graphql(`
  query TermsOfUse {
    conditionsOfUse
  }
`);

const AcceptanceConditionsQuery = graphql(`
  query AcceptanceConditions {
    viewer {
      subscriptionType
      user {
        id
        clientCode
        acceptanceConditions
      }
    }
  }
`);

/** The page's texts: the titles are the documents' own names (spec 1 §2, 3 §6); the rest is ours. */
export const TERMS_TEXT = {
  title: "Condizioni d'uso",
  acceptanceTitle: 'Condizioni di adesione',
  /** Spec 3 §8 'Missing client code'. */
  missingCustomerCode: 'Errore: codice cliente mancante',
  termsFailed: "Le condizioni d'uso non sono disponibili in questo momento. Riprova più tardi.",
  acceptanceFailed: 'Le condizioni di adesione non sono disponibili in questo momento. Riprova più tardi.',
  loginToRead: 'Accedi per leggere le condizioni di adesione del tuo abbonamento.',
  loginLink: 'Accedi',
  otherCustomer: 'Le condizioni di adesione di questo codice cliente sono visibili solo al suo titolare.',
} as const;

/**
 * /condizioni-uso?customerCode={code} (optional forceCondizioniAdesione=true), spec 1 §2: the terms of
 * use (GET /CRM/CondizioniUso, public); with forceCondizioniAdesione=true also the acceptance
 * conditions of the customer's subscription (GET /CRM/Utente/Sottoscrizione), shown only to that
 * customer when signed in (a visitor is asked to log in and comes back here). Without a customer
 * code, the acceptance conditions cannot be found: spec 3 §8 'Errore: codice cliente mancante'.
 */
export function TermsOfUsePage() {
  useDocumentTitle(TERMS_TEXT.title);
  const [params] = useSearchParams();
  const customerCode = params.get('customerCode')?.trim() ?? '';
  const forceAcceptance = params.get('forceCondizioniAdesione') === 'true';
  const terms = useQuery(TermsOfUseQuery, { errorPolicy: 'all' });
  const text = terms.data?.conditionsOfUse;

  return (
    <div className="container page legal-page terms-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: TERMS_TEXT.title }]} />
      <article aria-labelledby="terms-title">
        <h1 id="terms-title">{TERMS_TEXT.title}</h1>
        {customerCode ? <p className="terms-page__customer">Codice cliente: {customerCode}</p> : null}
        {terms.loading && !terms.data ? (
          <p role="status">Caricamento in corso…</p>
        ) : text ? (
          <LegalText text={text} />
        ) : (
          <p role="alert">{TERMS_TEXT.termsFailed}</p>
        )}
        {forceAcceptance ? (
          <section aria-labelledby="acceptance-title" className="terms-page__acceptance">
            <h2 id="acceptance-title">{TERMS_TEXT.acceptanceTitle}</h2>
            {customerCode ? <AcceptanceConditions customerCode={customerCode} /> : <p role="alert">{TERMS_TEXT.missingCustomerCode}</p>}
          </section>
        ) : null}
      </article>
    </div>
  );
}

function AcceptanceConditions({ customerCode }: { customerCode: string }) {
  const location = useLocation();
  const { data, loading } = useQuery(AcceptanceConditionsQuery, { errorPolicy: 'all' });
  if (loading && !data) return <p role="status">Caricamento in corso…</p>;
  const user = data?.viewer.user;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <p>
        {TERMS_TEXT.loginToRead} <Link to={`${paths.login}?redirectTo=${encodeURIComponent(back)}`}>{TERMS_TEXT.loginLink}</Link>
      </p>
    );
  }
  if (user.clientCode !== customerCode) return <p>{TERMS_TEXT.otherCustomer}</p>;
  return user.acceptanceConditions ? <LegalText text={user.acceptanceConditions} /> : <p role="alert">{TERMS_TEXT.acceptanceFailed}</p>;
}

/** A legal text as the service sends it (plain text, paragraphs separated by blank lines). */
function LegalText({ text }: { text: string }) {
  return (
    <div className="terms-page__text">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}
