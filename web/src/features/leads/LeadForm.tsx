import type { JSX } from 'react';

export type LeadFormProps = { formType: string; campaign?: string; title?: string; intro?: string; variant?: 'service' | 'fitness' | 'homeCare' | 'support'; id?: string };

/** Placeholder of the shared lead form (the leads area builds the real one with this signature). */
export function LeadForm(props: LeadFormProps): JSX.Element {
  return <section id={props.id} aria-label={props.title ?? 'Richiedi informazioni'} data-lead-form={props.formType} />;
}
