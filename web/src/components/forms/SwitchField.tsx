import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '../ui/Switch';
import { FieldError } from '../ui/FieldError';

export type SwitchFieldProps<TInput extends FieldValues, TOutput> = {
  control: Control<TInput, unknown, TOutput>;
  // A switch that is not required may be optional in the schema.
  name: FieldPathByValue<TInput, boolean | undefined>;
  /** The switch's id (its label and message ids derive from it). */
  id: string;
  label: ReactNode;
  required?: boolean;
};

/** An on/off switch of the kit: its schema message under it, linked by aria-describedby, and aria-invalid. */
export function SwitchField<TInput extends FieldValues, TOutput>({ control, name, id, label, required }: SwitchFieldProps<TInput, TOutput>) {
  // Taken apart: the compiler's lint reads an object holding a `ref` as a ref, not to be read in render.
  const { field: { ref, value, onChange, onBlur }, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <>
      <Switch
        id={id}
        ref={ref}
        label={label}
        required={required}
        checked={value === true}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={(on) => {
          onChange(on);
          // A switch has been used once it is toggled: it counts as touched (it has no typing to wait for).
          onBlur();
        }}
      />
      <FieldError id={errorId} message={error} />
    </>
  );
}
