import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { MESSAGES, profileCompletionFormSchema, type CompletionFormValues } from '@club/validation';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FiscalCodeField } from '../../components/forms/FiscalCodeField';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { SelectField } from '../../components/forms/SelectField';
import { SwitchField } from '../../components/forms/SwitchField';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { useToast } from '../../components/ui/Toast';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { hasErrorCode } from '../../lib/errorCodes';
import { completionInput, completionRequirements, prefilledCompletion, type Missing, type OnFile } from './completionForm';

const ProfessionsQuery = graphql(`
  query CompletionProfessions {
    professions {
      id
      description
      isDoctor
      signupEnabled
    }
    specializationFamilies {
      id
      name
      specializations {
        id
        name
      }
    }
  }
`);

const ProfessionDetailsQuery = graphql(`
  query CompletionProfessionDetails($professionId: ID!) {
    professionDetails(professionId: $professionId) {
      id
      name
    }
  }
`);

const UpdateContactDataMutation = graphql(`
  mutation CompleteContactData($input: ContactDataInput!) {
    updateContactData(input: $input) {
      ok
      viewer {
        user {
          id
          hasFiscalCode
          missingFields {
            isComplete
          }
        }
      }
    }
  }
`);

const PLACEHOLDER = { value: '', label: 'Seleziona…' };

type Props = { missing: Missing; onFile?: OnFile | null; onSaved: () => void; onClose: () => void };

const SAVE_FAILED = "Errore nell'aggiornamento dei dati";

/**
 * Spec 2 §4/§5 data-completion modal: the profession (then the specialisation for a doctor or the
 * health-profession detail otherwise), prefilled with what is on file, plus the fiscal code, privacy
 * and terms when missing. A
 * field's message shows as soon as it is changed; Confirm stays disabled until every applicable
 * rule holds; the save goes through `updateContactData` and the modal closes on success.
 */
export function DataCompletionModal({ missing, onFile, onSaved, onClose }: Props) {
  const formId = useId();
  const { fiscalCode, privacyHomnya, termsConditions } = missing;
  const schema = useMemo(
    () => profileCompletionFormSchema(completionRequirements({ fiscalCode, privacyHomnya, termsConditions })),
    [fiscalCode, privacyHomnya, termsConditions],
  );
  // The profession already on file is there from the start (spec 2 §4): the member adds only what is missing.
  const form = useSchemaForm(schema, { mode: 'onChange', defaultValues: prefilledCompletion(onFile) });
  const [professionId, isDoctor] = useWatch({ control: form.control, name: ['profession', 'isDoctor'] });
  const toast = useToast();
  const lists = useQuery(ProfessionsQuery, { errorPolicy: 'all' });
  const details = useQuery(ProfessionDetailsQuery, {
    variables: { professionId },
    skip: !professionId || isDoctor !== false,
    errorPolicy: 'all',
  });

  const professions = lists.data?.professions?.filter((p) => p.signupEnabled);
  const specialisations = lists.data?.specializationFamilies?.flatMap((family) => family.specializations) ?? [];

  /** A new profession decides between a specialisation and a health-profession detail: both start again empty. */
  function chooseProfession(id: string) {
    const chosen = professions?.find((p) => p.id === id);
    form.setValue('isDoctor', chosen ? chosen.isDoctor : null);
    form.setValue('specialisation', '');
    form.setValue('healthProfession', '');
    form.clearErrors(['specialisation', 'healthProfession']);
  }

  /** The member left the fiscal code field: a code typed and refused by the schema gets the spec's toast too. */
  async function fiscalCodeLeft() {
    if (!form.getFieldState('fiscalCode').isDirty) return;
    if (!(await form.trigger('fiscalCode'))) toast.show(MESSAGES.invalidFiscalCodeToast, 'danger');
  }

  const { confirm, saving, saveError } = useCompletionSave(missing, onSaved);

  return (
    <Modal
      open
      onClose={onClose}
      title="Completa i tuoi dati"
      footer={
        <Button type="submit" form={formId} disabled={!form.formState.isValid} loading={saving}>
          Conferma
        </Button>
      }
    >
      <p>Per ricevere contenuti scelti per la tua professione completa i dati del tuo profilo.</p>
      <Form id={formId} form={form} onValid={confirm} className="completion-form">
        {missing.fiscalCode && (
          // Spec 1 §5 / spec 2 §5: an invalid code gets its message under the field as it changes and, once
          // the member leaves the field with it, the danger toast 'Codice fiscale non valido.'.
          <div className="completion-form__fiscal-code" onBlur={() => fiscalCodeLeft()}>
            <FiscalCodeField control={form.control} name="fiscalCode" />
          </div>
        )}
        {lists.data?.professions === null && <p role="alert">Errore nel caricamento delle professioni.</p>}
        {professions && (
          <SelectField
            control={form.control}
            name="profession"
            label="Professione"
            options={[PLACEHOLDER, ...professions.map((p) => ({ value: p.id, label: p.description ?? p.id }))]}
            onValueChange={chooseProfession}
          />
        )}
        {isDoctor === true &&
          (lists.data?.specializationFamilies === null ? (
            <p role="alert">Errore nel caricamento delle specializzazioni.</p>
          ) : (
            <SelectField
              control={form.control}
              name="specialisation"
              label="Specializzazione"
              options={[PLACEHOLDER, ...specialisations.map((s) => ({ value: s.id, label: s.name }))]}
            />
          ))}
        {isDoctor === false &&
          (details.data?.professionDetails === null || (details.error && !details.data) ? (
            <p role="alert">Errore nel caricamento delle professioni sanitarie.</p>
          ) : (
            <SelectField
              control={form.control}
              name="healthProfession"
              label="Professione sanitaria"
              options={[PLACEHOLDER, ...(details.data?.professionDetails ?? []).map((d) => ({ value: d.id, label: d.name }))]}
            />
          ))}
        {missing.privacyHomnya && <SwitchField control={form.control} name="privacy" id="completion-privacy" label="Accetto l'informativa Privacy" required />}
        {missing.termsConditions && <SwitchField control={form.control} name="terms" id="completion-terms" label="Accetto i Termini e condizioni" required />}
        <FormStatus message={saveError} />
      </Form>
    </Modal>
  );
}

/**
 * The confirm: one idempotent write (a double click or a retried request saves once); `onSaved` only
 * on the server's confirmation. A failure stays in the form; a refused fiscal code also gets its toast.
 */
function useCompletionSave(missing: Missing, onSaved: () => void) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const toast = useToast();
  const [save, saving] = useIdempotentMutation(UpdateContactDataMutation);
  const confirm = useSingleFlight(async (values: CompletionFormValues) => {
    setSaveError(null);
    try {
      const { data } = await save({ variables: { input: completionInput(values, missing) } });
      // Closed only on the server's confirmation: never a success the save did not have.
      if (!data?.updateContactData.ok) throw new Error(SAVE_FAILED);
      onSaved();
    } catch (error) {
      // The server's own message when it answered with one (a refused field); otherwise, a save that
      // failed before any answer (the network, a timeout) included, the modal's Italian message,
      // never the browser's English one ('Failed to fetch').
      const answered = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.message)?.message : undefined;
      setSaveError(answered ?? SAVE_FAILED);
      // Spec 2 §5: a fiscal code the server refuses also gets the toast 'Codice fiscale non valido.'.
      const fiscalCodeRefused = CombinedGraphQLErrors.is(error) && error.errors.some((e) => hasErrorCode(e, 'BAD_USER_INPUT') && e.extensions?.field === 'fiscalCode');
      if (fiscalCodeRefused) toast.show(MESSAGES.invalidFiscalCodeToast, 'danger');
    }
  });
  return { confirm, saving: saving.loading, saveError };
}
