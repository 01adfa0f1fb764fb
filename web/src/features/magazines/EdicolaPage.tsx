import { useQuery } from '@apollo/client/react';
import { Paywall } from '../../components/content/Paywall';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NewsstandReader } from './NewsstandReader';
import './magazines.css';

const EdicolaQuery = graphql(`
  query Edicola {
    digitalNewsstand {
      ...NewsstandReader_issue
    }
    edicolaPaywall: paywall(placement: "edicola") {
      ...Paywall_option
    }
  }
`);

/**
 * /edicola-digitale (spec 1 §6, spec 2 §6): premium members read the magazines in the embedded
 * reader; everyone else sees the paywall option the server chose. The server decides both: the
 * newsstand is FORBIDDEN to non-premium viewers and `paywall` is null for premium ones.
 */
export function EdicolaPage() {
  useDocumentTitle('Edicola digitale');
  // errorPolicy 'all': the newsstand's FORBIDDEN (non-premium) leaves the paywall option in `data`.
  const { data, loading } = useQuery(EdicolaQuery, { errorPolicy: 'all' });

  return (
    <div className="container magazines">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Edicola digitale' }]} />
      <h1>Edicola digitale</h1>
      {loading && !data && <Spinner label="Caricamento dell'Edicola digitale" />}
      {data?.edicolaPaywall && <Paywall option={data.edicolaPaywall} />}
      {data?.digitalNewsstand && <NewsstandReader issues={data.digitalNewsstand} />}
      {!loading && !data?.digitalNewsstand && !data?.edicolaPaywall && (
        <p role="alert">Non è stato possibile caricare l&apos;Edicola digitale. Riprova più tardi.</p>
      )}
    </div>
  );
}
