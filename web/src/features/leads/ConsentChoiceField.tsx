import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Spec 3 §5: a consent answered Si or No, neither selected at first; a radio pair in a fieldset. */
export function ConsentChoiceField<T extends FieldValues>({ control, name, label, id }: { control: Control<T, unknown, unknown>; name: Path<T>; label: string; id: string }) {
  const { field } = useController({ control, name });
  const value = field.value as string | undefined;
  return (
    <fieldset className="lead-form__consent">
      <legend>{label}</legend>
      {(['SI', 'NO'] as const).map((choice) => (
        <label key={choice} className="lead-form__choice">
          <input
            type="radio"
            name={`${id}-${name}`}
            value={choice}
            checked={value === choice}
            onChange={() => field.onChange(choice)}
            onBlur={field.onBlur}
          />
          {choice === 'SI' ? 'Si' : 'No'}
        </label>
      ))}
    </fieldset>
  );
}
