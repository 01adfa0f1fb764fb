import { z } from 'zod';
import { route } from '../route';
import { userSubscription } from './auth';

// The signed-in member's CRM data and the consent of the login dialog (upstream/README.md 'CRM').

/** One wallet of GET /CRM/Utente/Portafogli; `stato.numero` is the per-service Stato (1 active, 2 being reactivated, 0 closed). */
export const walletRecord = z.object({
  codice: z.string(),
  stato: z.object({ attivo: z.boolean(), numero: z.number().int() }),
  servizio: z.object({ stato: z.object({ attivo: z.boolean() }) }),
  saldo: z.number(),
  utilizzoTotale: z.number(),
  creditoIniziale: z.number(),
  bonus: z.object({ creditiBonus: z.number() }),
});
export type WalletRecord = z.output<typeof walletRecord>;

/** An { id, nome } pair: a specialisation, a health-profession detail, a specialisation family. */
export const idNome = z.object({ id: z.string(), nome: z.string() });
export type IdNome = z.output<typeof idNome>;

/** The member's profession as GET /CRM/Utente/Consistenza answers it. */
export const contactProfession = z.object({
  id: z.string(),
  codice: z.string(),
  descrizione: z.string(),
  signupEnabled: z.boolean(),
  isAltraProfessioneSanitaria: z.boolean(),
});
export type ContactProfession = z.output<typeof contactProfession>;

/** The last subscription record; null for a member who never subscribed (REGISTRATO). */
export const lastSubscription = z.object({
  stato: z.object({ attivo: z.boolean() }),
  cpqProductName: z.string(),
  dataInizio: z.string(),
  dataFine: z.string().nullable(),
  isConvenzione: z.boolean(),
});
export type LastSubscriptionRecord = z.output<typeof lastSubscription>;

export const contactData = z.object({
  codiceCliente: z.string(),
  codiceFiscale: z.string().nullable(),
  dataNascita: z.string().nullable(),
  cellulare: z.string().nullable(),
  email: z.string().nullable(),
  professione: contactProfession.nullable(),
  professioneDettaglio: idNome.nullable(),
  specializzazioniContatto: z.array(idNome),
});
export type ContactDataRecord = z.output<typeof contactData>;

/** GET /CRM/Utente/Consistenza. */
export const consistency = z.object({ ultimaSottoscrizioneContatto: lastSubscription.nullable(), datiContatto: contactData });
export type Consistency = z.output<typeof consistency>;

const flag = (field: string) => z.boolean({ error: `Il campo ${field} deve essere true o false.` }).optional();

/** PUT /CRM/Utente/Condizioni body; customerCode defaults to the token's customer. */
export const conditionsBody = z.object(
  {
    customerCode: z.string({ error: 'Il campo customerCode deve essere un testo.' }).trim().min(1, 'Il campo customerCode è vuoto.').optional(),
    acknowledgment: flag('acknowledgment'),
    conditionOfUse: flag('conditionOfUse'),
    acceptanceCondition: flag('acceptanceCondition'),
  },
  { error: 'Richiesta non valida: serve un oggetto JSON con customerCode e i consensi.' },
);
export type ConditionsBody = z.input<typeof conditionsBody>;

/** The answer of the member's writes. */
export const crmOkAnswer = z.object({ ok: z.literal(true) });

export const userRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/Utente',
  summary: "The member's user info: subscription type, wallets with their Stato, promo codes, groups",
  auth: 'required',
  response: userSubscription,
  errors: { 401: 'No valid session token' },
});

export const consistencyRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/Utente/Consistenza',
  summary: "The member's last subscription and contact data (profession, detail, specialisations)",
  auth: 'required',
  response: consistency,
  errors: { 401: 'No valid session token' },
});

export const walletsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/Utente/Portafogli',
  summary: "The member's wallets in the spec's order ([] without any)",
  auth: 'required',
  response: z.array(walletRecord),
  errors: { 401: 'No valid session token' },
});

export const acceptanceConditionsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/Utente/Sottoscrizione',
  summary: "The acceptance conditions naming the member's product (session or login consent token)",
  auth: 'required',
  response: z.object({ condizioniAdesione: z.string() }),
  errors: { 401: 'No valid session or consent token' },
});

export const conditionsOfUseRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/CondizioniUso',
  summary: 'The terms of use text',
  auth: 'none',
  response: z.object({ text: z.string() }),
});

export const saveConditionsRoute = route({
  family: 'crm',
  method: 'PUT',
  path: '/CRM/Utente/Condizioni',
  memberOnlyWrite: true,
  summary: 'Saves the consent demanded at login (session or login consent token; idempotent)',
  auth: 'required',
  body: conditionsBody,
  response: crmOkAnswer,
  errors: {
    400: 'A demanded consent is not true, or a malformed body',
    401: 'No valid session or consent token',
    403: "customerCode is not the token's customer",
  },
});
