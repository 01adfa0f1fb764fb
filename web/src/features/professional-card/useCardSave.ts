import { CombinedGraphQLErrors } from '@apollo/client';
import { CARD_MESSAGES, cardFormSchema, type CardFormOutput } from '@club/validation';
import { useState } from 'react';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { useToast } from '../../components/ui/Toast';
import { getFragmentData } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { hasErrorCode } from '../../lib/errorCodes';
import { CardDraftFieldsFragment, SaveProfessionalCardMutation } from './cardDocuments';
import { defaultsOf, type Draft } from './cardDraft';
import { CARD_TEXTS } from './cardTexts';

/**
 * The card form from the draft and its save on the draft's version: a toast says it is saved (or
 * public) and when the publication earned the bonus credits; a refusal or a conflict keeps its own
 * message and the draft, any other failure is spec 3 §8's service failure toast.
 */
export function useCardSave(draft: Draft) {
  const toast = useToast();
  const form = useSchemaForm(cardFormSchema, { defaultValues: defaultsOf(draft) });
  const [status, setStatus] = useState<string | null>(null);
  const [save, { loading }] = useIdempotentMutation(SaveProfessionalCardMutation, { refetchQueries: ['MyProfessionalCard'], awaitRefetchQueries: true });

  const submit = useSingleFlight(async (values: CardFormOutput) => {
    setStatus(null);
    try {
      const result = await save({ variables: { input: { ...values, version: draft.version } } });
      const saved = getFragmentData(CardDraftFieldsFragment, result.data?.saveProfessionalCard);
      toast.show(saved?.visibility === 'Pubblica' ? CARD_TEXTS.published : CARD_TEXTS.saved, 'success');
      if (saved?.createBonus) toast.show(CARD_TEXTS.bonus, 'success');
    } catch (err) {
      const first = CombinedGraphQLErrors.is(err) ? err.errors[0] : undefined;
      // Spec 3 §8: the service failure toast; a refusal or a conflict keeps its own message and the draft.
      const message = hasErrorCode(first, 'BAD_USER_INPUT', 'CONFLICT') ? first!.message : CARD_MESSAGES.failed;
      setStatus(message);
      toast.show(message, 'danger');
    }
  });

  return { form, submit, status, saving: loading };
}
