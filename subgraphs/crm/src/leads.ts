import type { CrmLeadPayload } from '@club/contracts';
import { LEGAL_CONSULTATION_FORM_TYPE, canUseLegalConsultationForm, canUseProfileAssistantForm } from '@club/policy';
import { badInput, forbidden, isMember, requireMember, upstreamWriteKey } from '@club/subgraph-kit';
import { LEAD_FORM_TYPES, LEAD_SOURCE, LEAD_VARIANT_SCHEMAS, isLeadFormType } from '@club/validation';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from './context';
import type { LeadInput } from './generated/resolvers-types';
import { withMessage } from './upstream-errors';

/** Spec 3 §3 lead forms: messages of the crm subgraph about leads. */
export const LEAD_MESSAGES = {
  unknownFormType: 'Tipo di form sconosciuto.',
  wrongCampaign: (formType: string, campaign: string) => `La campagna del form ${formType} è ${campaign}.`,
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
  const given = input.campaign?.trim() || null;
  if (form.campaign !== null && given !== null && given !== form.campaign) throw badInput(LEAD_MESSAGES.wrongCampaign(formType, form.campaign), 'campaign');
  const campaign = form.campaign ?? given;

  // Spec 3 §6: the legal consultation form needs the legal consultancy portfolio (the cms withholds
  // the form from the page; the same rule refuses the lead here, before anything is sent).
  if (formType === LEGAL_CONSULTATION_FORM_TYPE) requireLegalConsultation(context);

  const api = context.dataSources.crm;
  // Spec 3 §6: the profile's assistant form is for trial and premium only; its lead carries the
  // member's own name from the account, never a name typed in the form.
  const assistant = form.variant === 'assistant' ? await assistantFormMember(context) : null;
  const onFile = form.variant === 'support' && isMember(context.viewer) && context.viewer.hasFiscalCode
    ? await withMessage(() => api.user(), LEAD_MESSAGES.failed).then((u) => u.fiscalCode ?? null)
    : null;

  const schema = LEAD_VARIANT_SCHEMAS[form.variant];
  const all = formValues(input, onFile);
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, all[k]])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, String(issue.path[0]));
  }
  const v = parsed.data as Partial<Record<string, string | boolean | null | undefined>>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const body: CrmLeadPayload = {
    TipoForm: formType,
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
      giorni_richiesta: text(input.giorniRichiesta?.trim()),
      url: text(input.pageUrl?.slice(0, 500)),
      event_id: text(input.eventId?.slice(0, 100)),
    },
  };
  const key = upstreamWriteKey(context.viewer, info);
  // The service's own 400 (an unknown fitness branch…) passes with its message.
  return withMessage(() => api.createLead(body, key), LEAD_MESSAGES.failed, ['BAD_USER_INPUT']);
}

/** Refuses the legal consultation form to a visitor (log in) and to a member without the legal consultancy portfolio (policy). */
function requireLegalConsultation(context: Context): void {
  const member = requireMember(context.viewer, LEAD_MESSAGES.legalConsultationLogin);
  if (!canUseLegalConsultationForm(member)) throw forbidden(LEAD_MESSAGES.legalConsultationRefused, 'WALLET_REQUIRED');
}

/** The member sending the profile's assistant form, refused unless trial or premium (policy). */
async function assistantFormMember(context: Context): Promise<{ name: string | null; surname: string | null }> {
  const member = requireMember(context.viewer, LEAD_MESSAGES.assistantLogin);
  if (!canUseProfileAssistantForm(member)) throw forbidden(LEAD_MESSAGES.assistantRefused, 'UPGRADE_REQUIRED');
  const user = await withMessage(() => context.dataSources.crm.user(), LEAD_MESSAGES.failed);
  return { name: user.name ?? null, surname: user.surname ?? null };
}
