/** The CMS's Form IDs of the forms built from a definition (upstream cms seed-forms.ts). */
export const MARKETING_FORM_ID = 'prenota-appuntamento';
export const FIRST_OPINION_FORM_ID = 'first-opinion-form';
