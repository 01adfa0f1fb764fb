import type { CmsFormDefinition, CmsFormField } from '@club/contracts';

/**
 * The CMS's lead form definitions (static content, as the long legal texts: spec 3 §9). Each field
 * names the lead field it fills; the placeholders are ours (spec 1 §5: 'wording not shown'), but the
 * note's, which the spec gives.
 */

const SOURCE = 'ARCLUB';

function field(name: string, kind: CmsFormField['kind'], label: string, placeholder: string | null, required: boolean, extra: Partial<CmsFormField> = {}): CmsFormField {
  return { name, kind, label, placeholder, required, maxLength: null, options: [], ...extra };
}

/** The privacy consent of every lead form (spec 1 §5 'privacy checkbox: required'). */
const privacy = field('privacy', 'consent', "Dichiaro di aver letto e compreso l'informativa sulla privacy ex art. 13 del Regolamento", null, true);

/**
 * Spec 1 §3 'Marketing-form fields: email, phone, firstName, lastName, customer code, profession, and
 * a day-of-appointment selection'; spec 3 §9 'Appointment booking offers a morning or afternoon window'.
 */
export const MARKETING_FORM: CmsFormDefinition = {
  formType: 'prenotazione-appuntamento',
  formSource: SOURCE,
  formCampaign: null,
  formId: 'prenota-appuntamento',
  formTitle: 'Prenota un appuntamento',
  formContent: 'Scegli il giorno e la fascia oraria: un nostro consulente ti richiamerà. La mattina dalle 9:00 alle 13:00, il pomeriggio dalle 14:00 alle 18:00 (il sabato fino alle 17:00).',
  submitLabel: 'Prenota',
  fields: [
    field('email', 'email', 'E-Mail', 'nome@esempio.it', true, { maxLength: 60 }),
    field('cellulare', 'tel', 'Cellulare', 'Es. 3331234567', true, { maxLength: 16 }),
    field('nome', 'text', 'Nome', 'Il tuo nome', false, { maxLength: 60 }),
    field('cognome', 'text', 'Cognome', 'Il tuo cognome', false, { maxLength: 60 }),
    field('codiceCliente', 'text', 'Codice cliente', 'Es. 1000003', false, { maxLength: 8 }),
    field('professione', 'select', 'Professione', 'Seleziona la tua professione', false, {
      options: ['Medico', 'Infermiere', 'Farmacista', 'Fisioterapista', 'Altro professionista sanitario'].map((p) => ({ value: p, label: p })),
    }),
    field('giorno', 'appointmentDay', "Giorno dell'appuntamento", 'Scegli il giorno', true),
    field('fascia', 'radio', 'Fascia oraria', null, true, {
      options: [
        { value: 'mattina', label: 'Mattina' },
        { value: 'pomeriggio', label: 'Pomeriggio' },
      ],
    }),
    // Spec 1 §5 'The marketing-form consent must be checked'.
    { ...privacy, label: "Acconsento a essere ricontattato e dichiaro di aver letto e compreso l'informativa sulla privacy ex art. 13 del Regolamento" },
  ],
};

/**
 * The first-opinion request (spec 3 §3 form type 'first-opinion'): the shared lead-form fields with
 * those of spec 1 §5 no other form has, date and place of birth, username and password (the account
 * the member will use on the partner's service).
 */
export const ACCOUNT_FORM: CmsFormDefinition = {
  formType: 'first-opinion',
  formSource: SOURCE,
  formCampaign: null,
  formId: 'first-opinion-form',
  formTitle: 'Richiedi un secondo parere medico',
  formContent: 'Crea il tuo accesso al servizio First Opinion: ti invieremo la conferma per e-mail.',
  submitLabel: 'Invia richiesta',
  fields: [
    field('nome', 'text', 'Nome', 'Il tuo nome', true, { maxLength: 60 }),
    field('cognome', 'text', 'Cognome', 'Il tuo cognome', true, { maxLength: 60 }),
    field('email', 'email', 'E-Mail', 'nome@esempio.it', true, { maxLength: 60 }),
    field('cellulare', 'tel', 'Cellulare', 'Es. 3331234567', true, { maxLength: 16 }),
    field('dateOfBirth', 'date', 'Data di nascita', 'gg/mm/aaaa', true, { maxLength: 10 }),
    field('placeOfBirth', 'text', 'Luogo di nascita', 'Comune di nascita', true, { maxLength: 60 }),
    field('username', 'text', 'Username', 'Scegli un username', false, { maxLength: 100 }),
    field('password', 'password', 'Password', 'Scegli una password', false, { maxLength: 60 }),
    // Spec 1 §5: a lead form's note is required.
    field('note', 'textarea', 'Il tuo messaggio', 'Scrivi il tuo messaggio...', true, { maxLength: 999 }),
    privacy,
  ],
};

export const FORM_DEFINITIONS: readonly CmsFormDefinition[] = [MARKETING_FORM, ACCOUNT_FORM];
