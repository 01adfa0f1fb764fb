import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { fadCatalogueBlock, showsTrainingAreaLink } from '@club/policy';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { SubscriptionType } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { serviceErrorMessage } from './serviceError';
import { openInNewWindow } from './useStartCourse';

const CatalogueAccessUrlQuery = graphql(`
  query CatalogueAccessUrl {
    catalogueAccessUrl
  }
`);

/**
 * The blocks around the catalogue (spec 2 §2): 'Vai al Catalogo FAD' (trial, premium: the upstream
 * catalogue in a new window), the catalogue link (registered) and 'Vai alla tua formazione' (every
 * member). `here` leaves out the link to the page the block is on.
 */
export function CatalogueBlocks({ here }: { here: 'catalogue' | 'training' }) {
  const { viewer } = useViewer();
  if (!viewer) return null;
  const type: SubscriptionType = viewer.subscriptionType;
  const block = fadCatalogueBlock(type);
  const training = showsTrainingAreaLink(type) && here !== 'training';
  const catalogueLink = block === 'CATALOGUE_LINK' && here !== 'catalogue';
  if (block !== 'OPEN_FAD_CATALOGUE' && !training && !catalogueLink) return null;
  return (
    <aside className="catalogue-blocks" aria-label="La tua formazione ECM">
      {block === 'OPEN_FAD_CATALOGUE' ? <OpenFadCatalogue /> : null}
      {catalogueLink ? (
        <ButtonLink to={paths.courses} variant="outline">
          Vai al catalogo dei corsi
        </ButtonLink>
      ) : null}
      {training ? (
        <ButtonLink to={paths.training} variant="outline">
          Vai alla tua formazione
        </ButtonLink>
      ) : null}
    </aside>
  );
}

/** Asks for the catalogue access URL on click (it is personal and short-lived) and opens it. */
function OpenFadCatalogue() {
  const client = useApolloClient();
  const toast = useToast();
  const [loading, setLoading] = useState(false);

  async function open() {
    setLoading(true);
    try {
      const { data } = await client.query({ query: CatalogueAccessUrlQuery, fetchPolicy: 'no-cache' });
      if (!data?.catalogueAccessUrl) throw new Error('no url');
      openInNewWindow(data.catalogueAccessUrl);
    } catch (error) {
      toast.show(serviceErrorMessage(error, '/FAD/Utente/AutoLogin'), 'danger');
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button loading={loading} onClick={() => void open()}>
      Vai al Catalogo FAD
      <span className="visually-hidden"> (si apre in una nuova finestra)</span>
    </Button>
  );
}
