import './form-kit.css';

export type FormStatusProps = {
  /** What the form has to say as a whole (a server's refusal, a save that failed, progress); null: nothing. */
  message: string | null | undefined;
  /** 'error' for a failure, 'info' for progress or success. */
  tone?: 'error' | 'info';
  id?: string;
};

/**
 * The form-level message in a live region. The region is in the DOM from the start, empty, so a
 * screen reader announces a message when it appears; while empty it takes no room.
 */
export function FormStatus({ message, tone = 'error', id }: FormStatusProps) {
  const classes = ['form-status', message ? 'form-status--visible' : null, message && tone === 'error' ? 'form-status--error' : null];
  return (
    <div id={id} role="status" aria-live="polite" className={classes.filter(Boolean).join(' ')}>
      {message}
    </div>
  );
}
