import type { ComponentPropsWithRef } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';

export type FormProps<TInput extends FieldValues, TOutput> = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'noValidate'> & {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the schema's output once every field is valid; never with invalid input. */
  onValid: SubmitHandler<TOutput>;
  /** Runs when a submit is refused by the schema, with the fields' errors (e.g. a toast the spec adds to a field's message). */
  onInvalidSubmit?: SubmitErrorHandler<TInput>;
};

/**
 * A <form> of the kit: the browser's own validation bubbles are off (the schema's Italian messages
 * are shown instead), and a submit reaches `onValid` only when the schema accepts the values.
 * A modal puts its submit button in the footer, outside the form: give the form an `id` and the
 * button `type="submit" form={id}`.
 */
export function Form<TInput extends FieldValues, TOutput>({ form, onValid, onInvalidSubmit, children, ...rest }: FormProps<TInput, TOutput>) {
  return (
    <form {...rest} noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalidSubmit)(event)}>
      {children}
    </form>
  );
}
