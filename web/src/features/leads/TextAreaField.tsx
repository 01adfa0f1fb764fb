import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '../../components/ui/FieldError';
import '../../components/ui/form-field.css';

/** Spec 1 §5: the lead forms' message box, rows forced to 5, its schema message under it. */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  maxLength,
  placeholder,
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
}) {
  const id = useId();
  const { field: { ref, value, onChange, onBlur }, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <div className="form-field__label-row">
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={5}
        className="form-field__control"
        value={typeof value === 'string' ? value : ''}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
