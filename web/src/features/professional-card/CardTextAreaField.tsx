import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { CardControl } from './cardDraft';

/** The card's presentation text, its message under it. */
export function CardTextAreaField({ control, name, label }: { control: CardControl; name: 'presentationText'; label: string }) {
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
