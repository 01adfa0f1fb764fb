import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useGatedMessage } from '../ui/fieldMessageGate';
import { TextField, type TextFieldProps } from '../ui/TextField';

export type TextInputFieldProps<TInput extends FieldValues, TOutput> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPathByValue<TInput, string>;
  /** Applied to what the member types, as it is typed (e.g. lower- or upper-casing). */
  transform?(value: string): string;
  /** After each change by the member (e.g. a server's message about the last submit goes). */
  onValueChange?(value: string): void;
  /** false: leaving the field while it is still empty does not show its message yet. */
  validateEmptyOnBlur?: boolean;
};

/**
 * A text field of the kit: its schema message under the input once due, with aria-invalid and
 * aria-describedby pointing at the message; focused by the form when it is the first invalid field.
 */
export function TextInputField<TInput extends FieldValues, TOutput>({
  control,
  name,
  transform,
  onValueChange,
  validateEmptyOnBlur = true,
  ...input
}: TextInputFieldProps<TInput, TOutput>) {
  // Taken apart: the compiler's lint reads an object holding a `ref` as a ref, not to be read in render.
  const { field: { ref, value: held, disabled, onChange, onBlur }, fieldState, formState } = useController({ control, name });
  const value = typeof held === 'string' ? held : '';
  const error = useGatedMessage(fieldState.error?.message, fieldState.isTouched, formState.submitCount);
  return (
    <TextField
      {...input}
      ref={ref}
      name={name}
      value={value}
      disabled={disabled ?? input.disabled}
      error={error ?? null}
      onChange={(event) => {
        const typed = transform ? transform(event.target.value) : event.target.value;
        onChange(typed);
        onValueChange?.(typed);
      }}
      onBlur={() => {
        if (validateEmptyOnBlur || value !== '') onBlur();
      }}
    />
  );
}
