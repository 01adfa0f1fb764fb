import { useId } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '../ui/Select';
import { FieldError } from '../ui/FieldError';
import { useGatedMessage } from '../ui/fieldMessageGate';

export type SelectFieldProps<TInput extends FieldValues, TOutput> = {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPathByValue<TInput, string>;
  label: string;
  options: SelectOption[];
  /** After each choice by the member (e.g. to reset the fields that depend on it). */
  onValueChange?(value: string): void;
};

/** A native select of the kit: its schema message under it, linked by aria-describedby, and aria-invalid. */
export function SelectField<TInput extends FieldValues, TOutput>({ control, name, label, options, onValueChange }: SelectFieldProps<TInput, TOutput>) {
  const id = useId();
  // Taken apart: the compiler's lint reads an object holding a `ref` as a ref, not to be read in render.
  const { field: { ref, value, onChange, onBlur }, fieldState, formState } = useController({ control, name });
  const error = useGatedMessage(fieldState.error?.message, fieldState.isTouched, formState.submitCount);
  const errorId = `${id}-error`;
  return (
    <>
      <Select
        id={id}
        ref={ref}
        name={name}
        label={label}
        options={options}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          // Dependent fields first: the validation this change starts sees them already reset.
          onValueChange?.(event.target.value);
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error} />
    </>
  );
}
