import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  CARD_DEGREE_TYPES,
  CARD_DOCUMENT_MAX_BYTES,
  CARD_DOCUMENT_TYPES,
  CARD_MAX_SPECIALIZATIONS,
  CARD_MESSAGES,
  cardDocumentProblem,
  cardFormSchema,
  cardYears,
  type CardFormInput,
  type CardFormOutput,
} from '@club/validation';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Form } from '../../components/forms/Form';
import { FormStatus } from '../../components/forms/FormStatus';
import { SelectField } from '../../components/forms/SelectField';
import { SwitchField } from '../../components/forms/SwitchField';
import { TextInputField } from '../../components/forms/TextInputField';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { getFragmentData, graphql } from '../../gql';
import type { CardDraftFieldsFragment as CardDraft } from '../../gql/graphql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { hasErrorCode } from '../../lib/errorCodes';
import { PROVINCES } from '../professionals';
import { failedField, ProfileLayout } from '../profile';
import './professional-card.css';


export const CardDraftFieldsFragment = graphql(`
  fragment CardDraftFields on ProfessionalCardDraft {
    id
    version
    firstName
    lastName
    presentationText
    privacyFlag
    termsOfServiceFlag
    visibility
    accessLevel
    contactsAllowed
    upgradeForContacts
    pharmacareActive
    pharmacareEligible
    createBonus
    contacts {
      province
      city
      email
      phone
    }
    professions {
      professionType
      mainProfession
      specializations {
        id
        name
      }
      healthcareProfession {
        id
        name
      }
    }
    training {
      degreeType
      title
      institute
      year
    }
    workExperience {
      role
      employer
      fromYear
      toYear
    }
    certifications {
      title
      year
      documentUrl
      fileName
    }
    scientificPublications {
      title
      journal
      year
      link
    }
  }
`);

const MyProfessionalCardQuery = graphql(`
  query MyProfessionalCard {
    specializationFamilies {
      id
      specializations {
        id
        name
      }
    }
    professions {
      id
      code
      isDoctor
    }
    viewer {
      user {
        id
        professionalCard {
          ...CardDraftFields
        }
      }
    }
  }
`);

const HealthcareProfessionsQuery = graphql(`
  query CardHealthcareProfessions($professionId: ID!) {
    professionDetails(professionId: $professionId) {
      id
      name
    }
  }
`);

const SaveProfessionalCardMutation = graphql(`
  mutation SaveProfessionalCard($input: ProfessionalCardInput!) {
    saveProfessionalCard(input: $input) {
      ...CardDraftFields
    }
  }
`);

/** Spec 3 §5 terms of the card (the spec gives their content: one card per user, real name, identifiable photo, adults only). */
export const CARD_TERMS =
  'Ogni utente può avere una sola scheda. La scheda riporta il tuo nome reale e una foto in cui sei riconoscibile (niente loghi, animali o altre persone). La scheda è riservata ai maggiorenni.';
export const CARD_TEXTS = {
  title: 'La mia scheda',
  saved: 'Scheda salvata correttamente.',
  published: 'La tua scheda è pubblica: la trovi tra i professionisti sanitari.',
  bonus: 'Hai ricevuto i crediti bonus per la pubblicazione della scheda.',
  upgrade: "I contatti sono riservati agli abbonati Premium: passa a Premium per mostrarli nella tua scheda.",
  pharmacare: 'Servizio Pharmacare attivo: resta attivo anche se rendi la scheda privata.',
} as const;

const STEPS = ['Professioni', 'Presentazione', 'Contatti', 'Formazione', 'Esperienze lavorative', 'Certificazioni', 'Pubblicazioni', 'Pubblicazione della scheda'] as const;

type Draft = CardDraft;
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

function yearOf(y: number | null | undefined): string {
  return y == null ? '' : String(y);
}

function defaultsOf(d: Draft): CardFormInput {
  const mainIndex = Math.max(0, d.professions.findIndex((p) => p.mainProfession));
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    professions: (d.professions.length ? d.professions : [{ professionType: '', specializations: [], healthcareProfession: null, mainProfession: true }]).map((p) => ({
      professionType: p.professionType,
      specialization1: p.specializations[0]?.id ?? '',
      specialization2: p.specializations[1]?.id ?? '',
      specialization3: p.specializations[2]?.id ?? '',
      healthcareProfession: p.healthcareProfession?.id ?? '',
    })),
    mainProfession: String(mainIndex),
    presentationText: d.presentationText,
    province: d.contacts.province,
    city: d.contacts.city,
    email: d.contacts.email ?? '',
    phone: d.contacts.phone ?? '',
    training: d.training.map((t) => ({ degreeType: t.degreeType, title: t.title, institute: t.institute, year: yearOf(t.year) })),
    workExperience: d.workExperience.map((w) => ({ role: w.role, employer: w.employer, fromYear: yearOf(w.fromYear), toYear: yearOf(w.toYear) })),
    certifications: d.certifications.map((c) => ({ title: c.title, year: yearOf(c.year), documentUrl: c.documentUrl ?? '', fileName: c.fileName ?? '', document: '' })),
    scientificPublications: d.scientificPublications.map((p) => ({ title: p.title, journal: p.journal, year: yearOf(p.year), link: p.link ?? '' })),
    isPublic: d.visibility === 'Pubblica',
    termsOfServiceFlag: d.termsOfServiceFlag,
    privacyFlag: d.privacyFlag,
  };
}

interface CardFormProps {
  draft: Draft;
  specialisations: { id: string; name: string }[];
  otherProfessionId: string | null;
}

function CardForm({ draft, specialisations, otherProfessionId }: CardFormProps) {
  const toast = useToast();
  const form = useSchemaForm(cardFormSchema, { defaultValues: defaultsOf(draft) });
  const [status, setStatus] = useState<string | null>(null);
  const [save, { loading }] = useIdempotentMutation(SaveProfessionalCardMutation, { refetchQueries: ['MyProfessionalCard'], awaitRefetchQueries: true });
  const years = useMemo(() => cardYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const yearOptions = useMemo(() => [{ value: '', label: 'Seleziona' }, ...years], [years]);

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

  const ids = useId();
  return (
    <Form form={form} onValid={submit} className="card-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        Modifica la tua scheda professionale
      </h2>
      <nav aria-label="Passi della scheda" className="card-steps">
        <ol>
          {STEPS.map((step, i) => (
            <li key={step}>
              <a href={`#${ids}-step-${i}`}>{`${i + 1}. ${step}`}</a>
            </li>
          ))}
        </ol>
      </nav>

      <fieldset className="card-step" id={`${ids}-step-0`}>
        <legend>1. Professioni</legend>
        <div className="card-row">
          <TextInputField control={form.control} name="firstName" label="Nome" autoComplete="given-name" />
          <TextInputField control={form.control} name="lastName" label="Cognome" autoComplete="family-name" />
        </div>
        <Professions control={form.control} specialisations={specialisations} otherProfessionId={otherProfessionId} />
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-1`}>
        <legend>2. Presentazione</legend>
        <TextAreaField control={form.control} name="presentationText" label="Presentati ai colleghi e ai pazienti" />
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-2`}>
        <legend>3. Contatti</legend>
        <div className="card-row">
          <SelectField control={form.control} name="province" label="Provincia" options={[{ value: '', label: 'Seleziona' }, ...PROVINCES.map((p) => ({ value: p.code, label: p.name }))]} />
          <TextInputField control={form.control} name="city" label="Città" autoComplete="address-level2" />
        </div>
        {draft.contactsAllowed ? (
          <div className="card-row">
            <TextInputField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" />
            <TextInputField control={form.control} name="phone" label="Telefono" type="tel" autoComplete="tel" />
          </div>
        ) : draft.upgradeForContacts ? (
          <div className="card-upsell">
            <p>{CARD_TEXTS.upgrade}</p>
            <ButtonLink to={paths.upgrade} variant="outline">
              Passa a Premium
            </ButtonLink>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-3`}>
        <legend>4. Formazione</legend>
        <Rows
          control={form.control}
          name="training"
          empty={{ degreeType: '', title: '', institute: '', year: '' }}
          addLabel="Aggiungi un titolo"
          itemLabel="Titolo"
          render={(i) => (
            <>
              <SelectField control={form.control} name={`training.${i}.degreeType`} label="Tipo di titolo" options={[{ value: '', label: 'Seleziona' }, ...CARD_DEGREE_TYPES.map((d) => ({ value: d, label: d }))]} />
              <TextInputField control={form.control} name={`training.${i}.title`} label="Titolo" />
              <TextInputField control={form.control} name={`training.${i}.institute`} label="Istituto" />
              <SelectField control={form.control} name={`training.${i}.year`} label="Anno" options={yearOptions} />
            </>
          )}
        />
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-4`}>
        <legend>5. Esperienze lavorative</legend>
        <Rows
          control={form.control}
          name="workExperience"
          empty={{ role: '', employer: '', fromYear: '', toYear: '' }}
          addLabel="Aggiungi un'esperienza"
          itemLabel="Esperienza"
          render={(i) => (
            <>
              <TextInputField control={form.control} name={`workExperience.${i}.role`} label="Ruolo" />
              <TextInputField control={form.control} name={`workExperience.${i}.employer`} label="Struttura" />
              <SelectField control={form.control} name={`workExperience.${i}.fromYear`} label="Dal" options={yearOptions} />
              <SelectField control={form.control} name={`workExperience.${i}.toYear`} label="Al (vuoto se in corso)" options={[{ value: '', label: 'In corso' }, ...years]} />
            </>
          )}
        />
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-5`}>
        <legend>6. Certificazioni</legend>
        <p className="card-hint">{`Documento PDF o immagine, al massimo ${Math.round(CARD_DOCUMENT_MAX_BYTES / 1024)} KB.`}</p>
        <Rows
          control={form.control}
          name="certifications"
          empty={{ title: '', year: '', documentUrl: '', fileName: '', document: '' }}
          addLabel="Aggiungi una certificazione"
          itemLabel="Certificazione"
          render={(i) => (
            <>
              <TextInputField control={form.control} name={`certifications.${i}.title`} label="Titolo" />
              <SelectField control={form.control} name={`certifications.${i}.year`} label="Anno" options={yearOptions} />
              <DocumentField control={form.control} index={i} />
            </>
          )}
        />
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-6`}>
        <legend>7. Pubblicazioni</legend>
        <Rows
          control={form.control}
          name="scientificPublications"
          empty={{ title: '', journal: '', year: '', link: '' }}
          addLabel="Aggiungi una pubblicazione"
          itemLabel="Pubblicazione"
          render={(i) => (
            <>
              <TextInputField control={form.control} name={`scientificPublications.${i}.title`} label="Titolo" />
              <TextInputField control={form.control} name={`scientificPublications.${i}.journal`} label="Rivista" />
              <SelectField control={form.control} name={`scientificPublications.${i}.year`} label="Anno" options={yearOptions} />
              <TextInputField control={form.control} name={`scientificPublications.${i}.link`} label="Link" type="url" />
            </>
          )}
        />
      </fieldset>

      <fieldset className="card-step" id={`${ids}-step-7`}>
        <legend>8. Pubblicazione della scheda</legend>
        <p>
          Visibilità attuale: <strong>{draft.visibility}</strong>
        </p>
        {draft.pharmacareActive ? <p className="card-hint">{CARD_TEXTS.pharmacare}</p> : null}
        <SwitchField control={form.control} name="isPublic" id={`${ids}-public`} label="Scheda pubblica" />
        <details className="card-terms">
          <summary>Condizioni d&apos;uso della scheda</summary>
          <p>{CARD_TERMS}</p>
        </details>
        <SwitchField control={form.control} name="termsOfServiceFlag" id={`${ids}-terms`} label="Accetto le condizioni d'uso della scheda" />
        <SwitchField control={form.control} name="privacyFlag" id={`${ids}-privacy`} label="Ho letto l'informativa privacy" />
      </fieldset>

      <FormStatus message={status} />
      <div className="card-actions">
        <Button type="submit" loading={loading}>
          Salva la scheda
        </Button>
      </div>
    </Form>
  );
}

type CardControl = Control<CardFormInput, unknown, CardFormOutput>;

function Professions({ control, specialisations, otherProfessionId }: { control: CardControl; specialisations: { id: string; name: string }[]; otherProfessionId: string | null }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'professions' });
  const rows = useWatch({ control, name: 'professions' });
  const main = useWatch({ control, name: 'mainProfession' });
  const details = useQuery(HealthcareProfessionsQuery, { variables: { professionId: otherProfessionId ?? '' }, skip: !otherProfessionId || !rows?.some((r) => r.professionType === '857920006') });
  const specialisationOptions = [{ value: '', label: 'Nessuna' }, ...specialisations.map((s) => ({ value: s.id, label: s.name }))];
  const detailOptions = [{ value: '', label: 'Seleziona' }, ...(details.data?.professionDetails ?? []).map((d) => ({ value: d.id, label: d.name }))];
  const radioName = useId();
  return (
    <div className="card-rows">
      {fields.map((field, i) => (
        <div key={field.id} className="card-item" role="group" aria-label={`Professione ${i + 1}`}>
          <SelectField
            control={control}
            name={`professions.${i}.professionType`}
            label="Categoria professionale"
            options={[{ value: '', label: 'Seleziona' }, { value: '857920003', label: 'Medico' }, { value: '857920006', label: 'Altro professionista sanitario' }]}
          />
          {rows?.[i]?.professionType === '857920003'
            ? ([1, 2, 3] as const).slice(0, CARD_MAX_SPECIALIZATIONS).map((n) => (
                <SelectField key={n} control={control} name={`professions.${i}.specialization${n}`} label={`Specializzazione ${n}`} options={specialisationOptions} />
              ))
            : null}
          {rows?.[i]?.professionType === '857920006' ? <SelectField control={control} name={`professions.${i}.healthcareProfession`} label="Professione sanitaria" options={detailOptions} /> : null}
          <MainProfessionRadio control={control} index={i} name={radioName} checked={main === String(i) || fields.length === 1} />
          {fields.length > 1 ? (
            <Button variant="outline" size="sm" onClick={() => remove(i)}>
              {`Rimuovi la professione ${i + 1}`}
            </Button>
          ) : null}
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append({ professionType: '', specialization1: '', specialization2: '', specialization3: '', healthcareProfession: '' })}>
        Aggiungi una professione
      </Button>
    </div>
  );
}

function MainProfessionRadio({ control, index, name, checked }: { control: CardControl; index: number; name: string; checked: boolean }) {
  const id = useId();
  const { field } = useControllerFor(control);
  return (
    <div className="card-radio">
      <input type="radio" id={id} name={name} checked={checked} onChange={() => field.onChange(String(index))} />
      <label htmlFor={id}>Professione principale</label>
    </div>
  );
}

function useControllerFor(control: CardControl) {
  return useController({ control, name: 'mainProfession' });
}

type ArrayName = 'training' | 'workExperience' | 'certifications' | 'scientificPublications';
function Rows<N extends ArrayName>({ control, name, empty, addLabel, itemLabel, render }: { control: CardControl; name: N; empty: CardFormInput[N][number]; addLabel: string; itemLabel: string; render: (i: number) => ReactNode }) {
  const { fields, append, remove } = useFieldArray({ control, name: name as 'training' });
  return (
    <div className="card-rows">
      {fields.map((field, i) => (
        <div key={field.id} className="card-item" role="group" aria-label={`${itemLabel} ${i + 1}`}>
          {render(i)}
          <Button variant="outline" size="sm" onClick={() => remove(i)}>
            {`Rimuovi ${itemLabel.toLowerCase()} ${i + 1}`}
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append(empty as CardFormInput['training'][number])}>
        {addLabel}
      </Button>
    </div>
  );
}

function TextAreaField({ control, name, label }: { control: CardControl; name: 'presentationText'; label: string }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div className="card-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={6} {...field} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A certification's file: checked here for type and size (the server checks again); read as a data URL. */
function DocumentField({ control, index }: { control: CardControl; index: number }) {
  const id = useId();
  const doc = useController({ control, name: `certifications.${index}.document` });
  const name = useController({ control, name: `certifications.${index}.fileName` });
  const url = useController({ control, name: `certifications.${index}.documentUrl` });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="card-field">
      <label htmlFor={id}>Documento (PDF o immagine)</label>
      {url.field.value && !doc.field.value ? <p className="card-hint">{`Documento caricato: ${name.field.value || 'documento'}`}</p> : null}
      <input
        id={id}
        type="file"
        accept={CARD_DOCUMENT_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const refused = cardDocumentProblem(file.name, file.type, file.size);
          setProblem(refused);
          if (refused) {
            event.target.value = '';
            return;
          }
          const reader = new FileReader();
          reader.onload = () => {
            doc.field.onChange(String(reader.result));
            name.field.onChange(file.name);
          };
          reader.readAsDataURL(file);
        }}
      />
      {problem ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
