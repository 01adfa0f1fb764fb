import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { serviceErrorMessage } from './serviceError';
import { useCourseOffer } from './useCourseOffer';
import { openInNewWindow } from './useStartCourse';

const CatalogueAccessUrlQuery = graphql(`
  query CatalogueAccessUrl {
    catalogueAccessUrl
  }
`);

/**
 * The blocks around the catalogue (spec 2 §2), as the server decides them (`courseOffer`): 'Vai al
 * Catalogo FAD' (trial, premium with the ecm wallet: the upstream catalogue in a new window) and 'Vai
 * alla tua formazione' (every member) except on the training area itself. A registered member's block
 * is the link to the catalogue (CATALOGUE_LINK): the catalogue page is that place, and the training
 * area carries its own link to it (spec 2 §2 'Links to /corsi-ecm-fad'), so it is never drawn twice.
 */
export function CatalogueBlocks({ here }: { here: 'catalogue' | 'training' }) {
  const { offer } = useCourseOffer();
  if (!offer) return null;
  const openCatalogue = offer.catalogueBlock === 'OPEN_FAD_CATALOGUE';
  const training = offer.showsTrainingAreaLink && here !== 'training';
  if (!openCatalogue && !training) return null;
  return (
    <aside className="catalogue-blocks" aria-label="La tua formazione ECM">
      {openCatalogue ? <OpenFadCatalogue /> : null}
      {training ? (
        <ButtonLink to={paths.training} variant="outline">
          Vai alla tua formazione
        </ButtonLink>
      ) : null}
      {/* Issue 40: the triennium is found from the catalogue and the training area, for those who track it (the same trial/premium with the ecm wallet). */}
      {openCatalogue ? <TrienniumLink /> : null}
    </aside>
  );
}

export const TRIENNIUM_LINK_TEXT = 'Il mio triennio ECM: crediti, soglia del 70% e piano';

function TrienniumLink() {
  return (
    <ButtonLink to={paths.ecmTriennium} variant="link">
      {TRIENNIUM_LINK_TEXT}
    </ButtonLink>
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
