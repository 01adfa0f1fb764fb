import { SelectField } from '../../components/forms/SelectField';
import { SwitchField } from '../../components/forms/SwitchField';
import { TextInputField } from '../../components/forms/TextInputField';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { PROVINCES } from '../professionals';
import type { CardControl, Draft } from './cardDraft';
import { CardTextAreaField } from './CardTextAreaField';
import { CARD_STATE_TEXTS, CARD_TEXTS } from './cardTexts';
import { PictureField } from './PictureField';
import { Professions } from './Professions';

type StepProps = { ids: string; control: CardControl };

/** Step 1: name, surname and the professions. */
export function ProfessionsStep({ ids, control, specialisations, otherProfessionId }: StepProps & { specialisations: { id: string; name: string }[]; otherProfessionId: string | null }) {
  return (
    <fieldset className="card-step" id={`${ids}-step-0`}>
      <legend>1. Professioni</legend>
      <div className="card-row">
        <TextInputField control={control} name="firstName" label="Nome" autoComplete="given-name" />
        <TextInputField control={control} name="lastName" label="Cognome" autoComplete="family-name" />
      </div>
      <Professions control={control} specialisations={specialisations} otherProfessionId={otherProfessionId} />
    </fieldset>
  );
}

/** Step 2: the profile picture and the presentation text. */
export function PresentationStep({ ids, control, draft }: StepProps & { draft: Draft }) {
  return (
    <fieldset className="card-step" id={`${ids}-step-1`}>
      <legend>2. Presentazione</legend>
      <PictureField control={control} draft={draft} />
      <CardTextAreaField control={control} name="presentationText" label="Presentati ai colleghi e ai pazienti" />
    </fieldset>
  );
}

/** Step 3: province and city; e-mail and phone when the server allows contacts, else the way to Premium when it says so. */
export function ContactsStep({ ids, control, draft }: StepProps & { draft: Draft }) {
  return (
    <fieldset className="card-step" id={`${ids}-step-2`}>
      <legend>3. Contatti</legend>
      <div className="card-row">
        <SelectField control={control} name="province" label="Provincia" options={[{ value: '', label: 'Seleziona' }, ...PROVINCES.map((p) => ({ value: p.code, label: p.name }))]} />
        <TextInputField control={control} name="city" label="Città" autoComplete="address-level2" />
      </div>
      {draft.contactsAllowed ? (
        <div className="card-row">
          <TextInputField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
          <TextInputField control={control} name="phone" label="Telefono" type="tel" autoComplete="tel" />
          {/* Spec 3 §3 contactDataVisibility: whether the contacts show on the card. */}
          <SwitchField control={control} name="contactsVisible" id={`${ids}-contacts-visible`} label={CARD_STATE_TEXTS.contactsVisible} />
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
  );
}
