import { LeadForm } from '../leads';
import type { PageComponentOf } from './pageComponent';

/**
 * The free-standing lead form container (spec 1 §2 'Other shared pieces'): the portal's one lead form
 * (features/leads) of the form type the CMS names, with its title and intro.
 */
export function LeadFormContainer({ form }: { form: PageComponentOf<'LeadFormContainer'> }) {
  return (
    <div className="cms-block cms-lead-form">
      <LeadForm formType={form.formType} title={form.title ?? undefined} intro={form.intro ?? undefined} id={`form-${form.id}`} />
    </div>
  );
}
