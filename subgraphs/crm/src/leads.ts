import type { CrmLeadPayload } from '@club/contracts';
import { canUseLegalConsultationForm, canUseProfileAssistantForm, isSignedInMember, LEGAL_CONSULTATION_FORM_TYPE } from '@club/policy';
import { badInput, forbidden, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { LEAD_FORM_TYPES, LEAD_SOURCE, LEAD_VARIANT_SCHEMAS, SUPPORT_MARKETING_CODE, leadCampaign, appointmentRequest, isLeadFormType, type AppointmentWindow } from '@club/validation';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from './context';
import type { LeadInput } from './generated/resolvers-types';
import { withMessage } from './upstream-errors';

/** Spec 3 §3 lead forms: messages of the crm subgraph about leads. */
export const LEAD_MESSAGES = {
  unknownFormType: 'Tipo di form sconosciuto.',
  failed: 'Invio della richiesta non riuscito.',
  fitnessCentersFailed: 'Errore nel caricamento dei centri fitness.',
  assistantLogin: "Accedi per contattare l'assistente.",
  assistantRefused: "Il modulo di contatto dell'assistente è riservato agli abbonati Trial e Premium.",
  legalConsultationLogin: 'Accedi per richiedere una consulenza legale.',
  legalConsultationRefused: 'La richiesta di consulenza legale è riservata a chi ha attivo il servizio di consulenza legale.',
} as const;

/** The form's values as the validation schemas read them (a select or consent not chosen is ''). */
function formValues(input: LeadInput, fiscalCodeOnFile: string | null): Record<string, unknown> {
  return {
    nome: input.nome ?? '',
    cognome: input.cognome ?? '',
    email: input.email,
    cellulare: input.cellulare,
    note: input.note ?? '',
    // Spec 3 §5: the fiscal code on file is prefilled and read-only, so it is the one sent.
    codiceFiscale: fiscalCodeOnFile ?? input.codiceFiscale ?? '',
    club: input.club ?? '',
    marketingDiretto: input.marketingDiretto ?? '',
    comunicazioneTerzi: input.comunicazioneTerzi ?? '',
    statistiche: input.statistiche ?? '',
    profilazione: input.profilazione ?? '',
    privacy: input.privacy,
    // The forms built from a definition (spec 1 §5) and the marketing form (spec 1 §3).
    dateOfBirth: input.dateOfBirth ?? '',
    placeOfBirth: input.placeOfBirth ?? '',
    username: input.username ?? '',
    // The password has no rule (spec 1 §5) and arrives encrypted: it is passed on, not checked.
    password: '',
    codiceCliente: input.codiceCliente ?? '',
    professione: input.professione ?? '',
    ...appointment(input.giorniRichiesta),
  };
}

/** The marketing form's appointment, '{day} {window}' (spec 3 §9), as the schema's giorno and fascia. */
function appointment(giorniRichiesta: string | null | undefined): { giorno: string; fascia: string } {
  const [giorno = '', fascia = ''] = (giorniRichiesta ?? '').trim().split(/\s+/);
  return { giorno, fascia };
}

/** A schema field's name as the LeadInput names it (extensions.field). */
const INPUT_FIELD: Record<string, string> = { giorno: 'giorniRichiesta', fascia: 'giorniRichiesta', password: 'encryptedPassword' };

/** Spec 3 §3 FormFields 'tracking data': the navigation history and utm values every lead carries, capped. */
function trackingFields(input: LeadInput) {
  const cap = (value: string | null | undefined, max: number) => (value?.trim() ? value.trim().slice(0, max) : null);
  return {
    navHistoryRef: cap(input.navHistoryRef, 500),
    navHistoryCurr: cap(input.navHistoryCurr, 500),
    utm_source: cap(input.utm?.source, 200),
    utm_medium: cap(input.utm?.medium, 200),
    utm_campaign: cap(input.utm?.campaign, 200),
    utm_term: cap(input.utm?.term, 200),
    utm_content: cap(input.utm?.content, 200),
  };
}

/**
 * createLead: the form type decides the rules (packages/validation, the same schema the web form
 * runs), the first broken rule is BAD_USER_INPUT with its message and field, and nothing is sent.
 * The upstream write carries the key derived from the client's Idempotency-Key.
 */
export async function createLead(input: LeadInput, context: Context, info: GraphQLResolveInfo) {
  const formType = input.formType.trim();
  if (!isLeadFormType(formType)) throw badInput(LEAD_MESSAGES.unknownFormType, 'formType');
  const form = LEAD_FORM_TYPES[formType];
  // The form's campaign as the CMS configures it (Form Campaign), else the form type's (spec 3 §3).
  const campaign = leadCampaign(formType, input.campaign);

  // Spec 3 §6: the legal consultation form needs the legal consultancy portfolio (the cms withholds
  // the form from the page; the same rule refuses the lead here, before anything is sent).
  if (formType === LEGAL_CONSULTATION_FORM_TYPE) requireLegalConsultation(context);

  const api = context.dataSources.crm;
  // Spec 3 §6: the profile's assistant form is for trial and premium only; its lead carries the
  // member's own name from the account, never a name typed in the form.
  const assistant = form.variant === 'assistant' ? await assistantFormMember(context) : null;
  const onFile = form.variant === 'support' && isSignedInMember(context.viewer) && context.viewer.hasFiscalCode
    ? await withMessage(() => api.user(), LEAD_MESSAGES.failed).then((u) => u.fiscalCode ?? null)
    : null;

  const schema = LEAD_VARIANT_SCHEMAS[form.variant];
  const all = formValues(input, onFile);
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, all[k]])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw badInput(issue.message, INPUT_FIELD[name] ?? name);
  }
  const v = parsed.data as Partial<Record<string, string | boolean | null | undefined>>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const body: CrmLeadPayload = {
    TipoForm: formType,
    // Spec 3 §3, §9: the support lead carries the support marketing code (a constant).
    CodiceMkt: form.variant === 'support' ? SUPPORT_MARKETING_CODE : null,
    Fonte: LEAD_SOURCE,
    CodificaCampagna: campaign,
    PresaVisione: true,
    NomeCliente: assistant?.name ?? text(v.nome),
    CognomeCliente: assistant?.surname ?? text(v.cognome),
    EmailCliente: String(v.email),
    CellulareCliente: String(v.cellulare),
    MarketingDiretto: (v.marketingDiretto as 'SI' | 'NO' | null | undefined) ?? null,
    ComunicazioneTerzi: (v.comunicazioneTerzi as 'SI' | 'NO' | null | undefined) ?? null,
    Statistiche: (v.statistiche as 'SI' | 'NO' | null | undefined) ?? null,
    Profilazione: (v.profilazione as 'SI' | 'NO' | null | undefined) ?? null,
    FormFields: {
      fiscalCode: text(v.codiceFiscale) ?? undefined,
      note: text(v.note),
      club: text(v.club),
      giorni_richiesta: form.variant === 'marketing' ? appointmentRequest(String(v.giorno), v.fascia as AppointmentWindow) : text(input.giorniRichiesta?.trim()),
      url: text(input.pageUrl?.slice(0, 500)),
      event_id: text(input.eventId?.slice(0, 100)),
      ...trackingFields(input),
      dataNascita: text(v.dateOfBirth),
      luogoNascita: text(v.placeOfBirth),
      username: text(v.username),
      password: form.variant === 'account' ? text(input.encryptedPassword?.slice(0, 1000)) : null,
      codiceCliente: text(v.codiceCliente),
      professione: text(v.professione),
    },
  };
  const key = upstreamWriteKey(context.viewer, info);
  // The service's own 400 (an unknown fitness branch…) passes with its message.
  return withMessage(() => api.createLead(body, key), LEAD_MESSAGES.failed, ['BAD_USER_INPUT']);
}

/** Refuses the legal consultation form to a visitor (log in) and to a member without the legal consultancy portfolio (policy). */
function requireLegalConsultation(context: Context): void {
  const member = requireViewer(context.viewer, isSignedInMember, LEAD_MESSAGES.legalConsultationLogin);
  if (!canUseLegalConsultationForm(member)) throw forbidden(LEAD_MESSAGES.legalConsultationRefused, 'WALLET_REQUIRED');
}

/** The member sending the profile's assistant form, refused unless trial or premium (policy). */
async function assistantFormMember(context: Context): Promise<{ name: string | null; surname: string | null }> {
  const member = requireViewer(context.viewer, isSignedInMember, LEAD_MESSAGES.assistantLogin);
  if (!canUseProfileAssistantForm(member)) throw forbidden(LEAD_MESSAGES.assistantRefused, 'UPGRADE_REQUIRED');
  const user = await withMessage(() => context.dataSources.crm.user(), LEAD_MESSAGES.failed);
  return { name: user.name ?? null, surname: user.surname ?? null };
}
