import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/** A form's schema from @club/validation: its input is what the fields hold, its output what is sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type SchemaFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;

/**
 * react-hook-form over a @club/validation schema: the schema's messages are the fields' messages,
 * and a submit hands the parsed (trimmed, normalised) values to the form's handler.
 * By default a field's message appears when the member leaves it or submits, and then follows
 * every change ('onTouched'); the invalid fields stop the submit and the first one gets the focus.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, options: SchemaFormOptions<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}
