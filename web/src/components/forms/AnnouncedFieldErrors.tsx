import { useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<TInput extends FieldValues, TOutput> = {
  control: Control<TInput, unknown, TOutput>;
  /** The fields whose messages are read out, in the order they appear on the page. */
  fields: readonly FieldPath<TInput>[];
  'data-testid'?: string;
};

/**
 * Reads out the field messages as they appear (on leaving a field, on a submit). Each message is
 * also linked to its field (aria-describedby), which is read when the field gets the focus; this
 * polite region, present from the start, tells a member who is elsewhere on the page.
 */
export function AnnouncedFieldErrors<TInput extends FieldValues, TOutput>({ control, fields, 'data-testid': testId }: Props<TInput, TOutput>) {
  const formState = useFormState({ control, name: fields });
  const messages = fields.map((field) => control.getFieldState(field, formState).error?.message).filter(Boolean);
  return (
    <div className="visually-hidden" aria-live="polite" data-testid={testId}>
      {messages.join(' ')}
    </div>
  );
}
