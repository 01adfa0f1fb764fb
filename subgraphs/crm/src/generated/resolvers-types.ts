import type { GraphQLResolveInfo } from 'graphql';
import type { ViewerParent, UserParent, ExpirationParent, WalletParent, ContactDataParent, LastSubscriptionParent, ProfessionParent, ProfessionDetailParent, SpecializationParent, PressNewsletterFamilyParent, SpecializationFamilyParent, MissingFieldsParent, ConsentRequirementParent, ProfessionalCardParent, LegalCaseParent, ProfessionalContactsParent, PressArticleParent, PressCategoryParent, FitnessCenterParent, UpgradeViewParent, ProfessionalCardDraftParent, CardCertificationParent } from '../mappers';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A certification with its document (PDF or image). */
export type CardCertification = {
  __typename?: 'CardCertification';
  /** The stored document's address; null without one. */
  documentUrl: Maybe<Scalars['String']['output']>;
  /** A short-lived link of the portal that downloads the document (served by the gateway under /files/scheda, a few minutes, to its owner's session only); null without one. */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** The document's file name. */
  fileName: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Year. */
  year: Scalars['Int']['output'];
};

/** A certification as the form sends it: an existing document keeps its documentUrl; a new file is a data URL (PDF or image). */
export type CardCertificationInput = {
  /** A new file as a data URL ('data:application/pdf;base64,…'). */
  document?: InputMaybe<Scalars['String']['input']>;
  /** The existing document's address, to keep it. */
  documentUrl?: InputMaybe<Scalars['String']['input']>;
  /** File name. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Year. */
  year: Scalars['Int']['input'];
};

/** A change request of the card (spec 3 §3 changeRequests): a saved change to a card that was already complete. */
export type CardChangeRequest = {
  __typename?: 'CardChangeRequest';
  /** When it was made (ISO 8601). */
  createdOn: Scalars['String']['output'];
  /** The card's fields it changed (firstName, professions, contacts, visibility, …). */
  fields: Array<Scalars['String']['output']>;
  /** Request id. */
  id: Scalars['ID']['output'];
  /** Its state, as the CRM names it (e.g. 'Applicata'). */
  status: Scalars['String']['output'];
};

/** Where the professional works (every card) and the contacts (Premium only). */
export type CardContacts = {
  __typename?: 'CardContacts';
  /** City. */
  city: Scalars['String']['output'];
  /** E-mail shown on the card (Premium only). */
  email: Maybe<Scalars['String']['output']>;
  /** Phone shown on the card (Premium only). */
  phone: Maybe<Scalars['String']['output']>;
  /** Province code (two letters). */
  province: Scalars['String']['output'];
};

/** Contacts as the form sends them. */
export type CardContactsInput = {
  /** City. */
  city: Scalars['String']['input'];
  /** E-mail (Premium only). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone (Premium only). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Province code. */
  province: Scalars['String']['input'];
};

/** A profession of the member's card (spec 3 §3): category, up to 3 specialisations, the health-profession detail, the main one flagged. */
export type CardProfession = {
  __typename?: 'CardProfession';
  /** Health-profession detail (other health professions). */
  healthcareProfession: Maybe<ProfessionDetail>;
  /** Whether it is the main profession (exactly one). */
  mainProfession: Scalars['Boolean']['output'];
  /** Category code: 857920003 'Medico', 857920006 'Altro professionista sanitario'. */
  professionType: Scalars['String']['output'];
  /** Specialisations (up to 3, doctors). */
  specializations: Array<Specialization>;
};

/** A profession of the card, as the form sends it. */
export type CardProfessionInput = {
  /** Health-profession detail id. */
  healthcareProfessionId?: InputMaybe<Scalars['ID']['input']>;
  /** Main profession flag. */
  mainProfession: Scalars['Boolean']['input'];
  /** Category code 857920003 or 857920006. */
  professionType: Scalars['String']['input'];
  /** Specialisation ids (up to 3). */
  specializationIds: Array<Scalars['ID']['input']>;
};

/** A scientific publication of the card. */
export type CardPublication = {
  __typename?: 'CardPublication';
  /** Journal. */
  journal: Scalars['String']['output'];
  /** Link. */
  link: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Year. */
  year: Scalars['Int']['output'];
};

/** A publication as the form sends it. */
export type CardPublicationInput = {
  /** Journal. */
  journal: Scalars['String']['input'];
  /** Link. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Year. */
  year: Scalars['Int']['input'];
};

/** A degree or course of the card's training step. */
export type CardTraining = {
  __typename?: 'CardTraining';
  /** One of Laurea Triennale, Laurea Magistrale, Laurea a ciclo unico, Master, Specializzazione, Dottorato. */
  degreeType: Scalars['String']['output'];
  /** Institute. */
  institute: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Year. */
  year: Scalars['Int']['output'];
};

/** A degree as the form sends it. */
export type CardTrainingInput = {
  /** Degree type. */
  degreeType: Scalars['String']['input'];
  /** Institute. */
  institute: Scalars['String']['input'];
  /** Title. */
  title: Scalars['String']['input'];
  /** Year. */
  year: Scalars['Int']['input'];
};

/** A work experience of the card. */
export type CardWorkExperience = {
  __typename?: 'CardWorkExperience';
  /** Employer. */
  employer: Scalars['String']['output'];
  /** From year. */
  fromYear: Scalars['Int']['output'];
  /** Role. */
  role: Scalars['String']['output'];
  /** To year; null while current. */
  toYear: Maybe<Scalars['Int']['output']>;
};

/** A work experience as the form sends it. */
export type CardWorkExperienceInput = {
  /** Employer. */
  employer: Scalars['String']['input'];
  /** From year. */
  fromYear: Scalars['Int']['input'];
  /** Role. */
  role: Scalars['String']['input'];
  /** To year. */
  toYear?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of changePaymentMethod. */
export type ChangePaymentMethodResult = {
  __typename?: 'ChangePaymentMethodResult';
  /** The payment provider's page the member is sent to, a path under the portal's origin. */
  redirectUrl: Scalars['String']['output'];
};

/** Si/No answer of a consent of the support form (spec 3 §5); null when not selected. */
export type ConsentChoice =
  | 'NO'
  | 'SI';

/** Which conditions must be accepted before the login can complete. */
export type ConsentRequirement = {
  __typename?: 'ConsentRequirement';
  /** Acceptance conditions (condizioni di adesione). */
  acceptanceCondition: Scalars['Boolean']['output'];
  /** Text of the acceptance conditions. */
  acceptanceConditionsText: Maybe<Scalars['String']['output']>;
  /** Privacy acknowledgment (presa visione). */
  acknowledgment: Scalars['Boolean']['output'];
  /** Terms of use (condizioni d'uso). */
  conditionOfUse: Scalars['Boolean']['output'];
  /** Text of the terms of use. */
  conditionsOfUseText: Maybe<Scalars['String']['output']>;
  /** Short-lived token that authorises saving this consent. */
  consentToken: Scalars['String']['output'];
  /** Customer code the consent is saved for. */
  customerCode: Scalars['String']['output'];
};

/** Result of saving the consent. */
export type ConsentResult = {
  __typename?: 'ConsentResult';
  /** The server's message on failure. */
  message: Maybe<Scalars['String']['output']>;
  /** True when saved. */
  ok: Scalars['Boolean']['output'];
};

/** Contact data (datiContatto). */
export type ContactData = {
  __typename?: 'ContactData';
  /** Profession, when set. */
  profession: Maybe<Profession>;
  /** Health-profession detail id (professioneDettaglio), when set. */
  professionDetailId: Maybe<Scalars['ID']['output']>;
  /** Specialisations (up to 3). */
  specializationIds: Array<Scalars['ID']['output']>;
};

/**
 * Contact and profession data to save (spec 2 §3 update-contact payload, PUT /contact/jump2wl). Omitted fields
 * are left unchanged. With only fiscalCode, only the fiscal code rule applies (course fiscal-code modal);
 * otherwise the data-completion rules of spec 2 §5 apply to the resulting profile.
 */
export type ContactDataInput = {
  /** Fiscal code (codiceFiscale); trimmed and upper-cased, then checked ('Inserisci un Codice Fiscale valido.'). */
  fiscalCode?: InputMaybe<Scalars['String']['input']>;
  /** Privacy consent (privacyHomnya). */
  privacyHomnya?: InputMaybe<Scalars['Boolean']['input']>;
  /** Health-profession detail id (ProfessionDetail.id), for another health profession. */
  professionDetailId?: InputMaybe<Scalars['ID']['input']>;
  /** Profession id (Profession.id). */
  professionId?: InputMaybe<Scalars['ID']['input']>;
  /** Specialisation ids (Specialization.id), up to 3, for a doctor. */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Terms and conditions acceptance (termsCondition). */
  termsConditions?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The ECM credits block of the profile (spec 3 §4, §6, §9): trial or premium with an active ecm wallet. */
export type EcmCredits = {
  __typename?: 'EcmCredits';
  /** Credits available (saldo). */
  available: Scalars['Float']['output'];
  /** Bonus credits (bonus.creditiBonus), rounded to 2 decimals. */
  bonusCredits: Scalars['Float']['output'];
  /** Initial credit (creditoIniziale). */
  initialCredit: Scalars['Float']['output'];
  /** 'Plafond ECM': used plus available. */
  plafond: Scalars['Float']['output'];
  /** Whether 'Richiedi crediti extra' shows: the initial credit is positive and all of it is used. */
  showsRequestExtraCredits: Scalars['Boolean']['output'];
  /** Credits used (utilizzoTotale). */
  used: Scalars['Float']['output'];
};

/** Expiry information of a subscription. */
export type Expiration = {
  __typename?: 'Expiration';
  /** Expiry date (ISO 8601). */
  expDate: Maybe<Scalars['String']['output']>;
  /** True when the subscription has expired. */
  isExpired: Scalars['Boolean']['output'];
  /** Previous expiry date (ISO 8601), when renewed. */
  oldExpiration: Maybe<Scalars['String']['output']>;
};

/** A branch of the fitness network (spec 3 §3 'club (fitness branch)'). */
export type FitnessCenter = {
  __typename?: 'FitnessCenter';
  /** Street address. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Branch id: the value of the fitness form's club field. */
  id: Scalars['ID']['output'];
  /** Branch name. */
  name: Scalars['String']['output'];
  /** Two-letter province code. */
  province: Scalars['String']['output'];
};

/** A button of the site header, chosen by subscription type (spec 1 §6). */
export type HeaderButton = {
  __typename?: 'HeaderButton';
  /** Target path. */
  href: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['String']['output'];
  /** Label, e.g. 'Accedi'. */
  label: Scalars['String']['output'];
  /** Tracking event code fired on click, when any. */
  trackingCode: Maybe<Scalars['String']['output']>;
  /** Visual variant: primary, outline or warning. */
  variant: Scalars['String']['output'];
};

/** An invoice of the member (spec 3 §3 'Invoice'). */
export type Invoice = {
  __typename?: 'Invoice';
  /** Amount in euro. */
  amount: Scalars['Float']['output'];
  /** Invoice date (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** Portal path of the PDF (/files/fatture/{id}.pdf), served only to the member's own session; null while not issued. */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** Id (the paymentId of the download). */
  id: Scalars['ID']['output'];
  /** Whether the invoice has been issued (fatturaEmessa): only issued invoices can be downloaded. */
  issued: Scalars['Boolean']['output'];
  /** Product invoiced. */
  productName: Scalars['String']['output'];
};

/** The last subscription record of a member. */
export type LastSubscription = {
  __typename?: 'LastSubscription';
  /** Whether the subscription is active (stato.attivo). */
  active: Scalars['Boolean']['output'];
  /** End date (ISO 8601). */
  endDate: Maybe<Scalars['String']['output']>;
  /** Whether the product is a partner convention (partner logo shows only then). */
  isConvention: Scalars['Boolean']['output'];
  /** Commercial product name (cpqProductName). */
  productName: Maybe<Scalars['String']['output']>;
  /** Start date (ISO 8601). */
  startDate: Maybe<Scalars['String']['output']>;
};

/**
 * A lead from a contact form (spec 3 §3 'Support request payload', 'Form types and campaigns'). The
 * fields a form type needs are checked with the form's rules (packages/validation); the others are ignored.
 */
export type LeadInput = {
  /** Campaign (fonteCampagna); when the form type has one it must match it (network-avvocati: prass_arc…). */
  campaign?: InputMaybe<Scalars['String']['input']>;
  /** Mobile phone (Cellulare), digits only. */
  cellulare: Scalars['String']['input'];
  /** Fitness branch id (FitnessCenter.id) of the fitness form. */
  club?: InputMaybe<Scalars['String']['input']>;
  /** Customer code (spec 1 §3 marketing-form fields), 4 to 8 digits. */
  codiceCliente?: InputMaybe<Scalars['String']['input']>;
  /** Fiscal code, optional; upper-cased. For a member with one on file, the one on file is sent. */
  codiceFiscale?: InputMaybe<Scalars['String']['input']>;
  /** Surname (Cognome). */
  cognome?: InputMaybe<Scalars['String']['input']>;
  /** Consent: sharing with other companies. */
  comunicazioneTerzi?: InputMaybe<ConsentChoice>;
  /** Date of birth typed gg/mm/aaaa (spec 1 §5 dateOfBirth), sent as YYYY-MM-DD; the forms built from a definition that ask for it. */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  /** E-mail; lower-cased. */
  email: Scalars['String']['input'];
  /** Password (spec 1 §5, no rule), encrypted with the login public key (RSA-OAEP, SHA-256, base64) as at login. */
  encryptedPassword?: InputMaybe<Scalars['String']['input']>;
  /** Lead event id sent to the tag manager. */
  eventId?: InputMaybe<Scalars['String']['input']>;
  /** Form type (tipoForm) of spec 3 §3, e.g. 'richiesta-assistenza', 'network-avvocati', 'Richiesta-FitnessNetwork'. */
  formType: Scalars['String']['input'];
  /** Requested days (giorni_richiesta) of the forms that ask for them; the marketing form (prenotazione-appuntamento) sends its appointment as '{YYYY-MM-DD} {mattina|pomeriggio}' (spec 3 §9), a day it offered. */
  giorniRichiesta?: InputMaybe<Scalars['String']['input']>;
  /** Consent: direct marketing. */
  marketingDiretto?: InputMaybe<ConsentChoice>;
  /** The form's page, with its query (spec 3 §3 FormFields navHistoryCurr). */
  navHistoryCurr?: InputMaybe<Scalars['String']['input']>;
  /** The page the visitor came from before the form's page (spec 3 §3 FormFields navHistoryRef): the previous page of the visit, or the referring site's address on the landing page. */
  navHistoryRef?: InputMaybe<Scalars['String']['input']>;
  /** First name (Nome). */
  nome?: InputMaybe<Scalars['String']['input']>;
  /** Message (Il tuo messaggio), at most 999 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The page the form was sent from. */
  pageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Place of birth, at most 60 characters (spec 1 §5 placeOfBirth). */
  placeOfBirth?: InputMaybe<Scalars['String']['input']>;
  /** Privacy checkbox; must be true. */
  privacy: Scalars['Boolean']['input'];
  /** Profession (spec 1 §3 marketing-form fields). */
  professione?: InputMaybe<Scalars['String']['input']>;
  /** Consent: personalised offers. */
  profilazione?: InputMaybe<ConsentChoice>;
  /** Consent: scientific and statistical purposes. */
  statistiche?: InputMaybe<ConsentChoice>;
  /** Username, at most 100 characters (spec 1 §5). */
  username?: InputMaybe<Scalars['String']['input']>;
  /** The utm values of the visit's landing address (spec 3 §3 FormFields 'tracking data'). */
  utm?: InputMaybe<LeadUtmInput>;
};

/** A stored lead. */
export type LeadResult = {
  __typename?: 'LeadResult';
  /** When it was stored (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Lead id. */
  id: Scalars['ID']['output'];
};

/** The utm values of the landing address (each at most 200 characters). */
export type LeadUtmInput = {
  campaign?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  medium?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of leaveClub. */
export type LeaveClubResult = {
  __typename?: 'LeaveClubResult';
  /** True when the request was recorded. */
  ok: Scalars['Boolean']['output'];
  /** Id of the request. */
  requestId: Scalars['ID']['output'];
  /** When it was recorded (ISO 8601). */
  requestedAt: Scalars['String']['output'];
};

/** An active legal case of the member (spec 3 §3 'Legal case'). */
export type LegalCase = {
  __typename?: 'LegalCase';
  /** Business line (lineaDiBusiness.descrizione). */
  businessLine: Scalars['String']['output'];
  /** Court (organoGiudicanteDesc). */
  court: Scalars['String']['output'];
  /** Hearings, newest first (GET /CRM/CauseLegaliAttive/{nome}/Udienze). Error 'Errore nel servizio /CRM/CauseLegaliAttive/Udienze' when it fails. */
  hearings: Maybe<Array<LegalHearing>>;
  /** Measures (provvedimenti). */
  measures: Array<LegalMeasure>;
  /** Case name (pratica.nome). */
  name: Scalars['String']['output'];
  /** Section (sezione). */
  section: Scalars['String']['output'];
  /** Specialisation of the business line. */
  specialization: Scalars['String']['output'];
  /** Status (statoCausa). */
  status: Scalars['String']['output'];
  /** Venue (sede). */
  venue: Scalars['String']['output'];
};

/** A document of a hearing; downloadUrl is a portal path served only to the member's own session. */
export type LegalDocument = {
  __typename?: 'LegalDocument';
  /** Portal path of the PDF (/files/cause/{id}.pdf). */
  downloadUrl: Scalars['String']['output'];
  /** File name (fileSharePoint). */
  fileName: Scalars['String']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
};

/** A hearing of a legal case (spec 3 §3). */
export type LegalHearing = {
  __typename?: 'LegalHearing';
  /** Date (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** Documents. */
  documents: Array<LegalDocument>;
  /** Type (tipoUdienzaDesc). */
  type: Scalars['String']['output'];
};

/** A measure (provvedimento) of a legal case. */
export type LegalMeasure = {
  __typename?: 'LegalMeasure';
  /** Type, e.g. 'Decreto'. */
  type: Scalars['String']['output'];
  /** Value. */
  value: Scalars['String']['output'];
};

/** Public key for password encryption. */
export type LoginPublicKey = {
  __typename?: 'LoginPublicKey';
  /** RSA public key in PEM (SPKI). Encrypt the password with RSA-OAEP / SHA-256 and send it base64-encoded. */
  publicKeyPEM: Scalars['String']['output'];
};

/** Outcome of the login mutation. Expected failures are data, not errors. */
export type LoginResult = {
  __typename?: 'LoginResult';
  /** What must be accepted on CONSENT_REQUIRED. */
  consent: Maybe<ConsentRequirement>;
  /** User-facing message (Italian) for failures. */
  message: Maybe<Scalars['String']['output']>;
  /** What happened. */
  status: LoginStatus;
  /** The signed-in viewer on SUCCESS. */
  viewer: Maybe<Viewer>;
};

/** Result of a login attempt. */
export type LoginStatus =
  /** The e-mail belongs to several users: sign in with the username. */
  | 'AMBIGUOUS_EMAIL'
  /** Credentials are right but conditions must be accepted first (see consentRequired). */
  | 'CONSENT_REQUIRED'
  /** Wrong username or password. */
  | 'INVALID_CREDENTIALS'
  /** Signed in: the session cookie is set. */
  | 'SUCCESS'
  /** Too many failed logins for this account or from this address: refused, even with the right password, until the lockout ends. */
  | 'TOO_MANY_ATTEMPTS';

/** Why a registration or a trial start did not happen. */
export type MembershipRefusal =
  /** The caller is signed in already: registration is for visitors. */
  | 'ALREADY_MEMBER'
  /** An account with this e-mail exists already: sign in instead. */
  | 'EMAIL_TAKEN'
  /** The trial is only for a registered member who never had one. */
  | 'TRIAL_NOT_ELIGIBLE';

/** Outcome of registerMember, startTrial and activateTrial. Expected refusals are data; invalid fields are BAD_USER_INPUT errors with extensions.field. */
export type MembershipResult = {
  __typename?: 'MembershipResult';
  /** The Italian message for the refusal. */
  message: Maybe<Scalars['String']['output']>;
  /** True when the member is registered (and signed in: the session cookie is set) or the trial is active. */
  ok: Scalars['Boolean']['output'];
  /** Why not, when ok is false. */
  refusal: Maybe<MembershipRefusal>;
  /** The signed-in viewer after the change (subscription type, header, menu…), when ok. */
  viewer: Maybe<Viewer>;
};

/** An item of the profile menu (spec 1 §2, §6). */
export type MenuItem = {
  __typename?: 'MenuItem';
  /** Target path; '#logout' opens the logout confirmation. */
  href: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['String']['output'];
  /** Label, e.g. 'La mia formazione'. */
  label: Scalars['String']['output'];
};

/**
 * Missing-field check of the member's profile (spec 2 §3). Each flag is true when that datum is NOT on file;
 * isComplete applies the spec 2 §4 rule: a doctor needs fiscal code, privacy, terms, profession and
 * specialisation; another health profession needs the health-profession detail instead of the specialisation.
 */
export type MissingFields = {
  __typename?: 'MissingFields';
  /** No fiscal code on file. */
  fiscalCode: Scalars['Boolean']['output'];
  /** True when every datum the member's profession requires is on file (the completion modal is not needed). */
  isComplete: Scalars['Boolean']['output'];
  /** The privacy consent (privacyHomnya) has not been given. */
  privacyHomnya: Scalars['Boolean']['output'];
  /** No profession on file. */
  profession: Scalars['Boolean']['output'];
  /** No health-profession detail (professioneDettaglio) on file; required only for another health profession. */
  professionDetail: Scalars['Boolean']['output'];
  /** No specialisation on file; required only for a doctor. */
  specialization: Scalars['Boolean']['output'];
  /** The terms and conditions have not been accepted. */
  termsConditions: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves the consent demanded at login (all three must be true when demanded). */
  acceptConditions: ConsentResult;
  /** Activates the free trial (7 days) for the signed-in registered member; the new type shows on the next request (the gateway drops the cached claims). UNAUTHENTICATED for a visitor. */
  activateTrial: MembershipResult;
  /** Opens a change of payment method at the provider (POST /contact/paymentmethods): the web sends the member to redirectUrl. Members only. Failure: 'Si è verificato un errore con il servizio /paymentmethods'. */
  changePaymentMethod: ChangePaymentMethodResult;
  /** Completes the profile with the missing fiscal code and birth date ('Completa profilo', spec 3 §4, §5): only missing data may be given; birthDate typed gg/mm/aaaa, sent as YYYY-MM-DD. BAD_USER_INPUT with 'Il codice fiscale è obbligatorio' / 'La data di nascita è obbligatoria' / 'Inserisci un Codice Fiscale valido.' and extensions.field; CONFLICT when the datum is already on file. */
  completeProfile: ProfileSaveResult;
  /** Sends a lead of a contact form (spec 3 §3: every form type and campaign; source ARCLUB), for visitors and members. Send an Idempotency-Key header: a retried submission with the same key stores one lead. Invalid input: BAD_USER_INPUT with the form's Italian message and extensions.field (the LeadInput field); nothing is stored. Service failure: UPSTREAM_UNAVAILABLE 'Invio della richiesta non riuscito.'. */
  createLead: LeadResult;
  /** Sends the member's request to leave the club ('Esci dal Club', spec 3 §2). Members only (UNAUTHENTICATED for a visitor). */
  leaveClub: LeaveClubResult;
  /** Signs in. The password must be encrypted with loginPublicKey (RSA-OAEP, SHA-256, base64). On SUCCESS the gateway sets the session cookie. */
  login: LoginResult;
  /** Signs out and clears the session cookie. */
  logout: Scalars['Boolean']['output'];
  /** Reloads the signed-in member's subscription after a change made elsewhere (the payment page of a checkout): answers the fresh viewer, and the gateway drops the cached claims so every next request sees the new type. UNAUTHENTICATED for a visitor. */
  refreshSubscription: Viewer;
  /** Registers a new member (REGISTRATO) and signs them in (the gateway sets the session cookie). Visitors only. */
  registerMember: MembershipResult;
  /** Starts password recovery for an e-mail or username. */
  requestPasswordRecovery: RecoveryResult;
  /** Saves the press newsletter's families (1 to 3; BAD_USER_INPUT 'Puoi scegliere al massimo 3 specializzazioni.' beyond). FORBIDDEN (WALLET_REQUIRED) without the pubmed wallet. */
  savePressNewsletter: PressNewsletterResult;
  /** Saves the member's own card as the patch of what changed (spec 3 §5). BAD_USER_INPUT with the Italian message (e.g. a document over the size limit or not a PDF or image: the draft is kept); CONFLICT when the card changed since the draft was read. */
  saveProfessionalCard: ProfessionalCardDraft;
  /** Registers a visitor straight into the free trial (7 days, TRIAL) and signs them in. */
  startTrial: MembershipResult;
  /** Updates the phone (prefix from the list, default 0039, at most 10 digits) and, when given, the password with its confirmation, both encrypted with loginPublicKey. BAD_USER_INPUT with the message and extensions.field. */
  updateAccount: ProfileSaveResult;
  /** Saves the member's contact and profession data (magazine data-completion modal, course fiscal-code modal). Members only (UNAUTHENTICATED for a visitor). Invalid data: BAD_USER_INPUT with the form's Italian message and extensions.field (the ContactDataInput field name). Service failure: 'Errore nell'aggiornamento dei dati'. */
  updateContactData: UpdateContactResult;
};


export type MutationAcceptConditionsArgs = {
  acceptanceCondition: Scalars['Boolean']['input'];
  acknowledgment: Scalars['Boolean']['input'];
  conditionOfUse: Scalars['Boolean']['input'];
  consentToken: Scalars['String']['input'];
  customerCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCompleteProfileArgs = {
  birthDate?: InputMaybe<Scalars['String']['input']>;
  fiscalCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateLeadArgs = {
  input: LeadInput;
};


export type MutationLeaveClubArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  encryptedPassword: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRegisterMemberArgs = {
  input: RegistrationInput;
};


export type MutationRequestPasswordRecoveryArgs = {
  username: Scalars['String']['input'];
};


export type MutationSavePressNewsletterArgs = {
  familyIds: Array<Scalars['ID']['input']>;
};


export type MutationSaveProfessionalCardArgs = {
  input: ProfessionalCardInput;
};


export type MutationStartTrialArgs = {
  input: RegistrationInput;
};


export type MutationUpdateAccountArgs = {
  encryptedPassword?: InputMaybe<Scalars['String']['input']>;
  encryptedPasswordConfirmation?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  phonePrefix: Scalars['String']['input'];
};


export type MutationUpdateContactDataArgs = {
  input: ContactDataInput;
};

/** Type of a saved payment method. */
export type PaymentCardType =
  | 'MASTERCARD'
  | 'PAYPAL'
  | 'VISA';

/** A saved payment method of the member (spec 3 §3 'Payment method'); the card number is masked. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** Masked card number ('**** **** **** 1234'); null for PayPal. */
  cardNumber: Maybe<Scalars['String']['output']>;
  /** Holder. */
  cardOwner: Scalars['String']['output'];
  /** Card type. */
  cardType: PaymentCardType;
  /** Expiry (MM/YY); null for PayPal. */
  expireOn: Maybe<Scalars['String']['output']>;
  /** Whether it is the favourite method. */
  favorite: Scalars['Boolean']['output'];
};

/** The personal data of the profile page (spec 3 §3 'Contact data'). */
export type PersonalData = {
  __typename?: 'PersonalData';
  /** Birth date (YYYY-MM-DD), null when not on file. */
  birthDate: Maybe<Scalars['String']['output']>;
  /** Fiscal code, null when not on file. */
  fiscalCode: Maybe<Scalars['String']['output']>;
  /** Mobile number without prefix. */
  phone: Maybe<Scalars['String']['output']>;
  /** Phone prefix (e.g. '0039'). */
  phonePrefix: Scalars['String']['output'];
};

/** What /servizi/pubmed shows this viewer (spec 3 §4, §6), decided on the server. */
export type PressAccess = {
  __typename?: 'PressAccess';
  /** Whether the search form and the newsletter card show (an active pubmed wallet); the server refuses them otherwise. */
  canSearch: Scalars['Boolean']['output'];
  /** The header variant. */
  header: PressHeader;
};

/** A scientific press article of World Scientific Press (spec 3 §3, POST /PubMed/Articoli). */
export type PressArticle = {
  __typename?: 'PressArticle';
  /** Authors (artXmlAuthor). */
  author: Maybe<Scalars['String']['output']>;
  /** Abstract or summary (artXmlDescription). */
  description: Maybe<Scalars['String']['output']>;
  /** PubMed id (artXmlId). */
  id: Scalars['ID']['output'];
  /** Link to the article on PubMed (artXmlLink). */
  link: Scalars['String']['output'];
  /** Publication date, yyyy-MM-dd (artXmlPubdate). */
  publishedOn: Scalars['String']['output'];
  /** English title (artXmlTitle). */
  title: Scalars['String']['output'];
};

/** A specialization a press search is made in (spec 3 §3 'Category': speIdExtrapola, speName). */
export type PressCategory = {
  __typename?: 'PressCategory';
  /** speIdExtrapola. */
  id: Scalars['ID']['output'];
  /** speName, in English. */
  name: Scalars['String']['output'];
};

/** The header of /servizi/pubmed by subscription (spec 3 §4): a button for visitors and members without the service, a note with it. */
export type PressHeader = {
  __typename?: 'PressHeader';
  /** Target path of the button; null for the INCLUDED note. */
  href: Maybe<Scalars['String']['output']>;
  /** The label as the spec writes it. */
  label: Scalars['String']['output'];
  /** TRY_FREE ('Prova gratis'), UPGRADE ('Passa a Premium') or INCLUDED ('incluso nel tuo abbonamento'). */
  variant: Scalars['String']['output'];
};

/** A specialization family the member receives the press newsletter for (GET /PubMed/Utente/RassegneStampa). */
export type PressNewsletterFamily = {
  __typename?: 'PressNewsletterFamily';
  /** SpecializationFamily.id. */
  id: Scalars['ID']['output'];
  /** Name (nome). */
  name: Scalars['String']['output'];
};

/** Outcome of savePressNewsletter. */
export type PressNewsletterResult = {
  __typename?: 'PressNewsletterResult';
  /** The families the member now receives. */
  families: Array<PressNewsletterFamily>;
  /** True when saved. */
  ok: Scalars['Boolean']['output'];
};

/** A press search (spec 3 §5): dates as yyyy-MM-dd. */
export type PressSearchInput = {
  /** PressCategory.id, required. */
  categoryId: Scalars['ID']['input'];
  /** From-date, required, not later than toDate. */
  fromDate: Scalars['String']['input'];
  /** Optional English keyword, matched in the title or description. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** To-date, required, not later than today (Europe/Rome). */
  toDate: Scalars['String']['input'];
};

/** A profession (professione). */
export type Profession = {
  __typename?: 'Profession';
  /** Profession code (codice). */
  code: Maybe<Scalars['String']['output']>;
  /** Description (descrizione). */
  description: Maybe<Scalars['String']['output']>;
  /** Profession id. */
  id: Scalars['ID']['output'];
  /** True for the doctor category 'Medico' (code 857920003): it needs specialisations; other health professions need a detail. */
  isDoctor: Scalars['Boolean']['output'];
  /** Whether members may choose this profession when signing up or completing their data (signupEnabled). */
  signupEnabled: Scalars['Boolean']['output'];
};

/** A health-profession detail (professioneDettaglio) of the 'Altro professionista sanitario' category, e.g. 'Infermiere'. */
export type ProfessionDetail = {
  __typename?: 'ProfessionDetail';
  /** Detail id. */
  id: Scalars['ID']['output'];
  /** Name (nome). */
  name: Scalars['String']['output'];
};

/** Profession category of a professional card (spec 2 §9): the options of the directory filter. */
export type ProfessionType =
  /** 'Medico' (category code 857920003). */
  | 'DOCTOR'
  /** 'Altro professionista sanitario' (category code 857920006). */
  | 'OTHER_HEALTH_PROFESSION';

/** A health professional's public card in the directory (Scheda Professionale). */
export type ProfessionalCard = {
  __typename?: 'ProfessionalCard';
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** Contacts; null unless the viewer is a Premium member (spec 2 §9: registered and trial see a limited card without contacts). */
  contacts: Maybe<ProfessionalContacts>;
  /** When the card was published (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Card id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Presentation text written by the professional. */
  presentationText: Maybe<Scalars['String']['output']>;
  /** Profession (e.g. 'Medico'). */
  profession: Profession;
  /** Health-profession detail, for professions other than doctor (e.g. 'Infermiere'). */
  professionDetail: Maybe<ProfessionDetail>;
  /** Province code. */
  province: Maybe<Scalars['String']['output']>;
  /** Specialisations (up to 3). */
  specializations: Array<Specialization>;
};

/** The member's own professional card draft (spec 3 §3 'Professional card (Scheda Professionale) draft'). */
export type ProfessionalCardDraft = {
  __typename?: 'ProfessionalCardDraft';
  /** Spec 3 §6: 'full' (Premium) or 'limited' (registered, trial, ex-members). */
  accessLevel: Scalars['String']['output'];
  /** Certifications. */
  certifications: Array<CardCertification>;
  /** Spec 3 §3 changeRequests, newest first. */
  changeRequests: Array<CardChangeRequest>;
  /** Spec 3 §3 contactDataVisibility: 857920000 yes, 857920001 no, 857920002 not selected (Premium only). */
  contactDataVisibility: Scalars['Int']['output'];
  /** Where and how to reach the professional. */
  contacts: CardContacts;
  /** Whether the contacts section (e-mail, phone) is available (Premium only). */
  contactsAllowed: Scalars['Boolean']['output'];
  /** Whether the last save earned the bonus credits (once per subscription). */
  createBonus: Scalars['Boolean']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Card id once saved as a card; null for a new draft. */
  id: Maybe<Scalars['ID']['output']>;
  /** Spec 3 §3 isHiddenFlags: terms and privacy notice both accepted, so the editor no longer asks for them. */
  isHiddenFlags: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Whether the Pharmacare service is active (kept when the card is made private). */
  pharmacareActive: Scalars['Boolean']['output'];
  /** Whether the member's main profession gets Pharmacare with Premium (nurses and physiotherapists). */
  pharmacareEligible: Scalars['Boolean']['output'];
  /** Presentation text. */
  presentationText: Scalars['String']['output'];
  /** Privacy notice accepted. */
  privacyFlag: Scalars['Boolean']['output'];
  /** Professions. */
  professions: Array<CardProfession>;
  /** A short-lived link of the portal to the profile picture (its owner's session only); null without one. */
  profilePictureUrl: Maybe<Scalars['String']['output']>;
  /** Scientific publications. */
  scientificPublications: Array<CardPublication>;
  /** Spec 3 §3 status: 0 while incomplete, 1 once saved with a main profession, province and city (the member's directory card). */
  status: Scalars['Int']['output'];
  /** Spec 3 §3 step, kept by the CRM: the index of the first editor step still to complete (0 professions, 1 presentation, 2 contacts), 7 once nothing is missing. */
  step: Scalars['Int']['output'];
  /** Terms of service accepted. */
  termsOfServiceFlag: Scalars['Boolean']['output'];
  /** Training. */
  training: Array<CardTraining>;
  /** Whether the contacts section shows the upgrade prompt instead. */
  upgradeForContacts: Scalars['Boolean']['output'];
  /** The draft's version: send it back as the input's version (a stale one is CONFLICT). */
  version: Scalars['Int']['output'];
  /** 'Pubblica' or 'Privata' (spec 3 §4). */
  visibility: Scalars['String']['output'];
  /** Work experience. */
  workExperience: Array<CardWorkExperience>;
};

/** The whole card as the form holds it, with the version of the draft it was read from. */
export type ProfessionalCardInput = {
  /** Certifications. */
  certifications: Array<CardCertificationInput>;
  /** Contacts. */
  contacts: CardContactsInput;
  /** Whether the contacts show on the card (Premium only); absent keeps the choice on file. */
  contactsVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Presentation. */
  presentationText: Scalars['String']['input'];
  /** Privacy accepted. */
  privacyFlag: Scalars['Boolean']['input'];
  /** Professions. */
  professions: Array<CardProfessionInput>;
  /** A new profile picture as a data URL ('data:image/jpeg;base64,…'); absent or null keeps the one on file. */
  profilePicture?: InputMaybe<Scalars['String']['input']>;
  /** The new picture's file name. */
  profilePictureFileName?: InputMaybe<Scalars['String']['input']>;
  /** Removes the profile picture on file. */
  removeProfilePicture?: InputMaybe<Scalars['Boolean']['input']>;
  /** Publications. */
  scientificPublications: Array<CardPublicationInput>;
  /** Terms accepted. */
  termsOfServiceFlag: Scalars['Boolean']['input'];
  /** Training. */
  training: Array<CardTrainingInput>;
  /** The version of the draft the member edited. */
  version: Scalars['Int']['input'];
  /** 'Pubblica' or 'Privata'. */
  visibility: Scalars['String']['input'];
  /** Work experience. */
  workExperience: Array<CardWorkExperienceInput>;
};

/** The contacts section of a professional card (Premium viewers only). */
export type ProfessionalContacts = {
  __typename?: 'ProfessionalContacts';
  /** E-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
};

/** One page of the professional directory (spec 2 §3 card list response). */
export type ProfessionalDirectoryPage = {
  __typename?: 'ProfessionalDirectoryPage';
  /** The cards of this page (empty when nothing matches). */
  cards: Array<ProfessionalCard>;
  /** Whether this viewer sees the cards' contacts (Premium only, spec 2 §9); the others see a limited card and are invited to upgrade. */
  contactsVisible: Scalars['Boolean']['output'];
  /** This page number (from 1). */
  page: Scalars['Int']['output'];
  /** Cards per page (12). */
  pageSize: Scalars['Int']['output'];
  /** Number of pages of the filtered set (0 when none). */
  pages: Scalars['Int']['output'];
  /** Newest public cards suggested when a filtered search finds nothing; empty otherwise. */
  suggested: Array<ProfessionalCard>;
  /** Number of cards of the filtered set; null when there are none (spec 2 §3 totalRecords). */
  total: Maybe<Scalars['Int']['output']>;
};

/** The trial or ex banner of the profile pages. */
export type ProfileBanner = {
  __typename?: 'ProfileBanner';
  /** The banner's upgrade button (spec 3 §4 'Upgrade button by state', forced: trial and ex-trial 'Passa a premium', ex-premium 'Rinnova'). */
  action: UpgradeLink;
  /** Days left of the trial (WARNING only; 0 on the last day). */
  daysLeft: Maybe<Scalars['Int']['output']>;
  /** Warning (trial) or danger (ex-trial, ex-premium). */
  kind: ProfileBannerKind;
};

/** Kind of the profile banner (spec 3 §4 'Banners'). */
export type ProfileBannerKind =
  /** Ex-trial and ex-premium: danger. */
  | 'DANGER'
  /** Trial: warning with the days left. */
  | 'WARNING';

/** Icon of a profile side-menu entry (spec 3 §2). */
export type ProfileMenuIcon =
  | 'ALERT'
  | 'CARD'
  | 'CLOCK'
  | 'CREDIT_CARD'
  | 'HOME'
  | 'LOCK'
  | 'RECEIPT'
  | 'STAR'
  | 'USER';

/** A card of the profile overview ('Cosa stai cercando oggi?', spec 3 §2). */
export type ProfileOverviewCard = {
  __typename?: 'ProfileOverviewCard';
  /** One line under the title. */
  description: Scalars['String']['output'];
  /** Target path. */
  href: Scalars['String']['output'];
  /** Stable id (cases, training, library, resources, card). */
  id: Scalars['String']['output'];
  /** Title, e.g. 'Le mie Cause'. */
  label: Scalars['String']['output'];
};

/** Outcome of completeProfile and updateAccount. */
export type ProfileSaveResult = {
  __typename?: 'ProfileSaveResult';
  /** True when saved. */
  ok: Scalars['Boolean']['output'];
  /** The refreshed viewer after the save. */
  viewer: Viewer;
};

/** A service card of 'I miei servizi' (spec 3 §3 'Service card', §6). */
export type ProfileServiceCard = {
  __typename?: 'ProfileServiceCard';
  /** Body text. */
  body: Scalars['String']['output'];
  /** Call to action label. */
  cta: Scalars['String']['output'];
  /** Target path. */
  href: Scalars['String']['output'];
  /** Icon name. */
  icon: Scalars['String']['output'];
  /** Stable id (telemedicine, legal-protection-policy, legal, insurance-consultation, discounts, ecm, tools, professionals, news). */
  id: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** An entry of the profile side menu (spec 3 §2 'Side menu'). */
export type ProfileSideMenuItem = {
  __typename?: 'ProfileSideMenuItem';
  /** Target path. */
  href: Scalars['String']['output'];
  /** Icon: for Abbonamento CLOCK for trial, ALERT for ex-trial and ex-premium, CARD otherwise. */
  icon: ProfileMenuIcon;
  /** Stable id. */
  id: Scalars['String']['output'];
  /** Label, e.g. 'Abbonamento'. */
  label: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The terms of use (GET /CRM/CondizioniUso, public): the page /condizioni-uso (spec 1 §2). Null with an error 'Errore nel servizio /CRM/CondizioniUso' when the service fails. */
  conditionsOfUse: Maybe<Scalars['String']['output']>;
  /** The fitness network's branches for the fitness form's club select (GET /Forms/FitnessCenter, spec 3 §7). Null with an error 'Errore nel caricamento dei centri fitness.' when the service fails. */
  fitnessCenters: Maybe<Array<FitnessCenter>>;
  /** The newest public professional cards, for the home section 'I nuovi Professionisti entrati nel network' (spec 1 §2; 4 items). Null with an error when the directory service fails: the section stays hidden. */
  latestProfessionals: Maybe<Array<ProfessionalCard>>;
  /** Public key used to encrypt the password before login. */
  loginPublicKey: LoginPublicKey;
  /** One page of 4 Pharmacare professional cards for the home-care page (spec 3 §4, §9: 4 per page). BAD_USER_INPUT for a page below 1; null with an error 'Errore del servizio /professionallist/professionalcards' when the service fails. */
  pharmacareProfessionals: Maybe<Array<ProfessionalCard>>;
  /** The press search's specializations. FORBIDDEN (WALLET_REQUIRED) without the pubmed wallet; null with an error when the service fails. */
  pressCategories: Maybe<Array<PressCategory>>;
  /** Articles of a category between two dates, newest first (at most 120; the page shows 6 and 6 more per click). BAD_USER_INPUT with the form's message and field for invalid input; FORBIDDEN (WALLET_REQUIRED) without the pubmed wallet. */
  pressSearch: Maybe<Array<PressArticle>>;
  /** Health-profession details of a profession (empty for a doctor). NOT_FOUND for an unknown profession; null with an error 'Errore nel caricamento delle professioni sanitarie.' when the service fails. */
  professionDetails: Maybe<Array<ProfessionDetail>>;
  /** One page of the directory of health professionals /professionisti-sanitari (spec 2 §2, §3, §7): public cards, newest first, 12 per page. When a filtered search finds nothing, suggested holds the newest cards. BAD_USER_INPUT for a malformed filter or page; null with an error 'Errore del servizio durante la richiesta della lista.' (UPSTREAM_UNAVAILABLE or the service's code) when the directory service fails. */
  professionalDirectory: Maybe<ProfessionalDirectoryPage>;
  /** Active professions (GET /CRM/professione/attive). Null with an error 'Errore nel caricamento delle professioni.' when the service fails. */
  professions: Maybe<Array<Profession>>;
  /** Specialisation families with their specialisations. Null with an error 'Errore nel caricamento delle specializzazioni.' when the service fails. */
  specializationFamilies: Maybe<Array<SpecializationFamily>>;
  /** The current visitor or member. */
  viewer: Viewer;
};


export type QueryLatestProfessionalsArgs = {
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPharmacareProfessionalsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPressSearchArgs = {
  input: PressSearchInput;
};


export type QueryProfessionDetailsArgs = {
  professionId: Scalars['ID']['input'];
};


export type QueryProfessionalDirectoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  professionType?: InputMaybe<ProfessionType>;
  province?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of a password recovery request. */
export type RecoveryResult = {
  __typename?: 'RecoveryResult';
  /** True when the e-mail was sent. */
  ok: Scalars['Boolean']['output'];
  /** The normalised username, to show on /verify-login. */
  username: Maybe<Scalars['String']['output']>;
};

/** The registration form (spec 1 §2 /registrazione and /registrazione-trial), re-validated with the form's rules. */
export type RegistrationInput = {
  /** Mobile phone, digits only, 9 to 16. */
  cellulare: Scalars['String']['input'];
  /** Surname (cognome), required, at most 60 characters. */
  cognome: Scalars['String']['input'];
  /** The terms of use are accepted (must be true). */
  condizioni: Scalars['Boolean']['input'];
  /** E-mail, required, lower-cased by the service. */
  email: Scalars['String']['input'];
  /** The password encrypted with loginPublicKey (RSA-OAEP, SHA-256), base64; 8 to 60 characters in clear. */
  encryptedPassword: Scalars['String']['input'];
  /** First name (nome), required, at most 60 characters. */
  nome: Scalars['String']['input'];
  /** The privacy notice is accepted (must be true). */
  privacy: Scalars['Boolean']['input'];
};

/** A service page suggested by the header search box's 'Servizi e convenzioni' group (spec 1 §2). */
export type SearchableService = {
  __typename?: 'SearchableService';
  /** Portal path of the service page. */
  href: Scalars['String']['output'];
  /** Stable id (the wallet that unlocks it, e.g. 'netmed'). */
  id: Scalars['String']['output'];
  /** Title matched against the typed text, e.g. 'Telemedicina'. */
  title: Scalars['String']['output'];
};

/** A doctors' specialisation (specializzazione). */
export type Specialization = {
  __typename?: 'Specialization';
  /** Specialisation id. */
  id: Scalars['ID']['output'];
  /** Name (nome), e.g. 'Cardiologia'. */
  name: Scalars['String']['output'];
};

/** A family of specialisations (GET /CRM/FamiglieSpecializzazione), used to group the specialisation select. */
export type SpecializationFamily = {
  __typename?: 'SpecializationFamily';
  /** Family id. */
  id: Scalars['ID']['output'];
  /** Name (nome), e.g. 'Area medica'. */
  name: Scalars['String']['output'];
  /** The specialisations of the family. */
  specializations: Array<Specialization>;
};

/** A document of the subscription page (spec 3 §6 'Terms shown per type'). */
export type SubscriptionDocument = {
  __typename?: 'SubscriptionDocument';
  /** Stable id: 'acceptance-conditions' or 'conditions-of-use'. */
  id: Scalars['String']['output'];
  /** Full text. */
  text: Scalars['String']['output'];
  /** Title, e.g. 'Condizioni di adesione'. */
  title: Scalars['String']['output'];
};

/** Subscription flags derived from the subscription type (spec 1 §3). */
export type SubscriptionFlags = {
  __typename?: 'SubscriptionFlags';
  /** Whether the member belongs to an APS (associazione di promozione sociale) convention. */
  isAPS: Scalars['Boolean']['output'];
  /** EX_TRIAL or EX_PREMIUM. */
  isEx: Scalars['Boolean']['output'];
  /** EX_PREMIUM: the premium subscription expired. */
  isExPremium: Scalars['Boolean']['output'];
  /** EX_TRIAL: the trial ended without a purchase. */
  isExTrial: Scalars['Boolean']['output'];
  /** PREMIUM: paying member. */
  isPremium: Scalars['Boolean']['output'];
  /** REGISTRATO: free registered member. */
  isRegistered: Scalars['Boolean']['output'];
  /** SUSPECT: a visitor who is not signed in. */
  isSuspect: Scalars['Boolean']['output'];
  /** TRIAL: free trial running. */
  isTrial: Scalars['Boolean']['output'];
  /** TRIAL or PREMIUM. */
  isTrialOrPremium: Scalars['Boolean']['output'];
};

/** An entry of the subscription history (spec 3 §3 'Subscription history item'). */
export type SubscriptionHistoryItem = {
  __typename?: 'SubscriptionHistoryItem';
  /** Start date (YYYY-MM-DD). */
  activeFrom: Scalars['String']['output'];
  /** End date (YYYY-MM-DD); always null for an add-on (spec 3 §3: 'addon' shows no end date). */
  endOfSubscription: Maybe<Scalars['String']['output']>;
  /** Whether it is active. */
  isActive: Scalars['Boolean']['output'];
  /** True for an add-on. */
  isAddon: Scalars['Boolean']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** Source: 'subscription' or 'addon'. */
  source: Scalars['String']['output'];
};

/** The six subscription types of the club (spec 1 §1). SUSPECT is a visitor who is not signed in. */
export type SubscriptionType =
  | 'EX_PREMIUM'
  | 'EX_TRIAL'
  | 'PREMIUM'
  | 'REGISTRATO'
  | 'SUSPECT'
  | 'TRIAL';

/** How the viewer may start the free trial (packages/policy trialStart). */
export type TrialStart =
  /** A registered member who never had a trial: activates it (/attivazione-trial). */
  | 'ACTIVATE'
  /** Trial, premium and ex types: no trial; the plans instead. */
  | 'NOT_ELIGIBLE'
  /** A visitor: registers straight into the trial (/registrazione-trial). */
  | 'REGISTER';

/** Outcome of updateContactData. */
export type UpdateContactResult = {
  __typename?: 'UpdateContactResult';
  /** True when saved. */
  ok: Scalars['Boolean']['output'];
  /** The refreshed viewer (user, hasFiscalCode, missingFields…) after the save. */
  viewer: Viewer;
};

/** The upgrade button by state (spec 3 §4). */
export type UpgradeButton = {
  __typename?: 'UpgradeButton';
  /** Portal path. */
  href: Scalars['String']['output'];
  /** Label, e.g. 'Prova gratis'. */
  label: Scalars['String']['output'];
  /** Visitors only: 'Hai già un account? Accedi'. */
  secondary: Maybe<UpgradeLink>;
};

/** A link of the upgrade widgets. */
export type UpgradeLink = {
  __typename?: 'UpgradeLink';
  /** Portal path. */
  href: Scalars['String']['output'];
  /** Label (Italian). */
  label: Scalars['String']['output'];
};

/** An offer card of /upgrade (spec 3 §6: filtered by type). */
export type UpgradeOfferCard = {
  __typename?: 'UpgradeOfferCard';
  /** Call to action. */
  cta: UpgradeLink;
  /** Card id: trial, premium, renew, premium-plus. */
  id: Scalars['ID']['output'];
  /** Text. */
  text: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** What the upgrade page and widgets show to this viewer (packages/policy upgrade). */
export type UpgradeView = {
  __typename?: 'UpgradeView';
  /** The last breadcrumb of /upgrade (differs for trial, ex-trial and ex-premium). */
  breadcrumbLabel: Scalars['String']['output'];
  /** The upgrade button; null when this type has none (trial and premium outside forced mode). */
  button: Maybe<UpgradeButton>;
  /** Hero variant: 'trial' (try the benefits free) or 'full' (access all benefits). */
  heroVariant: Scalars['String']['output'];
  /** The offer button label on /upgrade: 'Rinnova' (ex-premium) or 'Passa a Premium'. */
  offerButtonLabel: Scalars['String']['output'];
  /** The offer cards for this type. */
  offerCards: Array<UpgradeOfferCard>;
  /** Whether the 'Le mie cause' section shows (the legal wallet is active). */
  showsLegalCases: Scalars['Boolean']['output'];
};


/** What the upgrade page and widgets show to this viewer (packages/policy upgrade). */
export type UpgradeViewButtonArgs = {
  forced?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A member of the club. Other subgraphs extend it with their own fields (courses, favourites, cart). */
export type User = {
  __typename?: 'User';
  /** The acceptance conditions naming the member's product (GET /CRM/Utente/Sottoscrizione, condizioniAdesione), for /condizioni-uso?forceCondizioniAdesione=true (spec 1 §2). Only the member themself (FORBIDDEN NOT_OWNER). Error 'Errore nel servizio /CRM/Utente/Sottoscrizione' when the service fails. */
  acceptanceConditions: Maybe<Scalars['String']['output']>;
  /** Codes of the active wallets (portafogliAttivi), e.g. ['ecm', 'legal']. */
  activeWalletCodes: Array<Scalars['String']['output']>;
  /** Club card code; a code containing INF marks a nurses' card (welcome message 'card'). */
  cardCode: Maybe<Scalars['String']['output']>;
  /** Customer code (codice cliente). */
  clientCode: Scalars['String']['output'];
  /** Contact and profession data. */
  contact: Maybe<ContactData>;
  /** Convention order reference, when the member joined through a convention. */
  conventionOrder: Maybe<Scalars['String']['output']>;
  /** E-mail address on file. */
  email: Maybe<Scalars['String']['output']>;
  /** The enrolment certificate's portal path (spec 3 §7 GET {host}/api/pdf; the gateway fetches it with the member's own session), for a running premium or trial subscription (packages/policy mayDownloadEnrolmentCertificate); null otherwise. Only the member themself (FORBIDDEN NOT_OWNER). */
  enrolmentCertificateUrl: Maybe<Scalars['String']['output']>;
  /** Expiry of the current or last subscription. */
  expiration: Maybe<Expiration>;
  /** The fiscal code on file, visible only to the member themself. */
  fiscalCode: Maybe<Scalars['String']['output']>;
  /** Whether a fiscal code is on file. The code itself is never exposed in lists. */
  hasFiscalCode: Scalars['Boolean']['output'];
  /** The member's customer code (codice cliente), e.g. '1000003'. */
  id: Scalars['ID']['output'];
  /** The member's invoices, newest first (spec 3 §6: premium and ex-premium; FORBIDDEN with reason UPGRADE_REQUIRED for the others). Read with the member's own token only. Error 'Si è verificato un errore con il servizio /invoice' when the service fails. */
  invoices: Maybe<Array<Invoice>>;
  /** Whether the profession is another health profession (isAltraProfessioneSanitaria); false without a profession. */
  isOtherHealthProfession: Scalars['Boolean']['output'];
  /** The last subscription record (ultimaSottoscrizioneContatto). */
  lastSubscription: Maybe<LastSubscription>;
  /** Active legal cases ('Le mie cause', spec 3 §6: legal wallet only; FORBIDDEN WALLET_REQUIRED otherwise). Read with the member's own token only. */
  legalCases: Maybe<Array<LegalCase>>;
  /** Which profile data are still missing for the magazine data-completion modal (spec 2 §3-§4, GET /contact/jump2wl/check). Only the member themself may read it: FORBIDDEN for anyone else. */
  missingFields: Maybe<MissingFields>;
  /** First name. */
  name: Maybe<Scalars['String']['output']>;
  /** The HTML detail of the ordered products (results[1].html of the order service), or null when there is none. */
  orderedProductsHtml: Maybe<Scalars['String']['output']>;
  /** The member's saved payment methods (GET /contact/paymentmethods, the member's own token). Error 'Si è verificato un errore con il servizio /paymentmethods' when the service fails. */
  paymentMethods: Maybe<Array<PaymentMethod>>;
  /** Personal data (GET /contact): birth date, phone prefix and number, fiscal code. Only the member themself. */
  personalData: Maybe<PersonalData>;
  /** Mobile phone number on file. */
  phone: Maybe<Scalars['String']['output']>;
  /** The privacy notice (GET /contact/jump2wl/privacy, results[0].text) of 'Privacy e condizioni'. Error 'Errore nel servizio /contact/jump2wl/privacy' when it fails. */
  privacyNotice: Maybe<Scalars['String']['output']>;
  /** The member's own professional card draft (GET /professionallist/professionalcards/me, the member's own token; a new draft prefilled with the name when there is none). Error 'Si è verificato un errore con il servizio /professionallist/professionalcards/me' when it fails. */
  professionalCard: Maybe<ProfessionalCardDraft>;
  /** Promo codes held by the member (used by course access rules). */
  promoCodes: Array<Scalars['String']['output']>;
  /** Registration date (ISO 8601). */
  registrationDate: Maybe<Scalars['String']['output']>;
  /** Names of the specialisations on file (up to 3). */
  specializationNames: Array<Scalars['String']['output']>;
  /** Codes of the static wallets (portafogliStatici): those holding no credits, services the subscription includes as they are, active or not. */
  staticWalletCodes: Array<Scalars['String']['output']>;
  /** The documents block of /profilo/abbonamento (spec 1 §6: trial, premium, ex-trial and ex-premium get the acceptance conditions and the terms of use; registered members none). */
  subscriptionDocuments: Maybe<Array<SubscriptionDocument>>;
  /** Past subscriptions merged with the add-ons, sorted by start date, newest first (spec 3 §6, §9: premium and ex-premium; FORBIDDEN with reason UPGRADE_REQUIRED for the others). */
  subscriptionHistory: Maybe<Array<SubscriptionHistoryItem>>;
  /** The terms of /profilo/privacy by type (spec 3 §6 'Terms shown per type'): the acceptance conditions for members who subscribed, and the terms of use for every member. */
  subscriptionTerms: Maybe<Array<SubscriptionDocument>>;
  /** Subscription type. */
  subscriptionType: SubscriptionType;
  /** Surname. */
  surname: Maybe<Scalars['String']['output']>;
  /** Login username: the numeric customer code. */
  username: Scalars['String']['output'];
  /** All wallets (portafogli) of the member with their status. */
  wallets: Array<Wallet>;
  /**
   * The welcome message after login (spec 1 §4): 'ORDER' with a convention order, 'CARD' with a card code
   * containing INF, 'PRODUCT' when the last subscription's product belongs to a club (spec 2 §9), otherwise
   * 'DEFAULT'. When the product data (GET /CRM/Utente/Consistenza) fails it reads as if no product were on
   * file, as the spec's default text stands in until that data is there.
   */
  welcomeMessage: Maybe<WelcomeMessage>;
};

/** What the current visitor is: anonymous (SUSPECT) or a signed-in member, plus the layout choices derived from the permission rules. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Codes of the active wallets. */
  activeWalletCodes: Array<Scalars['String']['output']>;
  /** Whether the assistant contact form of the profile shows (spec 3 §6: trial and premium). The public support form is open to everyone. */
  canUseAssistantForm: Scalars['Boolean']['output'];
  /** ECM credits block (spec 3 §6: trial or premium with an active ecm wallet); null otherwise. An error 'Errore nel servizio /CRM/Utente/Portafogli' when the wallets fail. */
  ecmCredits: Maybe<EcmCredits>;
  /** Subscription flags. */
  flags: SubscriptionFlags;
  /** Header buttons for this subscription type. */
  headerButtons: Array<HeaderButton>;
  /** World Scientific Press header and access for this viewer. */
  press: PressAccess;
  /** The families of the member's press newsletter. FORBIDDEN (reason WALLET_REQUIRED) without the pubmed wallet, UNAUTHENTICATED for a visitor; null with an error when the service fails. */
  pressNewsletter: Maybe<Array<PressNewsletterFamily>>;
  /** 'Il tuo account' cards (spec 3 §2): the side menu's entries after Panoramica; empty for a visitor. */
  profileAccountCards: Array<MenuItem>;
  /** 'Attivato in data' of the profile header (spec 3 §2): the year for premium, dd/MM/yyyy otherwise; null for a visitor. */
  profileActivationDate: Maybe<Scalars['String']['output']>;
  /** The activation date of the overview's 'Ciao {username}' header (spec 3 §2 'with activation date'): dd/MM/yyyy for every type; null for a visitor. */
  profileActivationDay: Maybe<Scalars['String']['output']>;
  /** The trial/ex banner (spec 3 §4); null for registered and premium members and visitors. */
  profileBanner: Maybe<ProfileBanner>;
  /** Profile menu items (empty for visitors). */
  profileMenu: Array<MenuItem>;
  /** 'Cosa stai cercando oggi?' cards (spec 3 §2), filtered by type and active wallets; empty for a visitor. */
  profileOverviewCards: Array<ProfileOverviewCard>;
  /** 'I miei servizi' cards (spec 3 §6): telemedicine hidden for APS members and two conventions. Null with an error when the user info fails. */
  profileServices: Maybe<Array<ProfileServiceCard>>;
  /** Profile side menu (spec 3 §2); empty for a visitor. */
  profileSideMenu: Array<ProfileSideMenuItem>;
  /** Whether /profilo/abbonamento shows the upgrade box (spec 3 §6: registered and ex members); its button is `upgrade.button`. */
  profileUpgradeBox: Scalars['Boolean']['output'];
  /**
   * The services of the header search box's fixed 'Servizi e convenzioni' group that this viewer's active
   * wallets unlock (spec 1 §2), in the group's order; empty for a visitor. The web matches their titles
   * against the typed text.
   */
  searchableServices: Array<SearchableService>;
  /** Whether the sticky credits counter shows (active winLoy wallet with status 1). */
  showsCreditsCounter: Scalars['Boolean']['output'];
  /** Whether the phone-call and consultant buttons and legal notes show (spec 1 §6: registered, ex-trial and ex-premium only; so no call button on the price cards for trial). */
  showsPhoneCallAndConsultant: Scalars['Boolean']['output'];
  /** Subscription type; SUSPECT when not signed in. */
  subscriptionType: SubscriptionType;
  /** Top bar colour: blue, warning or danger. */
  topBarColour: Scalars['String']['output'];
  /** How this viewer may start the free trial (spec 1 §2, spec 3 §9). */
  trialStart: TrialStart;
  /** Upgrade widgets decided for this viewer (spec 3 §4/§6). */
  upgrade: UpgradeView;
  /** The signed-in member, or null for a visitor. */
  user: Maybe<User>;
};

/** A wallet (portafoglio) unlocks a family of services: ecm, legal, winLoy, toolLegali, … */
export type Wallet = {
  __typename?: 'Wallet';
  /** Whether the wallet is active (stato.attivo). */
  active: Scalars['Boolean']['output'];
  /** Available balance (saldo), for credit wallets such as ecm. */
  balance: Maybe<Scalars['Float']['output']>;
  /** Bonus credits (bonus.creditiBonus), e.g. earned with a public professional card. */
  bonusCredits: Maybe<Scalars['Float']['output']>;
  /** Wallet code as the spec spells it (ecm, legal, winLoy, toolLegali, toolScientifici, moduliLegali, moduliScientifici, news, topnegozi, viaggi, partners, netmed, pubmed, tutelaLegale, tutelaLegale2). */
  code: Scalars['String']['output'];
  /** Initial credit (creditoIniziale). */
  initialCredit: Maybe<Scalars['Float']['output']>;
  /** The service's name as a member reads it, e.g. 'Telemedicina' (packages/policy WALLET_LABELS; an unknown code reads as itself). */
  label: Scalars['String']['output'];
  /** Whether the underlying service is active (servizio.stato.attivo). */
  serviceActive: Scalars['Boolean']['output'];
  /** What the wallet says of its service, the per-service Stato applied (spec 3 §3: netmed Stato 2 is being reactivated; loyalty Stato 0 or 2 is off). */
  standing: WalletStanding;
  /** Per-service status number (Stato): e.g. 1 active, 2 being reactivated. */
  status: Maybe<Scalars['Int']['output']>;
  /** Credits used so far (utilizzoTotale). */
  used: Maybe<Scalars['Float']['output']>;
};

/** How a wallet's service stands (packages/policy walletStanding). */
export type WalletStanding =
  /** The service is on. */
  | 'ACTIVE'
  /** The service is off. */
  | 'INACTIVE'
  /** The service is being reactivated (telemedicine Stato 2). */
  | 'REACTIVATING';

/** The welcome message after login: its type and, for PRODUCT, the club. */
export type WelcomeMessage = {
  __typename?: 'WelcomeMessage';
  /** For PRODUCT, the club the product belongs to, e.g. 'Club Farmacisti'; otherwise null. */
  clubName: Maybe<Scalars['String']['output']>;
  /** Which message. */
  type: WelcomeMessageType;
};

/** Which welcome message a member gets after login (spec 1 §4 'Welcome message type'). */
export type WelcomeMessageType =
  /** The card code contains INF (a nurses' card). */
  | 'CARD'
  /** None of the above. */
  | 'DEFAULT'
  /** A convention order exists. */
  | 'ORDER'
  /** The product belongs to one of the club names (spec 2 §9). */
  | 'PRODUCT';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  CardCertification: ResolverTypeWrapper<CardCertificationParent>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CardCertificationInput: CardCertificationInput;
  CardChangeRequest: ResolverTypeWrapper<CardChangeRequest>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CardContacts: ResolverTypeWrapper<CardContacts>;
  CardContactsInput: CardContactsInput;
  CardProfession: ResolverTypeWrapper<Omit<CardProfession, 'healthcareProfession' | 'specializations'> & { healthcareProfession?: Maybe<ResolversTypes['ProfessionDetail']>, specializations: Array<ResolversTypes['Specialization']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardProfessionInput: CardProfessionInput;
  CardPublication: ResolverTypeWrapper<CardPublication>;
  CardPublicationInput: CardPublicationInput;
  CardTraining: ResolverTypeWrapper<CardTraining>;
  CardTrainingInput: CardTrainingInput;
  CardWorkExperience: ResolverTypeWrapper<CardWorkExperience>;
  CardWorkExperienceInput: CardWorkExperienceInput;
  ChangePaymentMethodResult: ResolverTypeWrapper<ChangePaymentMethodResult>;
  ConsentChoice: ConsentChoice;
  ConsentRequirement: ResolverTypeWrapper<ConsentRequirementParent>;
  ConsentResult: ResolverTypeWrapper<ConsentResult>;
  ContactData: ResolverTypeWrapper<ContactDataParent>;
  ContactDataInput: ContactDataInput;
  EcmCredits: ResolverTypeWrapper<EcmCredits>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Expiration: ResolverTypeWrapper<ExpirationParent>;
  FitnessCenter: ResolverTypeWrapper<FitnessCenterParent>;
  HeaderButton: ResolverTypeWrapper<HeaderButton>;
  Invoice: ResolverTypeWrapper<Invoice>;
  LastSubscription: ResolverTypeWrapper<LastSubscriptionParent>;
  LeadInput: LeadInput;
  LeadResult: ResolverTypeWrapper<LeadResult>;
  LeadUtmInput: LeadUtmInput;
  LeaveClubResult: ResolverTypeWrapper<LeaveClubResult>;
  LegalCase: ResolverTypeWrapper<LegalCaseParent>;
  LegalDocument: ResolverTypeWrapper<LegalDocument>;
  LegalHearing: ResolverTypeWrapper<LegalHearing>;
  LegalMeasure: ResolverTypeWrapper<LegalMeasure>;
  LoginPublicKey: ResolverTypeWrapper<LoginPublicKey>;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'consent' | 'viewer'> & { consent?: Maybe<ResolversTypes['ConsentRequirement']>, viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LoginStatus: LoginStatus;
  MembershipRefusal: MembershipRefusal;
  MembershipResult: ResolverTypeWrapper<Omit<MembershipResult, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MissingFields: ResolverTypeWrapper<MissingFieldsParent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaymentCardType: PaymentCardType;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PersonalData: ResolverTypeWrapper<PersonalData>;
  PressAccess: ResolverTypeWrapper<PressAccess>;
  PressArticle: ResolverTypeWrapper<PressArticleParent>;
  PressCategory: ResolverTypeWrapper<PressCategoryParent>;
  PressHeader: ResolverTypeWrapper<PressHeader>;
  PressNewsletterFamily: ResolverTypeWrapper<PressNewsletterFamilyParent>;
  PressNewsletterResult: ResolverTypeWrapper<Omit<PressNewsletterResult, 'families'> & { families: Array<ResolversTypes['PressNewsletterFamily']> }>;
  PressSearchInput: PressSearchInput;
  Profession: ResolverTypeWrapper<ProfessionParent>;
  ProfessionDetail: ResolverTypeWrapper<ProfessionDetailParent>;
  ProfessionType: ProfessionType;
  ProfessionalCard: ResolverTypeWrapper<ProfessionalCardParent>;
  ProfessionalCardDraft: ResolverTypeWrapper<ProfessionalCardDraftParent>;
  ProfessionalCardInput: ProfessionalCardInput;
  ProfessionalContacts: ResolverTypeWrapper<ProfessionalContactsParent>;
  ProfessionalDirectoryPage: ResolverTypeWrapper<Omit<ProfessionalDirectoryPage, 'cards' | 'suggested'> & { cards: Array<ResolversTypes['ProfessionalCard']>, suggested: Array<ResolversTypes['ProfessionalCard']> }>;
  ProfileBanner: ResolverTypeWrapper<ProfileBanner>;
  ProfileBannerKind: ProfileBannerKind;
  ProfileMenuIcon: ProfileMenuIcon;
  ProfileOverviewCard: ResolverTypeWrapper<ProfileOverviewCard>;
  ProfileSaveResult: ResolverTypeWrapper<Omit<ProfileSaveResult, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  ProfileServiceCard: ResolverTypeWrapper<ProfileServiceCard>;
  ProfileSideMenuItem: ResolverTypeWrapper<ProfileSideMenuItem>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecoveryResult: ResolverTypeWrapper<RecoveryResult>;
  RegistrationInput: RegistrationInput;
  SearchableService: ResolverTypeWrapper<SearchableService>;
  Specialization: ResolverTypeWrapper<SpecializationParent>;
  SpecializationFamily: ResolverTypeWrapper<SpecializationFamilyParent>;
  SubscriptionDocument: ResolverTypeWrapper<SubscriptionDocument>;
  SubscriptionFlags: ResolverTypeWrapper<SubscriptionFlags>;
  SubscriptionHistoryItem: ResolverTypeWrapper<SubscriptionHistoryItem>;
  SubscriptionType: SubscriptionType;
  TrialStart: TrialStart;
  UpdateContactResult: ResolverTypeWrapper<Omit<UpdateContactResult, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  UpgradeButton: ResolverTypeWrapper<UpgradeButton>;
  UpgradeLink: ResolverTypeWrapper<UpgradeLink>;
  UpgradeOfferCard: ResolverTypeWrapper<UpgradeOfferCard>;
  UpgradeView: ResolverTypeWrapper<UpgradeViewParent>;
  User: ResolverTypeWrapper<UserParent>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
  Wallet: ResolverTypeWrapper<WalletParent>;
  WalletStanding: WalletStanding;
  WelcomeMessage: ResolverTypeWrapper<WelcomeMessage>;
  WelcomeMessageType: WelcomeMessageType;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  CardCertification: CardCertificationParent;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  CardCertificationInput: CardCertificationInput;
  CardChangeRequest: CardChangeRequest;
  ID: Scalars['ID']['output'];
  CardContacts: CardContacts;
  CardContactsInput: CardContactsInput;
  CardProfession: Omit<CardProfession, 'healthcareProfession' | 'specializations'> & { healthcareProfession?: Maybe<ResolversParentTypes['ProfessionDetail']>, specializations: Array<ResolversParentTypes['Specialization']> };
  Boolean: Scalars['Boolean']['output'];
  CardProfessionInput: CardProfessionInput;
  CardPublication: CardPublication;
  CardPublicationInput: CardPublicationInput;
  CardTraining: CardTraining;
  CardTrainingInput: CardTrainingInput;
  CardWorkExperience: CardWorkExperience;
  CardWorkExperienceInput: CardWorkExperienceInput;
  ChangePaymentMethodResult: ChangePaymentMethodResult;
  ConsentRequirement: ConsentRequirementParent;
  ConsentResult: ConsentResult;
  ContactData: ContactDataParent;
  ContactDataInput: ContactDataInput;
  EcmCredits: EcmCredits;
  Float: Scalars['Float']['output'];
  Expiration: ExpirationParent;
  FitnessCenter: FitnessCenterParent;
  HeaderButton: HeaderButton;
  Invoice: Invoice;
  LastSubscription: LastSubscriptionParent;
  LeadInput: LeadInput;
  LeadResult: LeadResult;
  LeadUtmInput: LeadUtmInput;
  LeaveClubResult: LeaveClubResult;
  LegalCase: LegalCaseParent;
  LegalDocument: LegalDocument;
  LegalHearing: LegalHearing;
  LegalMeasure: LegalMeasure;
  LoginPublicKey: LoginPublicKey;
  LoginResult: Omit<LoginResult, 'consent' | 'viewer'> & { consent?: Maybe<ResolversParentTypes['ConsentRequirement']>, viewer?: Maybe<ResolversParentTypes['Viewer']> };
  MembershipResult: Omit<MembershipResult, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  MenuItem: MenuItem;
  MissingFields: MissingFieldsParent;
  Mutation: Record<PropertyKey, never>;
  PaymentMethod: PaymentMethod;
  PersonalData: PersonalData;
  PressAccess: PressAccess;
  PressArticle: PressArticleParent;
  PressCategory: PressCategoryParent;
  PressHeader: PressHeader;
  PressNewsletterFamily: PressNewsletterFamilyParent;
  PressNewsletterResult: Omit<PressNewsletterResult, 'families'> & { families: Array<ResolversParentTypes['PressNewsletterFamily']> };
  PressSearchInput: PressSearchInput;
  Profession: ProfessionParent;
  ProfessionDetail: ProfessionDetailParent;
  ProfessionalCard: ProfessionalCardParent;
  ProfessionalCardDraft: ProfessionalCardDraftParent;
  ProfessionalCardInput: ProfessionalCardInput;
  ProfessionalContacts: ProfessionalContactsParent;
  ProfessionalDirectoryPage: Omit<ProfessionalDirectoryPage, 'cards' | 'suggested'> & { cards: Array<ResolversParentTypes['ProfessionalCard']>, suggested: Array<ResolversParentTypes['ProfessionalCard']> };
  ProfileBanner: ProfileBanner;
  ProfileOverviewCard: ProfileOverviewCard;
  ProfileSaveResult: Omit<ProfileSaveResult, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  ProfileServiceCard: ProfileServiceCard;
  ProfileSideMenuItem: ProfileSideMenuItem;
  Query: Record<PropertyKey, never>;
  RecoveryResult: RecoveryResult;
  RegistrationInput: RegistrationInput;
  SearchableService: SearchableService;
  Specialization: SpecializationParent;
  SpecializationFamily: SpecializationFamilyParent;
  SubscriptionDocument: SubscriptionDocument;
  SubscriptionFlags: SubscriptionFlags;
  SubscriptionHistoryItem: SubscriptionHistoryItem;
  UpdateContactResult: Omit<UpdateContactResult, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  UpgradeButton: UpgradeButton;
  UpgradeLink: UpgradeLink;
  UpgradeOfferCard: UpgradeOfferCard;
  UpgradeView: UpgradeViewParent;
  User: UserParent;
  Viewer: ViewerParent;
  Wallet: WalletParent;
  WelcomeMessage: WelcomeMessage;
}>;

export type CardCertificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardCertification'] = ResolversParentTypes['CardCertification']> = ResolversObject<{
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CardChangeRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardChangeRequest'] = ResolversParentTypes['CardChangeRequest']> = ResolversObject<{
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CardContactsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardContacts'] = ResolversParentTypes['CardContacts']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CardProfessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardProfession'] = ResolversParentTypes['CardProfession']> = ResolversObject<{
  healthcareProfession?: Resolver<Maybe<ResolversTypes['ProfessionDetail']>, ParentType, ContextType>;
  mainProfession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  professionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
}>;

export type CardPublicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardPublication'] = ResolversParentTypes['CardPublication']> = ResolversObject<{
  journal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CardTrainingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardTraining'] = ResolversParentTypes['CardTraining']> = ResolversObject<{
  degreeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CardWorkExperienceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardWorkExperience'] = ResolversParentTypes['CardWorkExperience']> = ResolversObject<{
  employer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ChangePaymentMethodResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChangePaymentMethodResult'] = ResolversParentTypes['ChangePaymentMethodResult']> = ResolversObject<{
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentRequirementResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentRequirement'] = ResolversParentTypes['ConsentRequirement']> = ResolversObject<{
  acceptanceCondition?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  acceptanceConditionsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  acknowledgment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditionOfUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditionsOfUseText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consentToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentResult'] = ResolversParentTypes['ConsentResult']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ContactDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactData'] = ResolversParentTypes['ContactData']> = ResolversObject<{
  profession?: Resolver<Maybe<ResolversTypes['Profession']>, ParentType, ContextType>;
  professionDetailId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  specializationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type EcmCreditsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmCredits'] = ResolversParentTypes['EcmCredits']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bonusCredits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  initialCredit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  plafond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  showsRequestExtraCredits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ExpirationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Expiration'] = ResolversParentTypes['Expiration']> = ResolversObject<{
  expDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oldExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FitnessCenterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FitnessCenter'] = ResolversParentTypes['FitnessCenter']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HeaderButtonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HeaderButton'] = ResolversParentTypes['HeaderButton']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LastSubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LastSubscription'] = ResolversParentTypes['LastSubscription']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isConvention?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LeadResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadResult'] = ResolversParentTypes['LeadResult']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LeaveClubResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeaveClubResult'] = ResolversParentTypes['LeaveClubResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LegalCaseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LegalCase'] = ResolversParentTypes['LegalCase']> = ResolversObject<{
  businessLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  court?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hearings?: Resolver<Maybe<Array<ResolversTypes['LegalHearing']>>, ParentType, ContextType>;
  measures?: Resolver<Array<ResolversTypes['LegalMeasure']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LegalDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LegalDocument'] = ResolversParentTypes['LegalDocument']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LegalHearingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LegalHearing'] = ResolversParentTypes['LegalHearing']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['LegalDocument']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LegalMeasureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LegalMeasure'] = ResolversParentTypes['LegalMeasure']> = ResolversObject<{
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginPublicKeyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPublicKey'] = ResolversParentTypes['LoginPublicKey']> = ResolversObject<{
  publicKeyPEM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  consent?: Resolver<Maybe<ResolversTypes['ConsentRequirement']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoginStatus'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type MembershipResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MembershipResult'] = ResolversParentTypes['MembershipResult']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['MembershipRefusal']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type MenuItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MissingFieldsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MissingFields'] = ResolversParentTypes['MissingFields']> = ResolversObject<{
  fiscalCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacyHomnya?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  professionDetail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  specialization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  termsConditions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptConditions?: Resolver<ResolversTypes['ConsentResult'], ParentType, ContextType, RequireFields<MutationAcceptConditionsArgs, 'acceptanceCondition' | 'acknowledgment' | 'conditionOfUse' | 'consentToken'>>;
  activateTrial?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType>;
  changePaymentMethod?: Resolver<ResolversTypes['ChangePaymentMethodResult'], ParentType, ContextType>;
  completeProfile?: Resolver<ResolversTypes['ProfileSaveResult'], ParentType, ContextType, Partial<MutationCompleteProfileArgs>>;
  createLead?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationCreateLeadArgs, 'input'>>;
  leaveClub?: Resolver<ResolversTypes['LeaveClubResult'], ParentType, ContextType, Partial<MutationLeaveClubArgs>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'encryptedPassword' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refreshSubscription?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  registerMember?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType, RequireFields<MutationRegisterMemberArgs, 'input'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['RecoveryResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'username'>>;
  savePressNewsletter?: Resolver<ResolversTypes['PressNewsletterResult'], ParentType, ContextType, RequireFields<MutationSavePressNewsletterArgs, 'familyIds'>>;
  saveProfessionalCard?: Resolver<ResolversTypes['ProfessionalCardDraft'], ParentType, ContextType, RequireFields<MutationSaveProfessionalCardArgs, 'input'>>;
  startTrial?: Resolver<ResolversTypes['MembershipResult'], ParentType, ContextType, RequireFields<MutationStartTrialArgs, 'input'>>;
  updateAccount?: Resolver<ResolversTypes['ProfileSaveResult'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'phone' | 'phonePrefix'>>;
  updateContactData?: Resolver<ResolversTypes['UpdateContactResult'], ParentType, ContextType, RequireFields<MutationUpdateContactDataArgs, 'input'>>;
}>;

export type PaymentMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  cardNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardOwner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardType?: Resolver<ResolversTypes['PaymentCardType'], ParentType, ContextType>;
  expireOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PersonalDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonalData'] = ResolversParentTypes['PersonalData']> = ResolversObject<{
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phonePrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PressAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PressAccess'] = ResolversParentTypes['PressAccess']> = ResolversObject<{
  canSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['PressHeader'], ParentType, ContextType>;
}>;

export type PressArticleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PressArticle'] = ResolversParentTypes['PressArticle']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PressCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PressCategory'] = ResolversParentTypes['PressCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PressHeaderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PressHeader'] = ResolversParentTypes['PressHeader']> = ResolversObject<{
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PressNewsletterFamilyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PressNewsletterFamily'] = ResolversParentTypes['PressNewsletterFamily']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PressNewsletterResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PressNewsletterResult'] = ResolversParentTypes['PressNewsletterResult']> = ResolversObject<{
  families?: Resolver<Array<ResolversTypes['PressNewsletterFamily']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProfessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Profession'] = ResolversParentTypes['Profession']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDoctor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signupEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProfessionDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionDetail'] = ResolversParentTypes['ProfessionDetail']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfessionalCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionalCard'] = ResolversParentTypes['ProfessionalCard']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: Resolver<Maybe<ResolversTypes['ProfessionalContacts']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentationText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['Profession'], ParentType, ContextType>;
  professionDetail?: Resolver<Maybe<ResolversTypes['ProfessionDetail']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
}>;

export type ProfessionalCardDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionalCardDraft'] = ResolversParentTypes['ProfessionalCardDraft']> = ResolversObject<{
  accessLevel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certifications?: Resolver<Array<ResolversTypes['CardCertification']>, ParentType, ContextType>;
  changeRequests?: Resolver<Array<ResolversTypes['CardChangeRequest']>, ParentType, ContextType>;
  contactDataVisibility?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contacts?: Resolver<ResolversTypes['CardContacts'], ParentType, ContextType>;
  contactsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createBonus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isHiddenFlags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pharmacareActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pharmacareEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presentationText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  professions?: Resolver<Array<ResolversTypes['CardProfession']>, ParentType, ContextType>;
  profilePictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scientificPublications?: Resolver<Array<ResolversTypes['CardPublication']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  termsOfServiceFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  training?: Resolver<Array<ResolversTypes['CardTraining']>, ParentType, ContextType>;
  upgradeForContacts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workExperience?: Resolver<Array<ResolversTypes['CardWorkExperience']>, ParentType, ContextType>;
}>;

export type ProfessionalContactsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionalContacts'] = ResolversParentTypes['ProfessionalContacts']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProfessionalDirectoryPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionalDirectoryPage'] = ResolversParentTypes['ProfessionalDirectoryPage']> = ResolversObject<{
  cards?: Resolver<Array<ResolversTypes['ProfessionalCard']>, ParentType, ContextType>;
  contactsVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggested?: Resolver<Array<ResolversTypes['ProfessionalCard']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProfileBannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileBanner'] = ResolversParentTypes['ProfileBanner']> = ResolversObject<{
  action?: Resolver<ResolversTypes['UpgradeLink'], ParentType, ContextType>;
  daysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfileBannerKind'], ParentType, ContextType>;
}>;

export type ProfileOverviewCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileOverviewCard'] = ResolversParentTypes['ProfileOverviewCard']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileSaveResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileSaveResult'] = ResolversParentTypes['ProfileSaveResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type ProfileServiceCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileServiceCard'] = ResolversParentTypes['ProfileServiceCard']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileSideMenuItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileSideMenuItem'] = ResolversParentTypes['ProfileSideMenuItem']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['ProfileMenuIcon'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  conditionsOfUse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fitnessCenters?: Resolver<Maybe<Array<ResolversTypes['FitnessCenter']>>, ParentType, ContextType>;
  latestProfessionals?: Resolver<Maybe<Array<ResolversTypes['ProfessionalCard']>>, ParentType, ContextType, RequireFields<QueryLatestProfessionalsArgs, 'take'>>;
  loginPublicKey?: Resolver<ResolversTypes['LoginPublicKey'], ParentType, ContextType>;
  pharmacareProfessionals?: Resolver<Maybe<Array<ResolversTypes['ProfessionalCard']>>, ParentType, ContextType, RequireFields<QueryPharmacareProfessionalsArgs, 'page'>>;
  pressCategories?: Resolver<Maybe<Array<ResolversTypes['PressCategory']>>, ParentType, ContextType>;
  pressSearch?: Resolver<Maybe<Array<ResolversTypes['PressArticle']>>, ParentType, ContextType, RequireFields<QueryPressSearchArgs, 'input'>>;
  professionDetails?: Resolver<Maybe<Array<ResolversTypes['ProfessionDetail']>>, ParentType, ContextType, RequireFields<QueryProfessionDetailsArgs, 'professionId'>>;
  professionalDirectory?: Resolver<Maybe<ResolversTypes['ProfessionalDirectoryPage']>, ParentType, ContextType, RequireFields<QueryProfessionalDirectoryArgs, 'page'>>;
  professions?: Resolver<Maybe<Array<ResolversTypes['Profession']>>, ParentType, ContextType>;
  specializationFamilies?: Resolver<Maybe<Array<ResolversTypes['SpecializationFamily']>>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type RecoveryResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecoveryResult'] = ResolversParentTypes['RecoveryResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SearchableServiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchableService'] = ResolversParentTypes['SearchableService']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpecializationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Specialization'] = ResolversParentTypes['Specialization']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SpecializationFamilyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpecializationFamily'] = ResolversParentTypes['SpecializationFamily']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
}>;

export type SubscriptionDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscriptionDocument'] = ResolversParentTypes['SubscriptionDocument']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionFlagsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscriptionFlags'] = ResolversParentTypes['SubscriptionFlags']> = ResolversObject<{
  isAPS?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEx?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExPremium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPremium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuspect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrialOrPremium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SubscriptionHistoryItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscriptionHistoryItem'] = ResolversParentTypes['SubscriptionHistoryItem']> = ResolversObject<{
  activeFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endOfSubscription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAddon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateContactResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateContactResult'] = ResolversParentTypes['UpdateContactResult']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type UpgradeButtonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpgradeButton'] = ResolversParentTypes['UpgradeButton']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<Maybe<ResolversTypes['UpgradeLink']>, ParentType, ContextType>;
}>;

export type UpgradeLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpgradeLink'] = ResolversParentTypes['UpgradeLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpgradeOfferCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpgradeOfferCard'] = ResolversParentTypes['UpgradeOfferCard']> = ResolversObject<{
  cta?: Resolver<ResolversTypes['UpgradeLink'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpgradeViewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpgradeView'] = ResolversParentTypes['UpgradeView']> = ResolversObject<{
  breadcrumbLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  button?: Resolver<Maybe<ResolversTypes['UpgradeButton']>, ParentType, ContextType, RequireFields<UpgradeViewButtonArgs, 'forced'>>;
  heroVariant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerButtonLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerCards?: Resolver<Array<ResolversTypes['UpgradeOfferCard']>, ParentType, ContextType>;
  showsLegalCases?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  acceptanceConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activeWalletCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cardCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['ContactData']>, ParentType, ContextType>;
  conventionOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrolmentCertificateUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['Expiration']>, ParentType, ContextType>;
  fiscalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasFiscalCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Maybe<Array<ResolversTypes['Invoice']>>, ParentType, ContextType>;
  isOtherHealthProfession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSubscription?: Resolver<Maybe<ResolversTypes['LastSubscription']>, ParentType, ContextType>;
  legalCases?: Resolver<Maybe<Array<ResolversTypes['LegalCase']>>, ParentType, ContextType>;
  missingFields?: Resolver<Maybe<ResolversTypes['MissingFields']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderedProductsHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Maybe<Array<ResolversTypes['PaymentMethod']>>, ParentType, ContextType>;
  personalData?: Resolver<Maybe<ResolversTypes['PersonalData']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  professionalCard?: Resolver<Maybe<ResolversTypes['ProfessionalCardDraft']>, ParentType, ContextType>;
  promoCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  registrationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specializationNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staticWalletCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionDocuments?: Resolver<Maybe<Array<ResolversTypes['SubscriptionDocument']>>, ParentType, ContextType>;
  subscriptionHistory?: Resolver<Maybe<Array<ResolversTypes['SubscriptionHistoryItem']>>, ParentType, ContextType>;
  subscriptionTerms?: Resolver<Maybe<Array<ResolversTypes['SubscriptionDocument']>>, ParentType, ContextType>;
  subscriptionType?: Resolver<ResolversTypes['SubscriptionType'], ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wallets?: Resolver<Array<ResolversTypes['Wallet']>, ParentType, ContextType>;
  welcomeMessage?: Resolver<Maybe<ResolversTypes['WelcomeMessage']>, ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  activeWalletCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  canUseAssistantForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ecmCredits?: Resolver<Maybe<ResolversTypes['EcmCredits']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['SubscriptionFlags'], ParentType, ContextType>;
  headerButtons?: Resolver<Array<ResolversTypes['HeaderButton']>, ParentType, ContextType>;
  press?: Resolver<ResolversTypes['PressAccess'], ParentType, ContextType>;
  pressNewsletter?: Resolver<Maybe<Array<ResolversTypes['PressNewsletterFamily']>>, ParentType, ContextType>;
  profileAccountCards?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  profileActivationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileActivationDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileBanner?: Resolver<Maybe<ResolversTypes['ProfileBanner']>, ParentType, ContextType>;
  profileMenu?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  profileOverviewCards?: Resolver<Array<ResolversTypes['ProfileOverviewCard']>, ParentType, ContextType>;
  profileServices?: Resolver<Maybe<Array<ResolversTypes['ProfileServiceCard']>>, ParentType, ContextType>;
  profileSideMenu?: Resolver<Array<ResolversTypes['ProfileSideMenuItem']>, ParentType, ContextType>;
  profileUpgradeBox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchableServices?: Resolver<Array<ResolversTypes['SearchableService']>, ParentType, ContextType>;
  showsCreditsCounter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showsPhoneCallAndConsultant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscriptionType?: Resolver<ResolversTypes['SubscriptionType'], ParentType, ContextType>;
  topBarColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialStart?: Resolver<ResolversTypes['TrialStart'], ParentType, ContextType>;
  upgrade?: Resolver<ResolversTypes['UpgradeView'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type WalletResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bonusCredits?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initialCredit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  standing?: Resolver<ResolversTypes['WalletStanding'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  used?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type WelcomeMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WelcomeMessage'] = ResolversParentTypes['WelcomeMessage']> = ResolversObject<{
  clubName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WelcomeMessageType'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  CardCertification?: CardCertificationResolvers<ContextType>;
  CardChangeRequest?: CardChangeRequestResolvers<ContextType>;
  CardContacts?: CardContactsResolvers<ContextType>;
  CardProfession?: CardProfessionResolvers<ContextType>;
  CardPublication?: CardPublicationResolvers<ContextType>;
  CardTraining?: CardTrainingResolvers<ContextType>;
  CardWorkExperience?: CardWorkExperienceResolvers<ContextType>;
  ChangePaymentMethodResult?: ChangePaymentMethodResultResolvers<ContextType>;
  ConsentRequirement?: ConsentRequirementResolvers<ContextType>;
  ConsentResult?: ConsentResultResolvers<ContextType>;
  ContactData?: ContactDataResolvers<ContextType>;
  EcmCredits?: EcmCreditsResolvers<ContextType>;
  Expiration?: ExpirationResolvers<ContextType>;
  FitnessCenter?: FitnessCenterResolvers<ContextType>;
  HeaderButton?: HeaderButtonResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LastSubscription?: LastSubscriptionResolvers<ContextType>;
  LeadResult?: LeadResultResolvers<ContextType>;
  LeaveClubResult?: LeaveClubResultResolvers<ContextType>;
  LegalCase?: LegalCaseResolvers<ContextType>;
  LegalDocument?: LegalDocumentResolvers<ContextType>;
  LegalHearing?: LegalHearingResolvers<ContextType>;
  LegalMeasure?: LegalMeasureResolvers<ContextType>;
  LoginPublicKey?: LoginPublicKeyResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MembershipResult?: MembershipResultResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MissingFields?: MissingFieldsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PersonalData?: PersonalDataResolvers<ContextType>;
  PressAccess?: PressAccessResolvers<ContextType>;
  PressArticle?: PressArticleResolvers<ContextType>;
  PressCategory?: PressCategoryResolvers<ContextType>;
  PressHeader?: PressHeaderResolvers<ContextType>;
  PressNewsletterFamily?: PressNewsletterFamilyResolvers<ContextType>;
  PressNewsletterResult?: PressNewsletterResultResolvers<ContextType>;
  Profession?: ProfessionResolvers<ContextType>;
  ProfessionDetail?: ProfessionDetailResolvers<ContextType>;
  ProfessionalCard?: ProfessionalCardResolvers<ContextType>;
  ProfessionalCardDraft?: ProfessionalCardDraftResolvers<ContextType>;
  ProfessionalContacts?: ProfessionalContactsResolvers<ContextType>;
  ProfessionalDirectoryPage?: ProfessionalDirectoryPageResolvers<ContextType>;
  ProfileBanner?: ProfileBannerResolvers<ContextType>;
  ProfileOverviewCard?: ProfileOverviewCardResolvers<ContextType>;
  ProfileSaveResult?: ProfileSaveResultResolvers<ContextType>;
  ProfileServiceCard?: ProfileServiceCardResolvers<ContextType>;
  ProfileSideMenuItem?: ProfileSideMenuItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecoveryResult?: RecoveryResultResolvers<ContextType>;
  SearchableService?: SearchableServiceResolvers<ContextType>;
  Specialization?: SpecializationResolvers<ContextType>;
  SpecializationFamily?: SpecializationFamilyResolvers<ContextType>;
  SubscriptionDocument?: SubscriptionDocumentResolvers<ContextType>;
  SubscriptionFlags?: SubscriptionFlagsResolvers<ContextType>;
  SubscriptionHistoryItem?: SubscriptionHistoryItemResolvers<ContextType>;
  UpdateContactResult?: UpdateContactResultResolvers<ContextType>;
  UpgradeButton?: UpgradeButtonResolvers<ContextType>;
  UpgradeLink?: UpgradeLinkResolvers<ContextType>;
  UpgradeOfferCard?: UpgradeOfferCardResolvers<ContextType>;
  UpgradeView?: UpgradeViewResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WelcomeMessage?: WelcomeMessageResolvers<ContextType>;
}>;

