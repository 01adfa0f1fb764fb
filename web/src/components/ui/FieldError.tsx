import './form-field.css';

/**
 * A field's validation message under its control, with the id the control's aria-describedby
 * points at; nothing when there is no message. One place for text fields, selects and switches.
 */
export function FieldError({ id, message }: { id: string | undefined; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-field__error" id={id}>
      {message}
    </p>
  );
}
