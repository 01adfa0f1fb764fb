/**
 * Lead forms of the services area (spec 3 §3 'Form types and campaigns', §5 support form and 'Other
 * contact forms'): which form types exist, their fixed campaign and the shape (variant) of each.
 * The portal's form rules (`@club/validation` lead.ts) and the CRM's lead contract
 * (`@club/contracts` crm/leads.ts) both read them.
 */

/** Spec 3 §3: the source of every lead is ARCLUB. */
export const LEAD_SOURCE = 'ARCLUB';

/** The shapes of lead form (which fields it shows). */
export type LeadFormVariant = 'service' | 'fitness' | 'homeCare' | 'support' | 'assistant' | 'upgrade' | 'marketing' | 'account';

/**
 * Spec 3 §3 form types with their fixed campaign (fonteCampagna) and variant. The support form,
 * the home-care info form, the profile's assistant form and the light-and-gas information form have
 * no type named in the spec: 'richiesta-assistenza', 'richiesta-info-pharmacare',
 * 'richiesta-assistente-profilo' and 'richiesta-luce-gas' are ours (docs/spec-coverage.md).
 */
export const LEAD_FORM_TYPES = {
  // Spec 2 §5 'Lead form in the upgrade section': e-mail, phone and privacy only.
  'upgrade-das': { variant: 'upgrade', campaign: null },
  'lettera-diffida': { variant: 'service', campaign: null },
  'richiesta-viaggi': { variant: 'service', campaign: null },
  'network-avvocati': { variant: 'service', campaign: 'prass_arc' },
  'pronto-assicuratore': { variant: 'service', campaign: 'prass_arc' },
  'richiesta-parere-legale': { variant: 'service', campaign: 'formpl' },
  // A form built from the CMS's form definition with the spec 1 §5 fields no other form has (date
  // and place of birth, username, password): the first-opinion account request (ours, see below).
  'first-opinion': { variant: 'account', campaign: null },
  'Richiesta-FitnessNetwork': { variant: 'fitness', campaign: 'formcfni' },
  'richiesta-tutela-legale-das': { variant: 'service', campaign: 'formtldas' },
  'consulenza-legale': { variant: 'service', campaign: null },
  'richiesta-assistenza': { variant: 'support', campaign: null },
  'richiesta-info-pharmacare': { variant: 'homeCare', campaign: null },
  'richiesta-assistente-profilo': { variant: 'assistant', campaign: null },
  'richiesta-luce-gas': { variant: 'service', campaign: null },
  // Spec 1 §4 'Marketing form' (spec 3 §9 appointment booking with a morning or afternoon window).
  'prenotazione-appuntamento': { variant: 'marketing', campaign: null },
} as const satisfies Record<string, { variant: LeadFormVariant; campaign: string | null }>;

export type LeadFormType = keyof typeof LEAD_FORM_TYPES;
export const SUPPORT_FORM_TYPE: LeadFormType = 'richiesta-assistenza';
export const HOME_CARE_FORM_TYPE: LeadFormType = 'richiesta-info-pharmacare';
export const FITNESS_FORM_TYPE: LeadFormType = 'Richiesta-FitnessNetwork';
/** Spec 3 §5/§6: the assistant contact form of the profile (/profilo/assistenza), trial and premium only. */
export const PROFILE_ASSISTANT_FORM_TYPE: LeadFormType = 'richiesta-assistente-profilo';
/** Spec 1 §4 'Marketing form': the appointment booking of /assistenza (form type ours). */
export const MARKETING_FORM_TYPE: LeadFormType = 'prenotazione-appuntamento';
/** The account request form built from the CMS definition (first-opinion, spec 3 §3). */
export const ACCOUNT_FORM_TYPE: LeadFormType = 'first-opinion';
/**
 * Spec 3 §3 'Support request payload' CodiceMkt, §9 'Support marketing code and form type are
 * constants (values not shown)': the support lead's marketing code (value ours).
 */
export const SUPPORT_MARKETING_CODE = 'MKT-ASSISTENZA-ARCLUB';
/** Spec 3 §2 light and gas: the information form of /servizi/convenzioni/luce-gas (a service form, no campaign). */
export const LIGHT_AND_GAS_FORM_TYPE: LeadFormType = 'richiesta-luce-gas';

export function isLeadFormType(v: string): v is LeadFormType {
  return Object.prototype.hasOwnProperty.call(LEAD_FORM_TYPES, v);
}

/**
 * Which campaign a lead carries. Spec 3 §3 gives the form types' campaigns and, separately, a
 * content-managed form config with its own Form Campaign. Two readings: the list is a rule the CMS
 * must match (a form whose campaign the editors changed is refused), or the list gives the campaigns
 * the content starts with and the CMS's Form Campaign is the one sent. We take the second
 * (docs/spec-coverage.md 'Readings chosen'): a campaign changed in the CMS goes out as written, and
 * the list's campaign is sent when the form gives none.
 */
export const CMS_FORM_CAMPAIGN_WINS = true;

/** The campaign sent for a lead of `formType`: the form's own (the CMS's Form Campaign) or, without one, the fixed one. */
export function leadCampaign(formType: LeadFormType, given: string | null | undefined): string | null {
  const own = given?.trim() || null;
  const fixed = LEAD_FORM_TYPES[formType].campaign;
  return CMS_FORM_CAMPAIGN_WINS ? (own ?? fixed) : (fixed ?? own);
}

/**
 * Spec 3 §5 'Other contact forms': mobile capped at 15 or 16 (two readings). We keep 16, the cap of
 * the shared lead-form rule (spec 1 §5), so one phone rule serves every lead form.
 */
export const CONTACT_FORM_PHONE_MAX = 16;

/** Spec 3 §5 support form consents: Si/No (or not selected). */
export const CONSENT_CHOICES = ['SI', 'NO'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
