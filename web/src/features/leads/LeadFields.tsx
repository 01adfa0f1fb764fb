import { LEAD_VARIANT_SCHEMAS, LIMITS, CONTACT_FORM_PHONE_MAX, type LeadFormVariant } from '@club/validation';
import type { Control } from 'react-hook-form';
import { SelectField } from '../../components/forms/SelectField';
import { SwitchField } from '../../components/forms/SwitchField';
import { TextInputField } from '../../components/forms/TextInputField';
import { lowerCase } from '../../components/forms/transforms';
import { ConsentChoiceField } from './ConsentChoiceField';
import { CONSENTS, LEAD_PLACEHOLDERS, LEAD_TEXTS } from './leadTexts';
import { alphanumeric, digitsOnly, type LeadOutput, type LeadValues } from './leadValues';
import { TextAreaField } from './TextAreaField';
import { useFitnessClubs } from './useFitnessClubs';

type LeadFieldsProps = { variant: LeadFormVariant; control: Control<LeadValues, unknown, LeadOutput>; uid: string; fiscalCodeOnFile: string | null };

/**
 * The fields of the variant (those its schema reads): name and surname, e-mail and phone, the
 * fiscal code (read-only when on file), the fitness branch, the message, the support form's four
 * consents and the privacy switch.
 */
export function LeadFields({ variant, control, uid, fiscalCodeOnFile }: LeadFieldsProps) {
  const { clubOptions, clubsFailed } = useFitnessClubs(variant);
  const fields = new Set(Object.keys(LEAD_VARIANT_SCHEMAS[variant].shape));
  const long = variant !== 'support';
  return (
    <>
      <div className="lead-form__grid">
        {fields.has('nome') ? <TextInputField control={control} name="nome" label="Nome" placeholder={LEAD_PLACEHOLDERS.nome} required autoComplete="given-name" maxLength={long ? LIMITS.contactNameMax : LIMITS.nameMax} /> : null}
        {fields.has('cognome') ? <TextInputField control={control} name="cognome" label="Cognome" placeholder={LEAD_PLACEHOLDERS.cognome} required autoComplete="family-name" maxLength={long ? LIMITS.contactNameMax : LIMITS.nameMax} /> : null}
        <TextInputField control={control} name="email" label="E-Mail" type="email" placeholder={LEAD_PLACEHOLDERS.email} required autoComplete="email" transform={lowerCase} />
        <TextInputField control={control} name="cellulare" label="Cellulare" type="tel" inputMode="numeric" placeholder={LEAD_PLACEHOLDERS.cellulare} required autoComplete="tel" transform={digitsOnly} maxLength={variant === 'upgrade' ? LIMITS.upgradePhoneMax : long ? CONTACT_FORM_PHONE_MAX : LIMITS.phoneMax} />
        {fields.has('codiceFiscale') ? (
          <TextInputField control={control} name="codiceFiscale" label="Codice Fiscale" placeholder={LEAD_PLACEHOLDERS.codiceFiscale} autoComplete="off" maxLength={LIMITS.fiscalCodeLength} transform={alphanumeric} readOnly={fiscalCodeOnFile !== null} />
        ) : null}
        {fields.has('club') ? <SelectField control={control} name="club" label="Centro fitness" options={clubOptions} /> : null}
      </div>
      {fields.has('club') && clubsFailed ? <p className="lead-form__notice">{LEAD_TEXTS.clubsFailed}</p> : null}
      {/* No maxLength on the message box: the browser would stop typing at 999 and the spec 1 §5 message
          'Messaggio troppo lungo…' could never appear; the schema's max 999 refuses it with that message. */}
      {fields.has('note') ? <TextAreaField control={control} name="note" label="Il tuo messaggio" required={variant !== 'assistant'} placeholder={LEAD_PLACEHOLDERS.note} /> : null}
      {variant === 'support' ? CONSENTS.map((c) => <ConsentChoiceField key={c.name} control={control} name={c.name} label={c.label} id={uid} />) : null}
      <SwitchField control={control} name="privacy" id={`${uid}-privacy`} label={LEAD_TEXTS.privacyLabel} required />
    </>
  );
}
