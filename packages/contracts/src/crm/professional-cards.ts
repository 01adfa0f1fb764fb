import { z } from 'zod';
import { route } from '../route';
import { PROFESSION_CATEGORIES } from './professions';
import { idNome } from './user';

// The directory of health professionals (spec 2 §2, §3, §7 GET /professionallist/professionalcards).

/** Longest accepted free-text search. */
export const DIRECTORY_TEXT_MAX = 100;

/** Spec 2 §9 card categories: the code, or the option label the form shows (any case). */
const PROFESSION_TYPES = new Map<string, string>(PROFESSION_CATEGORIES.flatMap((p) => [[p.codice, p.codice], [p.descrizione.toLowerCase(), p.codice]]));

/** The listing's query; numbers arrive as query strings (callers may give numbers). */
export const professionalCardsQuery = z.object({
  take: z.coerce.number<number | string>({ error: 'Il parametro take deve essere un numero.' }).int('Il parametro take deve essere un intero.').min(1, 'Il parametro take va da 1 a 100.').max(100, 'Il parametro take va da 1 a 100.').default(4),
  page: z.coerce.number<number | string>({ error: 'Il parametro page deve essere un numero.' }).int('Il parametro page deve essere un intero.').min(1, 'Il parametro page parte da 1.').default(1),
  text: z.string({ error: 'Il parametro text deve essere un testo.' }).max(DIRECTORY_TEXT_MAX, `Il parametro text ha al massimo ${DIRECTORY_TEXT_MAX} caratteri.`).optional(),
  /** Category code 857920003 / 857920006 or the label 'Medico' / 'Altro professionista sanitario'; parsed to the code. */
  professionType: z
    .string({ error: 'Il parametro professionType deve essere un testo.' })
    .optional()
    .transform((v, ctx) => {
      const t = v?.trim();
      if (!t) return undefined;
      const code = PROFESSION_TYPES.get(t.toLowerCase());
      if (!code) {
        ctx.addIssue({ code: 'custom', message: 'Il parametro professionType vale 857920003 (Medico) o 857920006 (Altro professionista sanitario).' });
        return z.NEVER;
      }
      return code;
    }),
  /** Two-letter province code, any case; parsed to upper case. */
  province: z
    .string({ error: 'Il parametro province deve essere un testo.' })
    .optional()
    .transform((v, ctx) => {
      const t = v?.trim();
      if (!t) return undefined;
      if (!/^[A-Za-z]{2}$/.test(t)) {
        ctx.addIssue({ code: 'custom', message: 'Il parametro province è la sigla di due lettere della provincia.' });
        return z.NEVER;
      }
      return t.toUpperCase();
    }),
  isPharmacare: z.enum(['true', 'false'], { error: 'Il parametro isPharmacare vale true o false.' }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});
/** What a caller may send. */
export type ProfessionalCardsQuery = z.input<typeof professionalCardsQuery>;

/** A public card; `contacts` only when the bearer is a Premium member's session (spec 2 §9), else null. */
export const professionalCard = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.object({ id: z.string(), codice: z.string(), descrizione: z.string() }),
  professionDetail: idNome.nullable(),
  specializations: z.array(idNome),
  province: z.string(),
  city: z.string(),
  presentationText: z.string(),
  visibility: z.string(),
  isPharmacare: z.boolean(),
  createdAt: z.string(),
  contacts: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
});
export type ProfessionalCard = z.output<typeof professionalCard>;

/** `totalRecords` is null and `pages` 0 when the filtered set is empty; `suggested` then holds the newest cards. */
export const professionalCardList = z.object({
  professionalCards: z.array(professionalCard),
  suggested: z.array(professionalCard),
  pages: z.number().int(),
  totalRecords: z.number().int().nullable(),
});
export type ProfessionalCardList = z.output<typeof professionalCardList>;

export const professionalCardsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/professionallist/professionalcards',
  sharing: 'visitors',
  summary: 'One filtered page of the public professional cards, newest first',
  auth: 'optional',
  query: professionalCardsQuery,
  response: professionalCardList,
  errors: { 400: 'A malformed parameter' },
});
