import { useId, type ComponentPropsWithRef } from 'react';
import './form-field.css';
import { FieldError } from './FieldError';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Validation message shown under the field; marks the input invalid. */
  error?: string | null;
  /** Help text shown under the label. */
  hint?: string;
};

/** A labelled text input; the error text is announced through aria-describedby. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <div className="form-field__label-row">
        <label className="form-field__label" htmlFor={inputId}>
          {label}
        </label>
        {/* Outside the label so the accessible name is the label alone; 'required' is announced from the input. */}
        {input.required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={inputId}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
