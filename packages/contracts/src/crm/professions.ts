import { z } from 'zod';
import { route } from '../route';
import { idNome } from './user';

// The profession catalogue of the data-completion modal (spec 2 §7): public reference data.

/** Spec 2 §6 / spec 3 §3: the card categories, doctor and other health profession. */
export const PROFESSION_CATEGORIES = [
  { codice: '857920003', descrizione: 'Medico' },
  { codice: '857920006', descrizione: 'Altro professionista sanitario' },
] as const;

export const activeProfession = z.object({ id: z.string(), codice: z.string(), descrizione: z.string(), signupEnabled: z.boolean() });
export type ActiveProfession = z.output<typeof activeProfession>;

export const specializationFamily = idNome.extend({ specializzazioni: z.array(idNome) });
export type SpecializationFamily = z.output<typeof specializationFamily>;

/** GET /CRM/professione/{id}: the health-profession details ([] for a doctor). */
export const professionDetails = z.object({ id: z.string(), codice: z.string(), descrizione: z.string(), dettagli: z.array(idNome) });
export type ProfessionDetails = z.output<typeof professionDetails>;

export const professionsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/professione/attive',
  sharing: 'everyone',
  summary: 'The active professions',
  auth: 'none',
  response: z.array(activeProfession),
});

export const specializationFamiliesRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/FamiglieSpecializzazione',
  sharing: 'everyone',
  summary: 'The specialisation families with their specialisations, by name',
  auth: 'none',
  response: z.array(specializationFamily),
});

export const professionDetailsRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/CRM/professione/{id}',
  sharing: 'everyone',
  summary: 'A profession with its health-profession details',
  auth: 'none',
  params: z.object({ id: z.string() }),
  response: professionDetails,
  errors: { 404: 'Unknown profession' },
});
