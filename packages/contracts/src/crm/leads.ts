import { CONTACT_FORM_PHONE_MAX, LEAD_FORM_TYPES, LEAD_SOURCE, isLeadFormType } from '@club/wire/lead-forms';
import { LIMITS } from '@club/wire/limits';
import { phonePattern } from '@club/wire/phone';
import { z } from 'zod';
import { route } from '../route';
import { CRM_FIELD_MESSAGES as MESSAGES } from './field-messages';
import { crmLeadEmail, crmLeadFiscalCode } from './field-rules';

// Leads of the services area and the support form (spec 3 §3 'Support request payload', §7
// POST /Forms/CreaClubLead, GET /Forms/FitnessCenter).

const text = (field: string, max: number) =>
  z.string({ error: `Il campo ${field} deve essere un testo.` }).trim().max(max, { error: `Il campo ${field} ha al massimo ${max} caratteri.` });
/** Spec 3 §5: a consent is Si, No or not selected (null). */
const consent = (field: string) => z.enum(['SI', 'NO'], { error: `Il campo ${field} vale SI, NO o null.` }).nullable().default(null);

/** FormFields of the payload: what the form adds to the contact (spec 3 §3). */
export const crmLeadFormFields = z.object(
  {
    fiscalCode: crmLeadFiscalCode,
    note: z.string({ error: MESSAGES.noteTooLong }).trim().max(LIMITS.noteMax, { error: MESSAGES.noteTooLong }).nullish(),
    /** Fitness branch id (GET /Forms/FitnessCenter). */
    club: text('club', 40).nullish(),
    giorni_richiesta: text('giorni_richiesta', 100).nullish(),
    url: text('url', 500).nullish(),
    navHistoryRef: text('navHistoryRef', 500).nullish(),
    navHistoryCurr: text('navHistoryCurr', 500).nullish(),
    event_id: text('event_id', 100).nullish(),
    // Spec 3 §3 'tracking data': the utm values of the visit's landing URL.
    utm_source: text('utm_source', 200).nullish(),
    utm_medium: text('utm_medium', 200).nullish(),
    utm_campaign: text('utm_campaign', 200).nullish(),
    utm_term: text('utm_term', 200).nullish(),
    utm_content: text('utm_content', 200).nullish(),
    // Spec 1 §3 'Lead form values' of the forms built from a server definition, and the marketing
    // form's fields (spec 1 §3 'Marketing-form fields'). The password arrives encrypted with the
    // login public key (as at login), so no lead ever holds it in clear.
    dataNascita: z.iso.date({ error: 'Il campo dataNascita è una data AAAA-MM-GG.' }).nullish(),
    luogoNascita: text('luogoNascita', LIMITS.placeOfBirthMax).nullish(),
    username: text('username', LIMITS.usernameMax).nullish(),
    password: text('password', 1000).nullish(),
    codiceCliente: text('codiceCliente', 20).nullish(),
    professione: text('professione', 100).nullish(),
  },
  { error: 'Il campo FormFields deve essere un oggetto.' },
);

/**
 * Spec 3 §3 'Support request payload', sent by every lead form (POST /Forms/CreaClubLead). The
 * upstream checks the fields every form shares; which fields a form type requires is checked too
 * (a support request needs name, surname and message, a fitness request its branch).
 */
export const crmLeadBody = z
  .object(
    {
      TipoForm: z.string({ error: 'Il campo TipoForm è obbligatorio.' }).refine(isLeadFormType, { error: 'Tipo di form sconosciuto.' }),
      Fonte: z.literal(LEAD_SOURCE, { error: `La fonte del contatto è sempre ${LEAD_SOURCE}.` }),
      CodificaCampagna: text('CodificaCampagna', 50).nullable().default(null),
      /** Spec 3 §3, §9: the support lead's marketing code (a constant, `SUPPORT_MARKETING_CODE`). */
      CodiceMkt: text('CodiceMkt', 50).nullable().default(null),
      PresaVisione: z.literal(true, { error: MESSAGES.privacyRequired }),
      NomeCliente: text('NomeCliente', LIMITS.contactNameMax).nullable().default(null),
      CognomeCliente: text('CognomeCliente', LIMITS.contactNameMax).nullable().default(null),
      EmailCliente: crmLeadEmail(LIMITS.emailMaxLong),
      CellulareCliente: z
        .string({ error: MESSAGES.invalidPhone })
        .trim()
        .regex(phonePattern(LIMITS.phoneMin, Math.max(CONTACT_FORM_PHONE_MAX, LIMITS.upgradePhoneMax)), { error: MESSAGES.invalidPhone }),
      MarketingDiretto: consent('MarketingDiretto'),
      ComunicazioneTerzi: consent('ComunicazioneTerzi'),
      Statistiche: consent('Statistiche'),
      Profilazione: consent('Profilazione'),
      FormFields: crmLeadFormFields.prefault({}),
    },
    { error: 'Richiesta non valida: serve un oggetto JSON con i dati del contatto.' },
  )
  .superRefine((b, ctx) => {
    const form = isLeadFormType(b.TipoForm) ? LEAD_FORM_TYPES[b.TipoForm] : undefined;
    if (!form) return;
    // The campaign is not checked against the form type's: the CMS's Form Campaign may change it
    // (spec 3 §3, `leadCampaign` in @club/wire lead-forms).
    // The upgrade form's phone may have up to 20 digits (spec 2 §5), every other form's up to 16.
    const phoneMax = form.variant === 'upgrade' ? LIMITS.upgradePhoneMax : CONTACT_FORM_PHONE_MAX;
    if (b.CellulareCliente.length > phoneMax) ctx.addIssue({ code: 'custom', path: ['CellulareCliente'], message: MESSAGES.invalidPhone });
    const needsName = form.variant !== 'homeCare' && form.variant !== 'upgrade' && form.variant !== 'marketing';
    if (needsName && !b.NomeCliente) ctx.addIssue({ code: 'custom', path: ['NomeCliente'], message: MESSAGES.required });
    if (needsName && !b.CognomeCliente) ctx.addIssue({ code: 'custom', path: ['CognomeCliente'], message: MESSAGES.required });
    if ((form.variant === 'support' || form.variant === 'service' || form.variant === 'account') && !b.FormFields.note) {
      ctx.addIssue({ code: 'custom', path: ['FormFields', 'note'], message: MESSAGES.required });
    }
    if (form.variant === 'fitness' && !b.FormFields.club) ctx.addIssue({ code: 'custom', path: ['FormFields', 'club'], message: MESSAGES.required });
    // The marketing form books an appointment (spec 3 §9); the account form asks date and place of birth (spec 1 §5).
    if (form.variant === 'marketing' && !b.FormFields.giorni_richiesta) ctx.addIssue({ code: 'custom', path: ['FormFields', 'giorni_richiesta'], message: MESSAGES.required });
    if (form.variant === 'account' && !b.FormFields.dataNascita) ctx.addIssue({ code: 'custom', path: ['FormFields', 'dataNascita'], message: MESSAGES.required });
    if (form.variant === 'account' && !b.FormFields.luogoNascita) ctx.addIssue({ code: 'custom', path: ['FormFields', 'luogoNascita'], message: MESSAGES.required });
  });
export type CrmLeadPayload = z.input<typeof crmLeadBody>;
export type CrmLeadBody = z.output<typeof crmLeadBody>;

/** The stored lead. */
export const crmLeadAnswer = z.object({ id: z.string(), createdAt: z.string() });

/** Spec 3 §7 GET /Forms/FitnessCenter (shape not shown in the spec): the fitness network's branches. */
export const fitnessCenter = z.object({
  id: z.string(),
  nome: z.string(),
  citta: z.string(),
  provincia: z.string(),
  indirizzo: z.string(),
});
export type FitnessCenter = z.output<typeof fitnessCenter>;

export const createLeadRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/Forms/CreaClubLead',
  memberOnlyWrite: true,
  summary: 'Stores a lead of a contact form (support, services, fitness, home care); Idempotency-Key required',
  auth: 'optional',
  body: crmLeadBody,
  response: crmLeadAnswer,
  status: 201,
  errors: {
    400: 'A field breaks its rule (Italian message), an unknown form type or fitness branch, or a missing Idempotency-Key',
    409: 'A request with the same Idempotency-Key is still running',
    422: 'The Idempotency-Key was used for another request',
    503: 'The forms service could not store the lead',
  },
});

export const fitnessCentersRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/Forms/FitnessCenter',
  sharing: 'everyone',
  summary: "The fitness network's branches for the fitness form's club select",
  auth: 'none',
  response: z.array(fitnessCenter),
});
