import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { ProfileLayout } from './ProfileLayout';
import { AccountForm } from './personal-data/AccountForm';
import { CompletionForm } from './personal-data/CompletionForm';
import { FailureModal } from './personal-data/FailureModal';
import type { Failure } from './personal-data/profileFailure';
import { ReadOnly } from './personal-data/ReadOnlyField';

const PersonalDataQuery = graphql(`
  query ProfilePersonalData {
    viewer {
      user {
        id
        username
        name
        surname
        email
        specializationNames
        isOtherHealthProfession
        contact {
          profession {
            id
            description
          }
        }
        personalData {
          birthDate
          phonePrefix
          phone
          fiscalCode
        }
      }
    }
  }
`);

/** /profilo/dati-personali (spec 3 §4, §5, §8): read-only data, 'Completa profilo' for the missing fiscal code and birth date, the account form. */
export function PersonalDataPage() {
  return (
    <ProfileLayout title="Dati personali">
      <PersonalData />
    </ProfileLayout>
  );
}

function PersonalData() {
  const { data, loading, error } = useQuery(PersonalDataQuery, { errorPolicy: 'all' });
  const [failure, setFailure] = useState<Failure>(null);
  const user = data?.viewer.user;
  if (loading && !data) return null;
  if (!user || (error && !user.personalData)) return <p className="profile-message">I tuoi dati non sono disponibili in questo momento.</p>;
  const pd = user.personalData!;
  return (
    <>
      <section className="profile-section" aria-labelledby="personal-data">
        <h2 id="personal-data">I tuoi dati</h2>
        <div className="profile-fields">
          <ReadOnly label="Nome" value={user.name} />
          <ReadOnly label="Cognome" value={user.surname} />
          <ReadOnly label="E-mail" value={user.email} />
          <ReadOnly label="Username" value={user.username} />
          <ReadOnly label="Professione" value={user.contact?.profession?.description} />
          {user.specializationNames.length ? <ReadOnly label="Specializzazioni" value={user.specializationNames.join(', ')} /> : null}
        </div>
        <CompletionForm key={`${pd.fiscalCode}-${pd.birthDate}`} fiscalCode={pd.fiscalCode} birthDate={pd.birthDate} onFailure={setFailure} />
      </section>
      <section className="profile-section" aria-labelledby="account-data">
        <h2 id="account-data">Dati di accesso e contatto</h2>
        <AccountForm key={`${pd.phonePrefix}-${pd.phone}`} prefix={pd.phonePrefix} phone={pd.phone ?? ''} onFailure={setFailure} />
      </section>
      <FailureModal kind={failure} onClose={() => setFailure(null)} />
    </>
  );
}
