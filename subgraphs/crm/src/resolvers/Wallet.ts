import { walletLabel, walletStanding } from '@club/policy';
import type { WalletResolvers } from '../generated/resolvers-types';

/** A wallet of GET /CRM/Utente/Portafogli under the API's names. */
export const Wallet: WalletResolvers = {
  code: (w) => w.codice,
  active: (w) => w.stato.attivo,
  serviceActive: (w) => w.servizio.stato.attivo,
  status: (w) => w.stato.numero,
  balance: (w) => w.saldo,
  used: (w) => w.utilizzoTotale,
  initialCredit: (w) => w.creditoIniziale,
  bonusCredits: (w) => w.bonus.creditiBonus,
  label: (w) => walletLabel(w.codice),
  standing: (w) => walletStanding({ code: w.codice, active: w.stato.attivo, status: w.stato.numero }),
};
