/** Payloads of the upstream auth and CRM families, as upstream/README.md ('Auth', 'CRM') defines them. */

export interface UpstreamUserSubscription {
  username: string;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  clientCode: string;
  cardCode: string | null;
  conventionOrder: string | null;
  registrationDate: string | null;
  fiscalCode: string | null;
  subscriptionType: string;
  promoCodes: string[];
  groups: string[];
  isAPS: boolean;
  expiration: { isExpired: boolean; expDate: string | null; oldExpiration: string | null } | null;
  /** Codes of the active wallets. */
  portafogliAttivi: string[];
  /** Every wallet with its per-service Stato number (spec 3 §3). */
  servizi?: { codice: string; attivo: boolean; stato: number | null }[];
}

export interface UpstreamLoginResponse {
  token: string | null;
  userSubscription: UpstreamUserSubscription;
  mustAcceptAcknowledgment: boolean;
  mustAcceptConditionOfUse: boolean;
  mustAcceptAcceptanceCondition: boolean;
  customerCode: string;
  consentToken: string | null;
}

export interface UpstreamWallet {
  codice: string;
  stato: { attivo: boolean; numero: number | null };
  servizio: { stato: { attivo: boolean } };
  saldo: number | null;
  utilizzoTotale: number | null;
  creditoIniziale: number | null;
  bonus: { creditiBonus: number | null } | null;
}

export interface UpstreamConsistency {
  ultimaSottoscrizioneContatto: {
    stato: { attivo: boolean };
    cpqProductName: string | null;
    dataInizio: string | null;
    dataFine: string | null;
    isConvenzione?: boolean;
  } | null;
  datiContatto: {
    professione: { id: string; codice: string | null; descrizione: string | null } | null;
    professioneDettaglio: { id: string } | null;
    specializzazioniContatto: { id: string; nome?: string }[];
  } | null;
}

export interface UpstreamConsentBody {
  customerCode?: string;
  acknowledgment: boolean;
  conditionOfUse: boolean;
  acceptanceCondition: boolean;
}
