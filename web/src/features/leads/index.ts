/** What the leads area offers other areas: the portal's one lead form (every form type and campaign of spec 3 §3, the §8 outcome dialogs). */
export { LeadForm, type LeadFormProps } from './LeadForm';
