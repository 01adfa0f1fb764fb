/** What the leads area offers other areas: the portal's one lead form (every form type and campaign of spec 3 §3, the §8 outcome dialogs). */
export { LeadForm, type LeadFormProps } from './LeadForm';
/** A lead form built from the CMS's definition (spec 1 §5), by Form ID: the marketing form of /assistenza, the first-opinion form of /telemedicina. */
export { DefinedLeadForm } from './DefinedLeadForm';
export { FIRST_OPINION_FORM_ID, MARKETING_FORM_ID } from './formIds';
