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
    professione: { id: string; codice: string | null; descrizione: string | null; signupEnabled?: boolean } | null;
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

/** GET /contact/jump2wl/check: true when the datum is on file. */
export interface UpstreamContactCheck {
  fiscalCodePresent: boolean;
  privacyHomnyaPresent: boolean;
  termsConditionsPresent: boolean;
  professionPresent: boolean;
  professionDetailPresent: boolean;
  specializationPresent: boolean;
}

/** PUT /contact/jump2wl (spec 2 §3 update-contact payload); absent fields stay as they are. */
export interface UpstreamUpdateContactBody {
  codiceFiscale?: string;
  profession?: string;
  professioneDettaglio?: string;
  specialization?: string[];
  privacyHomnya?: boolean;
  termsCondition?: boolean;
}

/** GET /CRM/professione/attive item. */
export interface UpstreamProfession {
  id: string;
  codice: string;
  descrizione: string;
  signupEnabled: boolean;
}

/** A specialisation or health-profession detail. */
export interface UpstreamNamed {
  id: string;
  nome: string;
}

/** GET /CRM/FamiglieSpecializzazione item. */
export interface UpstreamSpecializationFamily extends UpstreamNamed {
  specializzazioni: UpstreamNamed[];
}

/** GET /CRM/professione/{id}. */
export interface UpstreamProfessionDetails {
  id: string;
  codice: string;
  descrizione: string;
  dettagli: UpstreamNamed[];
}

/** One public card of GET /professionallist/professionalcards. */
export interface UpstreamProfessionalCard {
  id: string;
  firstName: string;
  lastName: string;
  profession: { id: string; codice: string; descrizione: string };
  professionDetail: { id: string; nome: string } | null;
  specializations: { id: string; nome: string }[];
  province: string | null;
  city: string | null;
  presentationText: string | null;
  createdAt: string;
  /** Only when the bearer is a Premium member's session; absent in older answers. */
  contacts?: { email: string | null; phone: string | null } | null;
}

/** GET /professionallist/professionalcards (spec 2 §3 'Professional directory'). */
export interface UpstreamProfessionalCardList {
  professionalCards: UpstreamProfessionalCard[];
  suggested: UpstreamProfessionalCard[];
  pages: number;
  totalRecords: number | null;
}

/** Query of the directory listing; professionType is the category code (857920003 / 857920006). */
export interface UpstreamProfessionalCardQuery {
  take: number;
  page: number;
  text?: string;
  professionType?: string;
  province?: string;
}
