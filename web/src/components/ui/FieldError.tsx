import './form-field.css';
import { useReservedMessageLine } from './fieldMessageGate';

/**
 * A field's validation message under its control, with the id the control's aria-describedby
 * points at; nothing when there is no message, except inside a FieldMessageGate, where the empty
 * line keeps its room (the layout does not move when a message comes or goes).
 */
export function FieldError({ id, message }: { id: string | undefined; message: string | null | undefined }) {
  const reserved = useReservedMessageLine();
  if (!message) return reserved ? <p className="form-field__error form-field__error--reserved" aria-hidden="true" /> : null;
  return (
    <p className={reserved ? 'form-field__error form-field__error--reserved' : 'form-field__error'} id={id}>
      {message}
    </p>
  );
}
