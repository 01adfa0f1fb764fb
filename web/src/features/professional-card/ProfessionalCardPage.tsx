import { useQuery } from '@apollo/client/react';
import { CARD_MESSAGES } from '@club/validation';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { getFragmentData } from '../../gql';
import { failedField, ProfileLayout } from '../profile';
import { CardDraftFieldsFragment, MyProfessionalCardQuery } from './cardDocuments';
import { CardForm } from './CardForm';
import { CARD_TEXTS } from './cardTexts';
import './professional-card.css';

export { CardDraftFieldsFragment } from './cardDocuments';
export { CARD_TERMS, CARD_TEXTS } from './cardTexts';

function useCardQuery() {
  return useQuery(MyProfessionalCardQuery, { errorPolicy: 'all' });
}

/** /profilo/la-mia-scheda (spec 3 §2, §4, §5, §6): the member's own professional card. */
export function ProfessionalCardPage() {
  return (
    <ProfileLayout title={CARD_TEXTS.title}>
      <ProfessionalCard />
    </ProfileLayout>
  );
}

/** The card once loaded (spec 3 §8: the failure toast, and the message in place of the form). */
function ProfessionalCard() {
  const { data, error, loading } = useCardQuery();
  const failed = failedField(error, 'professionalCard');
  useFailureToast(failed, CARD_MESSAGES.failed);
  if (loading && !data) return null;
  const draft = getFragmentData(CardDraftFieldsFragment, data?.viewer.user?.professionalCard);
  if (!draft) return <p className="profile-message">{CARD_MESSAGES.loadFailed}</p>;
  const specialisations = (data?.specializationFamilies ?? []).flatMap((f) => f.specializations);
  const otherProfessionId = data?.professions?.find((p) => p.code === '857920006')?.id ?? null;
  return <CardForm key={draft.version} draft={draft} specialisations={specialisations} otherProfessionId={otherProfessionId} />;
}
