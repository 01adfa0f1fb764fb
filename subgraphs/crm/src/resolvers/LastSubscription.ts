import type { LastSubscriptionResolvers } from '../generated/resolvers-types';

/** The last subscription record (ultimaSottoscrizioneContatto) of GET /CRM/Utente/Consistenza. */
export const LastSubscription: LastSubscriptionResolvers = {
  active: (s) => s.stato.attivo,
  productName: (s) => s.cpqProductName,
  startDate: (s) => s.dataInizio,
  endDate: (s) => s.dataFine,
  isConvention: (s) => s.isConvenzione,
};
