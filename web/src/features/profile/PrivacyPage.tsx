import { useQuery } from '@apollo/client/react';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { failedField } from './failedField';
import { ProfileLayout } from './ProfileLayout';

const ProfilePrivacyQuery = graphql(`
  query ProfilePrivacy {
    viewer {
      user {
        id
        privacyNotice
        subscriptionTerms {
          id
          title
          text
        }
      }
    }
  }
`);

export const PRIVACY_ERROR = 'Errore nel servizio /contact/jump2wl/privacy';

/** /profilo/privacy (spec 3 §2, §7): the privacy notice (/contact/jump2wl/privacy) and the terms shown per type. */
export function PrivacyPage() {
  return (
    <ProfileLayout title="Privacy e condizioni">
      <Privacy />
    </ProfileLayout>
  );
}

function Privacy() {
  const { data, error, loading } = useQuery(ProfilePrivacyQuery, { errorPolicy: 'all' });
  const failed = failedField(error, 'privacyNotice');
  useFailureToast(failed, PRIVACY_ERROR);
  if (loading && !data) return null;
  const user = data?.viewer.user;
  return (
    <>
      <section className="profile-section" aria-labelledby="privacy-notice">
        <h2 id="privacy-notice">Informativa privacy</h2>
        {user?.privacyNotice ? <div className="profile-document__text">{user.privacyNotice}</div> : <p className="profile-message">L&apos;informativa non è disponibile in questo momento.</p>}
      </section>
      {user?.subscriptionTerms?.length ? (
        <section className="profile-section" aria-labelledby="privacy-terms">
          <h2 id="privacy-terms">Condizioni</h2>
          {user.subscriptionTerms.map((doc) => (
            <details key={doc.id} className="profile-document">
              <summary>{doc.title}</summary>
              <div className="profile-document__text">{doc.text}</div>
            </details>
          ))}
        </section>
      ) : null}
    </>
  );
}
