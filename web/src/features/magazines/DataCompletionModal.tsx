import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@club/validation';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Select } from '../../components/ui/Select';
import { Switch } from '../../components/ui/Switch';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { completionErrors, completionInput, emptyCompletion, type CompletionState, type Missing } from './completionForm';

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

type Props = { missing: Missing; fiscalCodeOnFile: string | null; onSaved: () => void; onClose: () => void };

/**
 * Spec 2 §4/§5 data-completion modal: the profession (then the specialisation for a doctor or the
 * health-profession detail otherwise), plus the fiscal code, privacy and terms when missing. Confirm
 * stays disabled until every applicable rule holds; the save goes through `updateContactData` and the
 * modal closes on success.
 */
export function DataCompletionModal({ missing, fiscalCodeOnFile, onSaved, onClose }: Props) {
  const [state, setState] = useState<CompletionState>(emptyCompletion);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const toast = useToast();
  const lists = useQuery(ProfessionsQuery, { errorPolicy: 'all' });
  const details = useQuery(ProfessionDetailsQuery, {
    variables: { professionId: state.professionId },
    skip: !state.professionId || state.isDoctor !== false,
    errorPolicy: 'all',
  });
  // One idempotent write per confirm: a double click or a retried request saves once.
  const [save, saving] = useIdempotentMutation(UpdateContactDataMutation);

  const errors = completionErrors(state, missing, fiscalCodeOnFile);
  const shown = (field: string) => (touched[field] ? (errors[field] ?? null) : null);
  const update = (patch: Partial<CompletionState>, field: string) => {
    setState((current) => ({ ...current, ...patch }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const professions = lists.data?.professions?.filter((p) => p.signupEnabled);
  const specialisations = lists.data?.specializationFamilies?.flatMap((family) => family.specializations) ?? [];

  const confirm = useSingleFlight(async () => {
    setSaveError(null);
    try {
      const { data } = await save({ variables: { input: completionInput(state, missing) } });
      // Closed only on the server's confirmation: never a success the save did not have.
      if (!data?.updateContactData.ok) throw new Error("Errore nell'aggiornamento dei dati");
      onSaved();
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : "Errore nell'aggiornamento dei dati");
      // Spec 2 §5: a fiscal code the server refuses also gets the toast 'Codice fiscale non valido.'.
      const fiscalCodeRefused = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.extensions?.field === 'fiscalCode');
      if (fiscalCodeRefused) toast.show(MESSAGES.invalidFiscalCodeToast, 'danger');
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Completa i tuoi dati"
      footer={
        <Button disabled={Object.keys(errors).length > 0} loading={saving.loading} onClick={() => void confirm()}>
          Conferma
        </Button>
      }
    >
      <p>Per ricevere contenuti scelti per la tua professione completa i dati del tuo profilo.</p>
      <div className="completion-form">
        {missing.fiscalCode && (
          <TextField
            label="Codice Fiscale"
            value={state.fiscalCode}
            maxLength={16}
            autoComplete="off"
            error={shown('fiscalCode')}
            onChange={(e) => update({ fiscalCode: e.target.value.toUpperCase() }, 'fiscalCode')}
          />
        )}
        {lists.data?.professions === null && <p role="alert">Errore nel caricamento delle professioni.</p>}
        {professions && (
          <Select
            label="Professione"
            value={state.professionId}
            options={[PLACEHOLDER, ...professions.map((p) => ({ value: p.id, label: p.description ?? p.id }))]}
            onChange={(e) => {
              const chosen = professions.find((p) => p.id === e.target.value);
              update({ professionId: e.target.value, isDoctor: chosen ? chosen.isDoctor : null, specialisationId: '', professionDetailId: '' }, 'profession');
            }}
          />
        )}
        {shown('profession') && <p className="form-field__error">{shown('profession')}</p>}
        {state.isDoctor === true &&
          (lists.data?.specializationFamilies === null ? (
            <p role="alert">Errore nel caricamento delle specializzazioni.</p>
          ) : (
            <Select
              label="Specializzazione"
              value={state.specialisationId}
              options={[PLACEHOLDER, ...specialisations.map((s) => ({ value: s.id, label: s.name }))]}
              onChange={(e) => update({ specialisationId: e.target.value }, 'specialisation')}
            />
          ))}
        {shown('specialisation') && <p className="form-field__error">{shown('specialisation')}</p>}
        {state.isDoctor === false &&
          (details.data?.professionDetails === null || (details.error && !details.data) ? (
            <p role="alert">Errore nel caricamento delle professioni sanitarie.</p>
          ) : (
            <Select
              label="Professione sanitaria"
              value={state.professionDetailId}
              options={[PLACEHOLDER, ...(details.data?.professionDetails ?? []).map((d) => ({ value: d.id, label: d.name }))]}
              onChange={(e) => update({ professionDetailId: e.target.value }, 'healthProfession')}
            />
          ))}
        {shown('healthProfession') && <p className="form-field__error">{shown('healthProfession')}</p>}
        {missing.privacyHomnya && (
          <>
            <Switch id="completion-privacy" label="Accetto l'informativa Privacy" checked={state.privacy} required onChange={(v) => update({ privacy: v }, 'privacy')} />
            {shown('privacy') && <p className="form-field__error">{shown('privacy')}</p>}
          </>
        )}
        {missing.termsConditions && (
          <>
            <Switch id="completion-terms" label="Accetto i Termini e condizioni" checked={state.terms} required onChange={(v) => update({ terms: v }, 'terms')} />
            {shown('terms') && <p className="form-field__error">{shown('terms')}</p>}
          </>
        )}
        {saveError && <p role="alert">{saveError}</p>}
      </div>
    </Modal>
  );
}
