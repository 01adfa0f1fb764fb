import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { SelectField } from '../../../components/forms/SelectField';
import { TextInputField } from '../../../components/forms/TextInputField';
import { lowerCase } from '../../../components/forms/transforms';
import { FieldError } from '../../../components/ui/FieldError';
import type { LeadFormFieldKind } from '../../../gql/graphql';
import { digitsOnly } from '../leadValues';
import { TextAreaField } from '../TextAreaField';
import type { DefinedValues, FieldDefinition } from './definedLead';

const INPUT_TYPES: Partial<Record<LeadFormFieldKind, string>> = {
  EMAIL: 'email',
  TEL: 'tel',
  PASSWORD: 'password',
  TEXT: 'text',
  DATE: 'text',
};

const AUTOCOMPLETE: Record<string, string> = {
  nome: 'given-name',
  cognome: 'family-name',
  email: 'email',
  cellulare: 'tel',
  dateOfBirth: 'bday',
  username: 'username',
  password: 'new-password',
};

/** One field of a definition, as the kit's control of its kind. */
export function DefinedField({ field, control }: { field: FieldDefinition; control: Control<DefinedValues, unknown, DefinedValues> }) {
  switch (field.kind) {
    case 'SELECT':
    case 'APPOINTMENT_DAY':
      return (
        <SelectField
          control={control}
          name={field.name as never}
          label={field.required ? `${field.label} *` : field.label}
          options={[{ value: '', label: field.placeholder ?? '' }, ...field.options]}
        />
      );
    case 'RADIO':
      return <RadioGroupField field={field} control={control} />;
    case 'TEXTAREA':
      return <TextAreaField control={control} name={field.name} label={field.label} required={field.required} placeholder={field.placeholder ?? undefined} />;
    default:
      return (
        <TextInputField
          control={control}
          name={field.name as never}
          label={field.label}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={field.kind === 'TEL' ? 'numeric' : undefined}
          required={field.required}
          placeholder={field.placeholder ?? undefined}
          maxLength={field.kind === 'DATE' || field.kind === 'TEL' ? (field.maxLength ?? undefined) : undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
          transform={field.kind === 'EMAIL' ? lowerCase : field.kind === 'TEL' || field.name === 'codiceCliente' ? digitsOnly : undefined}
        />
      );
  }
}

/** A radio group of a definition (the appointment's window): a fieldset with its message under it. */
function RadioGroupField({ field, control }: { field: FieldDefinition; control: Control<DefinedValues, unknown, DefinedValues> }) {
  const id = useId();
  const { field: { ref, value, onChange, onBlur }, fieldState } = useController({ control, name: field.name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className="lead-form__consent" aria-describedby={error ? errorId : undefined}>
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {field.options.map((o, i) => (
        <label key={o.value} className="lead-form__choice">
          <input ref={i === 0 ? ref : undefined} type="radio" name={`${id}-${field.name}`} value={o.value} checked={value === o.value} aria-invalid={error ? true : undefined} onChange={() => onChange(o.value)} onBlur={onBlur} />
          {o.label}
        </label>
      ))}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
