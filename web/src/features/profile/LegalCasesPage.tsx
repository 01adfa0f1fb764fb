import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { failedField, refusedField } from './failedField';
import { formatDate } from './format';
import { ProfileLayout } from './ProfileLayout';

const ProfileLegalCasesQuery = graphql(`
  query ProfileLegalCases {
    viewer {
      user {
        id
        legalCases {
          name
          court
          venue
          section
          status
          businessLine
          specialization
          measures {
            type
            value
          }
          hearings {
            type
            date
            documents {
              id
              fileName
              downloadUrl
            }
          }
        }
      }
    }
  }
`);

export const LEGAL_CASES_ERROR = 'Errore nel servizio /CRM/CauseLegaliAttive';

/** /profilo/cause 'Le mie cause' (spec 3 §2, §3, §6: legal wallet only): cases, hearings and their documents; a member without the legal wallet goes to /non-autorizzato. */
export function LegalCasesPage() {
  return (
    <ProfileLayout title="Le mie cause">
      <LegalCases />
    </ProfileLayout>
  );
}

function LegalCases() {
  const { data, error, loading } = useQuery(ProfileLegalCasesQuery, { errorPolicy: 'all' });
  const refused = refusedField(error, 'legalCases');
  const failed = !refused && failedField(error, 'legalCases');
  useFailureToast(failed, LEGAL_CASES_ERROR);
  if (loading && !data) return null;
  // Spec 1 §6, 3 §6 'Le mie cause needs the legal wallet': a member the server refuses is not
  // authorised to see this page (3 §2 'Unauthorised page', with its way back to the services and to the upgrade).
  if (refused) return <Navigate to={paths.unauthorised} replace />;
  if (failed) return <p className="profile-message">Le cause non sono disponibili in questo momento.</p>;
  const cases = data?.viewer.user?.legalCases ?? [];
  if (cases.length === 0) return <p>Al momento non hai cause attive.</p>;
  return (
    <>
      {cases.map((c) => (
        <section key={c.name} className="profile-section legal-case" aria-labelledby={`case-${c.name}`}>
          <h2 id={`case-${c.name}`}>{c.name}</h2>
          <dl className="profile-facts">
            <div>
              <dt>Organo giudicante</dt>
              <dd>{c.court}</dd>
            </div>
            <div>
              <dt>Sede</dt>
              <dd>
                {c.venue}, {c.section}
              </dd>
            </div>
            <div>
              <dt>Stato</dt>
              <dd>{c.status}</dd>
            </div>
            <div>
              <dt>Linea di business</dt>
              <dd>
                {c.businessLine} ({c.specialization})
              </dd>
            </div>
            {c.measures.map((m, i) => (
              <div key={i}>
                <dt>{m.type}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
          <h3>Udienze</h3>
          {c.hearings === null || c.hearings === undefined ? (
            <p className="profile-message">Le udienze non sono disponibili in questo momento.</p>
          ) : (
            <ul className="legal-case__hearings">
              {c.hearings.map((h, i) => (
                <li key={i}>
                  <p>
                    <strong>{h.type}</strong>: {formatDate(h.date)}
                  </p>
                  {h.documents.length ? (
                    <ul>
                      {h.documents.map((d) => (
                        <li key={d.id}>
                          <a href={d.downloadUrl} download>
                            {d.fileName}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
