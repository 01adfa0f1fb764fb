import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { UpsellButtons } from '../../components/content/UpsellModal';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { hasErrorCode } from '../../lib/errorCodes';
import { DataCompletionModal } from './DataCompletionModal';
import { MagazineSection } from './MagazineSection';
import '../../components/content/content.css';
import './magazines.css';

const MagazinesQuery = graphql(`
  query Magazines {
    magazines {
      id
      name
      logoUrl
      url
      categories {
        name
        link
      }
    }
    viewer {
      flags {
        isSuspect
      }
      user {
        id
        fiscalCode
        missingFields {
          fiscalCode
          privacyHomnya
          termsConditions
          isComplete
        }
        contact {
          profession {
            id
            isDoctor
          }
          professionDetailId
          specializationIds
        }
      }
    }
  }
`);

export const MAGAZINES_ERROR = 'Non è stato possibile caricare le riviste. Riprova più tardi.';
export const REGISTRATION_PROMPT_TITLE = 'Registrati per leggere i contenuti scelti per te';
export const MISSING_CHECK_ERROR = 'Errore nel servizio /contact/jump2wl/check';

/** Spec 2 §8: the missing-data check failed for a reason other than an expired session (401). */
export function missingCheckFailed(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.includes('missingFields') && !hasErrorCode(e, 'UNAUTHENTICATED'));
}

/**
 * /contenuti-medico-scientifici (spec 2 §2, §4): the seven magazines' logo strip and one section per
 * magazine. Visitors get a registration prompt; a member with required data missing gets the
 * data-completion modal, which closes once the data are saved.
 */
export function MagazinesPage() {
  useDocumentTitle('Contenuti medico-scientifici');
  const { data, loading, refetch, error } = useQuery(MagazinesQuery, { errorPolicy: 'all' });
  // The magazines still show (generic posts); only the completion modal can't be offered.
  useFailureToast(missingCheckFailed(error), MISSING_CHECK_ERROR);
  const [promptDismissed, setPromptDismissed] = useState(false);
  const [completionDismissed, setCompletionDismissed] = useState(false);
  const viewer = data?.viewer;
  const missing = viewer?.user?.missingFields;

  return (
    <div className="container magazines">
      <Breadcrumbs
        items={[
          HOME_CRUMB,
          { label: 'News e Approfondimenti', to: paths.news },
          { label: 'Contenuti medico-scientifici' },
        ]}
      />
      <h1>Contenuti medico-scientifici</h1>
      {loading && <Spinner label="Caricamento delle riviste" />}
      {!loading && !data?.magazines && <p role="alert">{MAGAZINES_ERROR}</p>}
      {data?.magazines && (
        <>
          <ul className="magazines__logos" aria-label="Riviste">
            {data.magazines.map((m) => (
              <li key={m.id}>
                <a href={`#magazine-${m.id}`}>
                  <img src={m.logoUrl} alt={m.name} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
          {data.magazines.map((m) => (
            <MagazineSection key={m.id} magazine={m} />
          ))}
        </>
      )}
      <Modal open={viewer?.flags.isSuspect === true && !promptDismissed} onClose={() => setPromptDismissed(true)} title={REGISTRATION_PROMPT_TITLE} size="sm" footer={<UpsellButtons onNavigate={() => setPromptDismissed(true)} />}>
        <p>Registrati gratis al Club per ricevere gli articoli delle riviste scelti per la tua professione.</p>
      </Modal>
      {missing && !missing.isComplete && !completionDismissed && (
        <DataCompletionModal
          missing={missing}
          onFile={viewer?.user?.contact}
          onClose={() => setCompletionDismissed(true)}
          onSaved={() => {
            setCompletionDismissed(true);
            // The posts become personalised once the profile is complete.
            void refetch();
          }}
        />
      )}
    </div>
  );
}
