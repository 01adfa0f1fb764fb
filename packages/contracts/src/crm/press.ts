import { z } from 'zod';
import { route } from '../route';
import { crmOkAnswer, idNome } from './user';

// World Scientific Press (spec 3 §3 'Scientific press article', 'Specialization family', 'Category'; §7 PubMed calls).

/** An ISO calendar date, yyyy-MM-dd. */
const pressDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });

/** The most articles one search answers with (newest first): the page shows them 6 at a time. */
export const PRESS_SEARCH_MAX_RESULTS = 120;

/** Spec 3 §3 'Scientific press article'. */
export const pressArticle = z.object({
  artXmlId: z.string(),
  artXmlTitle: z.string(),
  artXmlPubdate: z.string(),
  artXmlAuthor: z.string().nullable(),
  artXmlDescription: z.string().nullable(),
  artXmlLink: z.string(),
});
export type PressArticleRecord = z.output<typeof pressArticle>;

/** Spec 3 §3 'Category: speIdExtrapola, speName'. */
export const pressCategory = z.object({ speIdExtrapola: z.number().int(), speName: z.string() });
export type PressCategoryRecord = z.output<typeof pressCategory>;

/** POST /PubMed/Articoli body (spec 3 §7): dataDa, dataA, categoria (number), descrizione. */
export const pressSearchBody = z
  .object({
    dataDa: pressDate('dataDa deve essere una data nel formato aaaa-mm-gg.'),
    dataA: pressDate('dataA deve essere una data nel formato aaaa-mm-gg.'),
    categoria: z.number({ error: 'categoria deve essere un numero.' }).int({ error: 'categoria deve essere un numero.' }),
    descrizione: z.string({ error: 'descrizione deve essere un testo.' }).max(200, { error: 'descrizione ha al massimo 200 caratteri.' }).optional(),
  })
  .refine((b) => b.dataDa <= b.dataA, { error: 'dataDa non può essere successiva a dataA.' });
export type PressSearchBody = z.input<typeof pressSearchBody>;

/** POST /PubMed/Articoli/Categorie body (spec 3 §7): the download, process and public flags. */
export const pressCategoriesBody = z.object({ download: z.boolean().optional(), process: z.boolean().optional(), public: z.boolean().optional() });

/** POST /PubMed/Utente/RassegneStampa/update body (spec 3 §7). */
export const pressNewsletterUpdateBody = z.object({
  subscribeFamigliaSpecializzazioneIdList: z.array(z.string(), { error: 'subscribeFamigliaSpecializzazioneIdList deve essere una lista.' }),
  unsubscribeFamigliaSpecializzazioneIdList: z.array(z.string(), { error: 'unsubscribeFamigliaSpecializzazioneIdList deve essere una lista.' }),
});
export type PressNewsletterUpdateBody = z.input<typeof pressNewsletterUpdateBody>;

const PRESS_ERRORS = { 401: 'No valid session token', 403: 'The member has no active pubmed wallet' } as const;

export const pressArticlesRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/PubMed/Articoli',
  summary: 'Scientific press articles of a category published between two dates, matching an optional keyword (title or description)',
  auth: 'required',
  body: pressSearchBody,
  response: z.array(pressArticle),
  errors: { 400: 'Malformed dates, category or keyword', ...PRESS_ERRORS },
});

export const pressCategoriesRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/PubMed/Articoli/Categorie',
  summary: 'The scientific press categories (specializations) a search may choose',
  auth: 'required',
  body: pressCategoriesBody,
  response: z.array(pressCategory),
  errors: PRESS_ERRORS,
});

export const pressNewsletterRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/PubMed/Utente/RassegneStampa',
  summary: "The specialization families of the member's scientific press newsletter",
  auth: 'required',
  response: z.array(idNome),
  errors: PRESS_ERRORS,
});

export const pressNewsletterUpdateRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/PubMed/Utente/RassegneStampa/update',
  summary: "Subscribes and unsubscribes specialization families of the member's newsletter (at most 3 in all)",
  auth: 'required',
  body: pressNewsletterUpdateBody,
  response: crmOkAnswer,
  errors: { 400: 'Unknown family or more than 3 families', ...PRESS_ERRORS },
});
