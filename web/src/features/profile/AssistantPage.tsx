import { useQuery } from '@apollo/client/react';
import { PROFILE_ASSISTANT_FORM_TYPE } from '@club/validation';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { LeadForm } from '../leads';
import { ProfileLayout } from './ProfileLayout';

const AssistantAccessQuery = graphql(`
  query ProfileAssistantAccess {
    viewer {
      canUseAssistantForm
    }
  }
`);

/** Wording of /profilo/assistenza (the spec names the form and its fields, not its sentences). */
export const ASSISTANT_TEXTS = {
  title: 'Assistenza',
  formTitle: 'Contatta il tuo assistente',
  intro: 'Lasciaci i tuoi recapiti e, se vuoi, una nota: il tuo assistente ti ricontatterà al più presto.',
  refused: "Il modulo di contatto dell'assistente è riservato agli abbonati Trial e Premium.",
  other: 'Puoi sempre scriverci dal modulo di assistenza:',
  otherLink: 'Invia la tua richiesta',
} as const;

/**
 * /profilo/assistenza (spec 3 §2, §5 'Assistant contact form', §6 'Assistant form to trial and
 * premium'): the assistant contact form, e-mail and phone prefilled from the account. Other members
 * are pointed to the public support form; the server refuses their lead whatever the page shows.
 */
export function AssistantPage() {
  return (
    <ProfileLayout title={ASSISTANT_TEXTS.title}>
      <Assistant />
    </ProfileLayout>
  );
}

function Assistant() {
  const { data, loading } = useQuery(AssistantAccessQuery, { errorPolicy: 'all' });
  if (loading && !data) return null;
  if (data?.viewer.canUseAssistantForm) return <LeadForm formType={PROFILE_ASSISTANT_FORM_TYPE} variant="assistant" title={ASSISTANT_TEXTS.formTitle} intro={ASSISTANT_TEXTS.intro} />;
  return (
    <div className="profile-message">
      <p>{ASSISTANT_TEXTS.refused}</p>
      <p>
        {ASSISTANT_TEXTS.other} <Link to={paths.supportContacts}>{ASSISTANT_TEXTS.otherLink}</Link>
      </p>
    </div>
  );
}
