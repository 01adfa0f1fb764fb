import type { ContactDataResolvers } from '../generated/resolvers-types';

/** The contact data (datiContatto) of GET /CRM/Utente/Consistenza. */
export const ContactData: ContactDataResolvers = {
  profession: (d) => d.professione,
  professionDetailId: (d) => d.professioneDettaglio?.id ?? null,
  specializationIds: (d) => d.specializzazioniContatto.map((s) => s.id),
};
