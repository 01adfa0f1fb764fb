/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A certification as the form sends it: an existing document keeps its documentUrl; a new file is a data URL (PDF or image). */
export type CardCertificationInput = {
  /** A new file as a data URL ('data:application/pdf;base64,…'). */
  document?: string | null | undefined;
  /** The existing document's address, to keep it. */
  documentUrl?: string | null | undefined;
  /** File name. */
  fileName?: string | null | undefined;
  /** Title. */
  title: string;
  /** Year. */
  year: number;
};

/** Contacts as the form sends them. */
export type CardContactsInput = {
  /** City. */
  city: string;
  /** E-mail (Premium only). */
  email?: string | null | undefined;
  /** Phone (Premium only). */
  phone?: string | null | undefined;
  /** Province code. */
  province: string;
};

/** A profession of the card, as the form sends it. */
export type CardProfessionInput = {
  /** Health-profession detail id. */
  healthcareProfessionId?: string | null | undefined;
  /** Main profession flag. */
  mainProfession: boolean;
  /** Category code 857920003 or 857920006. */
  professionType: string;
  /** Specialisation ids (up to 3). */
  specializationIds: Array<string>;
};

/** A publication as the form sends it. */
export type CardPublicationInput = {
  /** Journal. */
  journal: string;
  /** Link. */
  link?: string | null | undefined;
  /** Title. */
  title: string;
  /** Year. */
  year: number;
};

/** A degree as the form sends it. */
export type CardTrainingInput = {
  /** Degree type. */
  degreeType: string;
  /** Institute. */
  institute: string;
  /** Title. */
  title: string;
  /** Year. */
  year: number;
};

/** A work experience as the form sends it. */
export type CardWorkExperienceInput = {
  /** Employer. */
  employer: string;
  /** From year. */
  fromYear: number;
  /** Role. */
  role: string;
  /** To year. */
  toYear?: number | null | undefined;
};

/** Si/No answer of a consent of the support form (spec 3 §5); null when not selected. */
export type ConsentChoice =
  | 'NO'
  | 'SI';

/**
 * Contact and profession data to save (spec 2 §3 update-contact payload, PUT /contact/jump2wl). Omitted fields
 * are left unchanged. With only fiscalCode, only the fiscal code rule applies (course fiscal-code modal);
 * otherwise the data-completion rules of spec 2 §5 apply to the resulting profile.
 */
export type ContactDataInput = {
  /** Fiscal code (codiceFiscale); trimmed and upper-cased, then checked ('Inserisci un Codice Fiscale valido.'). */
  fiscalCode?: string | null | undefined;
  /** Privacy consent (privacyHomnya). */
  privacyHomnya?: boolean | null | undefined;
  /** Health-profession detail id (ProfessionDetail.id), for another health profession. */
  professionDetailId?: string | null | undefined;
  /** Profession id (Profession.id). */
  professionId?: string | null | undefined;
  /** Specialisation ids (Specialization.id), up to 3, for a doctor. */
  specializationIds?: Array<string> | null | undefined;
  /** Terms and conditions acceptance (termsCondition). */
  termsConditions?: boolean | null | undefined;
};

/** Actions a content item declares (spec 1 §3 userActions). Whether the viewer may perform them is decided elsewhere. */
export type ContentAction =
  /** Download the item (e-books, modules). */
  | 'Download'
  /** Print the item. */
  | 'Print'
  /** Share on the networks of spec 1 §9. */
  | 'Share';

/** An action on a content item (spec 1 §6). */
export type ContentActionKind =
  /** Download. */
  | 'DOWNLOAD'
  /** Add to or remove from the favourites. */
  | 'FAVOURITE'
  /** Print. */
  | 'PRINT'
  /** Share (always allowed). */
  | 'SHARE';

/** Editorial content types (spec 1 §3). 'E-book' and 'Film Formazione' are spelt EBook and FilmFormazione; contentTypeLabel keeps the Italian. */
export type ContentType =
  | 'Articolo'
  | 'EBook'
  | 'Faq'
  | 'FilmFormazione'
  | 'Guida'
  | 'Infografica'
  | 'Modulo'
  | 'News'
  | 'Podcast'
  | 'Tool'
  | 'Video'
  | 'VideoClip'
  | 'Webinar';

/** The user-facing outcome of starting a course (spec 2 §4). */
export type CourseAccessOutcome =
  /** Credits modal: the ECM balance is below the course credits. */
  | 'CREDITS'
  /** Fiscal-code modal 'Completa il tuo profilo per seguire il corso': no fiscal code on the profile. */
  | 'FISCAL_CODE'
  /** The course opens in a new window (after the access request of `startCourse`). */
  | 'OPEN'
  /** Products modal: a registered member without a group, promo code or status that opens the course. */
  | 'PRODUCTS'
  /** Upgrade modal (visitors, members without the ecm wallet, ex members on a course they never took). */
  | 'UPGRADE';

/** Catalogue search filters (spec 2 §2). */
export type CourseSearchInput = {
  /** Credit range. */
  credits?: CreditRange | null | undefined;
  /** Page, 1-based (the web's `pagina` query parameter), from 1 to 10000. */
  page?: number | null | undefined;
  /** Series id (from courseSeries); null for every series. */
  seriesId?: string | null | undefined;
  /** Teaching model id (from teachingModels); null for every model. */
  teachingModelId?: string | null | undefined;
  /** Free text matched in title and description; used only from 2 characters (a shorter text is ignored). */
  text?: string | null | undefined;
};

/**
 * A member's status on a course (spec 2 §3). The FAD upstream sends it as a code: 1 ACTIVE, 2 PASSED,
 * 3 FAILED, 4 EXPIRED.
 */
export type CourseStatus =
  /** In progress (code 1): tab Attivi; the card offers 'Continua il corso' or 'Inizia il corso'. */
  | 'ACTIVE'
  /** Expired (code 4): tab Scaduti. */
  | 'EXPIRED'
  /** Not passed (code 3): tab Non superati. */
  | 'FAILED'
  /** Passed (code 2): tab Superati; the card offers 'Rivedi il corso' and the certificate. */
  | 'PASSED';

/** ECM credit range filter of the catalogue (spec 2 §2); bounds are inclusive. */
export type CreditRange =
  /** Tutti: no credit filter. */
  | 'ALL'
  /** 1-2 credits. */
  | 'FROM_1_TO_2'
  /** 3-5 credits. */
  | 'FROM_3_TO_5'
  /** 6-10 credits. */
  | 'FROM_6_TO_10'
  /** 11 credits and above (11-999). */
  | 'FROM_11';

export type EnergyKind =
  | 'GAS'
  | 'LUCE';

/** The 'Vai al Catalogo FAD' block a viewer gets (spec 2 §2, §6). */
export type FadCatalogueBlock =
  /** A plain link to the portal catalogue /corsi-ecm-fad (registered members). */
  | 'CATALOGUE_LINK'
  /** 'Vai al Catalogo FAD': the provider catalogue opened through `catalogueAccessUrl` (trial or premium with the ecm wallet). */
  | 'OPEN_FAD_CATALOGUE';

/** Favourites listings (spec 2 §2 favourites pages). */
export type FavouriteKind =
  /** Moduli (8 per page). */
  | 'MODULI'
  /** News e Approfondimenti: every editorial item but Tools and Modules (9 per page). */
  | 'NEWS'
  /** Tool e calcolatori (8 per page). */
  | 'TOOLS';

/**
 * A lead from a contact form (spec 3 §3 'Support request payload', 'Form types and campaigns'). The
 * fields a form type needs are checked with the form's rules (packages/validation); the others are ignored.
 */
export type LeadInput = {
  /** Campaign (fonteCampagna); when the form type has one it must match it (network-avvocati: prass_arc…). */
  campaign?: string | null | undefined;
  /** Mobile phone (Cellulare), digits only. */
  cellulare: string;
  /** Fitness branch id (FitnessCenter.id) of the fitness form. */
  club?: string | null | undefined;
  /** Fiscal code, optional; upper-cased. For a member with one on file, the one on file is sent. */
  codiceFiscale?: string | null | undefined;
  /** Surname (Cognome). */
  cognome?: string | null | undefined;
  /** Consent: sharing with other companies. */
  comunicazioneTerzi?: ConsentChoice | null | undefined;
  /** E-mail; lower-cased. */
  email: string;
  /** Lead event id sent to the tag manager. */
  eventId?: string | null | undefined;
  /** Form type (tipoForm) of spec 3 §3, e.g. 'richiesta-assistenza', 'network-avvocati', 'Richiesta-FitnessNetwork'. */
  formType: string;
  /** Requested days (giorni_richiesta) of the forms that ask for them. */
  giorniRichiesta?: string | null | undefined;
  /** Consent: direct marketing. */
  marketingDiretto?: ConsentChoice | null | undefined;
  /** First name (Nome). */
  nome?: string | null | undefined;
  /** Message (Il tuo messaggio), at most 999 characters. */
  note?: string | null | undefined;
  /** The page the form was sent from. */
  pageUrl?: string | null | undefined;
  /** Privacy checkbox; must be true. */
  privacy: boolean;
  /** Consent: personalised offers. */
  profilazione?: ConsentChoice | null | undefined;
  /** Consent: scientific and statistical purposes. */
  statistiche?: ConsentChoice | null | undefined;
};

/** Kind of a learning item. */
export type LearningItemKind =
  /** An e-book (area /corsi-ecm-fad/ebook). */
  | 'EBOOK'
  /** A training film (area /corsi-ecm-fad/film-formazione). */
  | 'TRAINING_FILM';

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

/** Which loyalty blocks the viewer sees (spec 3 §4 'Loyalty state', §6; packages/policy loyaltyState). */
export type LoyaltyState =
  /** Ex-premium whose loyalty service record has Stato 0 or 2: the alternative block replaces the teaser and the balance. */
  | 'ALTERNATIVE'
  /** Premium with the loyalty wallet, or ex-premium whose loyalty service is on: balance, activities, rewards teaser. */
  | 'MEMBER'
  /** Everyone else: the programme's public page. */
  | 'NONE';

/** Why a registration or a trial start did not happen. */
export type MembershipRefusal =
  /** The caller is signed in already: registration is for visitors. */
  | 'ALREADY_MEMBER'
  /** An account with this e-mail exists already: sign in instead. */
  | 'EMAIL_TAKEN'
  /** The trial is only for a registered member who never had one. */
  | 'TRIAL_NOT_ELIGIBLE';

/** The paywall a refused offer activation opens (spec 3 §6: register, try, upgrade or renew). */
export type OfferPaywallVariant =
  | 'REGISTER'
  | 'RENEW'
  | 'TRY'
  | 'UPGRADE';

/** Type of a saved payment method. */
export type PaymentCardType =
  | 'MASTERCARD'
  | 'PAYPAL'
  | 'VISA';

/** A press search (spec 3 §5): dates as yyyy-MM-dd. */
export type PressSearchInput = {
  /** PressCategory.id, required. */
  categoryId: string;
  /** From-date, required, not later than toDate. */
  fromDate: string;
  /** Optional English keyword, matched in the title or description. */
  keyword?: string | null | undefined;
  /** To-date, required, not later than today (Europe/Rome). */
  toDate: string;
};

/** How a reduced price reads (spec 3 §3 reduced_price_symbol: 1 euro, 2 percent). */
export type PriceSymbol =
  | 'EURO'
  | 'PERCENT';

/** Profession category of a professional card (spec 2 §9): the options of the directory filter. */
export type ProfessionType =
  /** 'Medico' (category code 857920003). */
  | 'DOCTOR'
  /** 'Altro professionista sanitario' (category code 857920006). */
  | 'OTHER_HEALTH_PROFESSION';

/** The whole card as the form holds it, with the version of the draft it was read from. */
export type ProfessionalCardInput = {
  /** Certifications. */
  certifications: Array<CardCertificationInput>;
  /** Contacts. */
  contacts: CardContactsInput;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Presentation. */
  presentationText: string;
  /** Privacy accepted. */
  privacyFlag: boolean;
  /** Professions. */
  professions: Array<CardProfessionInput>;
  /** Publications. */
  scientificPublications: Array<CardPublicationInput>;
  /** Terms accepted. */
  termsOfServiceFlag: boolean;
  /** Training. */
  training: Array<CardTrainingInput>;
  /** The version of the draft the member edited. */
  version: number;
  /** 'Pubblica' or 'Privata'. */
  visibility: string;
  /** Work experience. */
  workExperience: Array<CardWorkExperienceInput>;
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

/** The registration form (spec 1 §2 /registrazione and /registrazione-trial), re-validated with the form's rules. */
export type RegistrationInput = {
  /** Mobile phone, digits only, 9 to 16. */
  cellulare: string;
  /** Surname (cognome), required, at most 60 characters. */
  cognome: string;
  /** The terms of use are accepted (must be true). */
  condizioni: boolean;
  /** E-mail, required, lower-cased by the service. */
  email: string;
  /** The password encrypted with loginPublicKey (RSA-OAEP, SHA-256), base64; 8 to 60 characters in clear. */
  encryptedPassword: string;
  /** First name (nome), required, at most 60 characters. */
  nome: string;
  /** The privacy notice is accepted (must be true). */
  privacy: boolean;
};

/** A block an item's page shows besides its body (spec 2 §3 relatedComponents), chosen by the editors. */
export type RelatedComponent =
  /** 'Latest Content': the sidebar's latest contents (Query.latestContents, 3). */
  | 'LATEST_CONTENT'
  /** 'Related Content': the sidebar's related items (Content.related, 3). */
  | 'RELATED_CONTENT'
  /** 'Suggested Content': the sidebar's insights (Query.suggestedContents, 3 with grouping 1). */
  | 'SUGGESTED_CONTENT';

/** Sections of the search page (spec 3 §9). */
export type SearchSection =
  /** Corsi ECM (6 first, then 6 more). */
  | 'ECM'
  /** Moduli (8 first, then 8 more). */
  | 'MODULES'
  /** News e approfondimenti (6 first, then 6 more). */
  | 'NEWS'
  /** Tool e calcolatori (6 first, then 8 more). */
  | 'TOOLS';

/** Header search suggestion groups (spec 1 §2). */
export type SearchSuggestionKind =
  /** 'Corsi di Formazione ECM'. */
  | 'ECM'
  /** 'Risorse': Modules. */
  | 'MODULES'
  /** 'News e approfondimenti': editorial content but Tools and Modules. */
  | 'NEWS'
  /** 'Tool e calcolatori'. */
  | 'TOOLS';

/** What a service page is (spec 3 §2). */
export type ServicePageKind =
  /** /servizi/convenzioni. */
  | 'DEALS'
  /** A legal or insurance detail page. */
  | 'DETAIL'
  /** /servizi. */
  | 'HOME'
  /** /servizi/legali and /servizi/assicurativi. */
  | 'HUB'
  /** A partner page under /servizi/convenzioni. */
  | 'PARTNER';

/** Which header-link rule of spec 3 §6 a service page follows. */
export type ServiceSection =
  | 'GENERAL'
  | 'INSURANCE'
  | 'LEGAL';

/** The six subscription types of the club (spec 1 §1). SUSPECT is a visitor who is not signed in. */
export type SubscriptionType =
  | 'EX_PREMIUM'
  | 'EX_TRIAL'
  | 'PREMIUM'
  | 'REGISTRATO'
  | 'SUSPECT'
  | 'TRIAL';

/** Spec 3 §2 business-class travel filter 'Destinazione' (absent: 'Ovunque'). */
export type TravelDestination =
  | 'ESTERO'
  | 'ITALIA';

/** The icons a travel detail may show (spec 3 §2); names the portal does not know are logged and left out. */
export type TravelIconName =
  | 'BEACH_SERVICE'
  | 'BOARD'
  | 'CRUISE'
  | 'FLIGHT'
  | 'HOTEL_STARS'
  | 'NIGHTS'
  | 'SPA'
  | 'STRUCTURE_TYPE'
  | 'TOUR_GUIDE'
  | 'WIFI';

/** How the viewer may start the free trial (packages/policy trialStart). */
export type TrialStart =
  /** A registered member who never had a trial: activates it (/attivazione-trial). */
  | 'ACTIVATE'
  /** Trial, premium and ex types: no trial; the plans instead. */
  | 'NOT_ELIGIBLE'
  /** A visitor: registers straight into the trial (/registrazione-trial). */
  | 'REGISTER';

/** The upsell a refused action opens (packages/policy Upsell). */
export type UpsellKind =
  /** Visitors and registered members: 'Vuoi salvare i tuoi contenuti preferiti?' (Tool and Modulo variants). */
  | 'FAVOURITES_UPSELL'
  /** Ex-trial members: move to Premium. */
  | 'MOVE_TO_PREMIUM'
  /** Print or download of a Tool or Modulo without premium-level access. */
  | 'PREMIUM_REQUIRED'
  /** Ex-premium members: reactivate the subscription. */
  | 'REACTIVATE'
  /** Print or download of other content by a visitor: register for free. */
  | 'REGISTER_FREE'
  /** Suspect on a paywalled page: the sign-up prompt. */
  | 'SIGN_UP'
  /** Registered on a paywalled or premium-only page: the subscription modal. */
  | 'SUBSCRIBE'
  /** A trial or premium member whose wallets don't include the Tool's or Modulo's (legal or scientific) wallet. */
  | 'WALLET_REQUIRED';

/** Spec 3 §2 business-class travel filter 'Tipo di vacanza' (absent: 'Ovunque'). */
export type VacationType =
  /** Città e cultura */
  | 'CITTA_E_CULTURA'
  | 'CROCIERA'
  | 'MARE'
  | 'MONTAGNA'
  /** Viaggi e tour organizzati */
  | 'VIAGGI_E_TOUR_ORGANIZZATI';

export type Banner_BannerFragment = { id: string, title: string, content: string | null, imageUrl: string | null, layout: number, background: string | null, theme: string | null, hasLoginCta: boolean, legalTextDesktop: string | null, legalTextMobile: string | null, badge: string | null, logoUrl: string | null, logoAlt: string | null, ctas: Array<{ label: string, mobileLabel: string | null, link: string, target: string | null, variant: string | null, icon: string | null, eventCode: string | null }> } & { ' $fragmentName'?: 'Banner_BannerFragment' };

export type ContentCard_ContentFragment = { id: string, title: string | null, abstract: string | null, link: string, imageUrl: string | null, publicationDate: string | null, contentTypeLabel: string, category: { label: string } | null } & { ' $fragmentName'?: 'ContentCard_ContentFragment' };

export type ProfessionalCard_CardFragment = { id: string, firstName: string, lastName: string, city: string | null, province: string | null, profession: { description: string | null }, professionDetail: { name: string } | null, specializations: Array<{ name: string }> } & { ' $fragmentName'?: 'ProfessionalCard_CardFragment' };

export type PromoBannersQueryVariables = Exact<{
  placement: string;
}>;


export type PromoBannersQuery = { banners: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'Banner_BannerFragment': Banner_BannerFragment } }
  )> | null };

export type ContentActionsHarnessQueryVariables = Exact<{
  id: string;
}>;


export type ContentActionsHarnessQuery = { content: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ContentActions_ContentFragment': ContentActions_ContentFragment } }
  ) | null };

export type ContentActions_ContentFragment = { id: string, contentType: ContentType, title: string | null, link: string, userActions: Array<ContentAction>, isFavourite: boolean | null, allowedActions: Array<{ action: ContentActionKind, allowed: boolean, upsell: UpsellKind | null, upsellTitle: string | null }> } & { ' $fragmentName'?: 'ContentActions_ContentFragment' };

export type ModuleDownloadQueryVariables = Exact<{
  contentId: string;
}>;


export type ModuleDownloadQuery = { moduleDownload: { base64: string, contentType: string, fileName: string } | null };

export type FaqAccordion_ItemFragment = { id: string, question: string, answerHtml: string } & { ' $fragmentName'?: 'FaqAccordion_ItemFragment' };

export type FaqSectionQueryVariables = Exact<{
  placement: string;
}>;


export type FaqSectionQuery = { faqs: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'FaqAccordion_ItemFragment': FaqAccordion_ItemFragment } }
  )> | null };

export type InfographicViewer_ContentFragment = { id: string, contentType: ContentType, title: string | null, abstract: string | null, imageUrl: string | null } & { ' $fragmentName'?: 'InfographicViewer_ContentFragment' };

export type PartnerLogosQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerLogosQuery = { partnerLogos: Array<{ name: string, imageUrl: string, url: string | null }> | null };

export type Paywall_OptionFragment = { id: string, title: string, content: string | null, imageUrl: string | null, hasLoginCta: boolean, cta: { label: string, link: string, eventCode: string | null } } & { ' $fragmentName'?: 'Paywall_OptionFragment' };

export type ResourceCard_ContentFragment = { id: string, title: string | null, abstract: string | null, link: string, contentTypeLabel: string, isPremium: boolean, category: { label: string } | null } & { ' $fragmentName'?: 'ResourceCard_ContentFragment' };

export type UpgradeButtonQueryVariables = Exact<{
  forced: boolean;
}>;


export type UpgradeButtonQuery = { viewer: { upgrade: { button: { label: string, href: string, secondary: { label: string, href: string } | null } | null } } };

export type PlanOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanOffersQuery = { plans: Array<{ id: string, name: string, mostLiked: boolean, purchasable: boolean, priceList: Array<{ installmentPlanId: string, installmentPlanNumber: number, installmentPlanName: string, totalPrice: { cents: number, currency: string }, discountedPrice: { cents: number, currency: string } | null, instalmentPrice: { cents: number, currency: string } }> }> | null, viewer: { trialStart: TrialStart } };

export type VideoTutorialsQueryVariables = Exact<{
  placement: string;
}>;


export type VideoTutorialsQuery = { videoTutorials: Array<{ id: string, title: string, abstract: string | null, contentHtml: string | null, previewImageUrl: string | null, videoUrl: string, isPreview: boolean }> | null };

export type AddFavouriteMutationVariables = Exact<{
  contentId: string;
}>;


export type AddFavouriteMutation = { addFavourite: { content: { id: string, isFavourite: boolean | null }, toast: { message: string, link: { href: string, label: string } } } };

export type RemoveFavouriteMutationVariables = Exact<{
  contentId: string;
}>;


export type RemoveFavouriteMutation = { removeFavourite: { content: { id: string, isFavourite: boolean | null }, toast: { message: string, link: { href: string, label: string } } } };

export type SaveFiscalCodeMutationVariables = Exact<{
  input: ContactDataInput;
}>;


export type SaveFiscalCodeMutation = { updateContactData: { ok: boolean, viewer: { user: { id: string, hasFiscalCode: boolean } | null } } };

export type SearchSuggestionsQueryVariables = Exact<{
  text: string;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, label: string, items: Array<{ id: string, title: string, href: string }> }> | null };

export type SearchableServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchableServicesQuery = { viewer: { searchableServices: Array<{ id: string, title: string, href: string }> } };

export type ConsentDialog_ConsentFragment = { conditionOfUse: boolean, acceptanceCondition: boolean, acknowledgment: boolean, conditionsOfUseText: string | null, acceptanceConditionsText: string | null } & { ' $fragmentName'?: 'ConsentDialog_ConsentFragment' };

export type RequestPasswordRecoveryMutationVariables = Exact<{
  username: string;
}>;


export type RequestPasswordRecoveryMutation = { requestPasswordRecovery: { ok: boolean, username: string | null } };

export type LoginPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPublicKeyQuery = { loginPublicKey: { publicKeyPEM: string } };

export type LoginMutationVariables = Exact<{
  username: string;
  encryptedPassword: string;
}>;


export type LoginMutation = { login: { status: LoginStatus, message: string | null, consent: (
      { consentToken: string }
      & { ' $fragmentRefs'?: { 'ConsentDialog_ConsentFragment': ConsentDialog_ConsentFragment } }
    ) | null } };

export type AcceptConditionsMutationVariables = Exact<{
  consentToken: string;
  conditionOfUse: boolean;
  acceptanceCondition: boolean;
  acknowledgment: boolean;
}>;


export type AcceptConditionsMutation = { acceptConditions: { ok: boolean, message: string | null } };

export type SupportPhoneQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportPhoneQuery = { footer: { tollFreeNumber: string } | null };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { cart: { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } } | null };

export type RemoveFromCartMutationVariables = Exact<{
  productId: string;
}>;


export type RemoveFromCartMutation = { removeFromCart: { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } } };

export type CheckoutMutationVariables = Exact<{
  returnUrl: string;
}>;


export type CheckoutMutation = { checkout: { paymentUrl: string } };

export type RefreshSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSubscriptionMutation = { refreshSubscription: { subscriptionType: SubscriptionType } };

export type ArticleQueryVariables = Exact<{
  path: string;
}>;


export type ArticleQuery = { contentBySlug: (
    { id: string, title: string | null, abstract: string | null, body: string | null, author: string | null, publicationDate: string | null, contentTypeLabel: string, series: string | null, isPremium: boolean, paywalled: boolean, isTraining: boolean, embeddedContent: string | null, hasTopics: boolean, relatedComponents: Array<RelatedComponent>, hasContinueReading: boolean, category: { label: string, url: string } | null, topics: Array<{ title: string, link: string }>, course: (
      { id: string, viewerStatus: { status: CourseStatus | null } | null }
      & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
    ) | null, related: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )>, readAlso: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'ContentActions_ContentFragment': ContentActions_ContentFragment;'InfographicViewer_ContentFragment': InfographicViewer_ContentFragment } }
  ) | null, viewer: { user: { id: string, hasFiscalCode: boolean } | null }, articlePaywall: { ' $fragmentRefs'?: { 'Paywall_OptionFragment': Paywall_OptionFragment } } | null };

export type ArticleLatestContentsQueryVariables = Exact<{
  first: number;
}>;


export type ArticleLatestContentsQuery = { latestContents: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type NewsCategoriesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsCategoriesPageQuery = { newsCategories: Array<{ label: string, url: string }> | null, contentCategories: Array<{ label: string, url: string, pageName: string | null }> | null };

export type NewsCategoryCardsQueryVariables = Exact<{
  categories: Array<string> | string;
}>;


export type NewsCategoryCardsQuery = { categoryCards: Array<{ category: { label: string, url: string }, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> }> | null };

export type SavesFavouriteCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SavesFavouriteCategoriesQuery = { savesFavouriteCategories: boolean };

export type NewsFavouriteCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsFavouriteCategoriesQuery = { favouriteCategories: Array<string> | null };

export type SaveFavouriteCategoriesMutationVariables = Exact<{
  categories: Array<string> | string;
}>;


export type SaveFavouriteCategoriesMutation = { saveFavouriteCategories: Array<string> };

export type CategoryListQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryListQuery = { newsCategories: Array<{ label: string, url: string }> | null };

export type CategoryTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTopicsQuery = { contentTopics: Array<{ title: string }> | null };

export type CategoryPageQueryVariables = Exact<{
  category: string;
  contentTypes?: Array<ContentType> | ContentType | null | undefined;
  topics?: Array<string> | string | null | undefined;
  page: number;
}>;


export type CategoryPageQuery = { categoryPage: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type ExternalNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalNewsQuery = { externalNews: Array<{ title: string, excerpt: string | null, link: string, author: string | null, section: string | null }> | null };

export type NewsFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsFilterOptionsQuery = { newsCategories: Array<{ label: string }> | null, contentTopics: Array<{ title: string }> | null };

export type NewsFeaturedQueryVariables = Exact<{
  rows: number;
}>;


export type NewsFeaturedQuery = { featured: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type NewsListingQueryVariables = Exact<{
  categories?: Array<string> | string | null | undefined;
  contentTypes?: Array<ContentType> | ContentType | null | undefined;
  topics?: Array<string> | string | null | undefined;
  page: number;
  rows: number;
}>;


export type NewsListingQuery = { newsListing: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type SuggestedContentsQueryVariables = Exact<{
  category?: string | null | undefined;
  excludeIds?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  groupingLimit?: number | null | undefined;
}>;


export type SuggestedContentsQuery = { suggestedContents: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
  )> | null };

export type NewsTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsTopicsQuery = { contentTopics: Array<{ title: string, link: string }> | null };

export type CatalogueAccessUrlQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueAccessUrlQuery = { catalogueAccessUrl: string | null };

export type CourseCard_CourseFragment = { id: string, slug: string, title: string, imageUrl: string | null, credits: number, previewPdfUrl: string | null, series: { id: string, name: string } | null, teachingModel: { id: string, name: string } | null, viewerStatus: { status: CourseStatus | null, started: boolean } | null } & { ' $fragmentName'?: 'CourseCard_CourseFragment' };

export type CatalogueFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueFilterOptionsQuery = { courseSeries: Array<{ id: string, name: string }> | null, teachingModels: Array<{ id: string, name: string }> | null };

export type CourseCatalogueQueryVariables = Exact<{
  input?: CourseSearchInput | null | undefined;
}>;


export type CourseCatalogueQuery = { courseCatalogue: { page: number, pageSize: number, total: number, totalPages: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
    )> } | null };

export type CoursePageQueryVariables = Exact<{
  slug: string;
}>;


export type CoursePageQuery = { courseBySlug: { id: string, courseId: string, slug: string, title: string, cardHeading: string | null, description: string | null, imageUrl: string | null, credits: number, duration: number | null, expiryDate: string | null, downloadPdfUrl: string | null, series: { id: string, name: string } | null, teachingModel: { id: string, name: string } | null, viewerStatus: { status: CourseStatus | null, started: boolean, percentageOfCompletion: number | null } | null, accessDecision: { outcome: CourseAccessOutcome, showsUpgradeInsteadOfStart: boolean } | null } | null };

export type SuggestedCoursesQueryVariables = Exact<{
  limit: number;
  excludeId?: string | null | undefined;
}>;


export type SuggestedCoursesQuery = { suggestedCourses: { top: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
    )>, new: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
    )>, foryou: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
    )> } | null };

export type CourseCertificateQueryVariables = Exact<{
  courseId: string;
}>;


export type CourseCertificateQuery = { courseCertificate: { fileName: string, contentType: string, base64: string } | null };

export type CourseOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseOfferQuery = { courseOffer: { showsHomeTeaser: boolean, catalogueBlock: FadCatalogueBlock | null, showsTrainingAreaLink: boolean } };

export type StartCourseMutationVariables = Exact<{
  courseId: string;
}>;


export type StartCourseMutation = { startCourse: { accessUrl: string | null, decision: { outcome: CourseAccessOutcome, reason: string | null } } };

export type EnergyOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type EnergyOffersQuery = { energyOffers: Array<{ id: string, kind: EnergyKind, title: string, description: string | null, conditionsUrl: string | null, features: Array<{ text: string, tooltip: string | null }> }> | null };

export type RentalOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type RentalOffersQuery = { rentalOffers: Array<{ id: string, imageUrl: string | null, advance: number, kmPerYear: number, months: number, brand: string, model: string, monthlyCost: number, averageConsumption: string | null, horsePower: number | null, co2: string | null, transmission: string | null, cc: number | null, traction: string | null, fuelType: string | null, doors: number | null }> | null };

export type TelemedicineContentsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type TelemedicineContentsQuery = { latestContents: { endCursor: string | null, hasNext: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type TelemedicineQueryVariables = Exact<{
  first: number;
}>;


export type TelemedicineQuery = { telemedicineAccess: { hasAccess: boolean, reactivating: boolean, showAccessCta: boolean, showPremiumHero: boolean, serviceUrl: string | null }, latestContents: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type TravelOfferQueryVariables = Exact<{
  path: string;
}>;


export type TravelOfferQuery = { travelOffer: { path: string, title: string, location: string, backgroundImageUrl: string, description: string | null, icons: Array<{ name: TravelIconName, value: string | null }> } | null };

export type TravelOffersQueryVariables = Exact<{
  destination?: TravelDestination | null | undefined;
  vacationType?: VacationType | null | undefined;
}>;


export type TravelOffersQuery = { travelOffers: Array<{ path: string, title: string, location: string, destination: TravelDestination, vacationType: VacationType, extract: string | null, imageUrl: string }> | null };

export type FavouritesQueryVariables = Exact<{
  kind: FavouriteKind;
  page: number;
}>;


export type FavouritesQuery = { favourites: { total: number, hasNext: boolean | null, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ResourceCard_ContentFragment': ResourceCard_ContentFragment } }
    )> } | null };

export type HomeCoursesTeaserQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCoursesTeaserQuery = { courseCatalogue: { total: number, items: Array<{ id: string, slug: string, title: string, credits: number }> } | null };

export type HomeFavouriteNewsCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFavouriteNewsCategoriesQuery = { favouriteCategories: Array<string> | null, newsCategories: Array<{ label: string }> | null };

export type HomeFavouriteNewsQueryVariables = Exact<{
  categories?: Array<string> | string | null | undefined;
}>;


export type HomeFavouriteNewsQuery = { contents: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type HomeBannersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBannersQuery = { banners: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'Banner_BannerFragment': Banner_BannerFragment } }
  )> | null };

export type HomeLoyaltyStateQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeLoyaltyStateQuery = { loyaltyState: LoyaltyState };

export type HomeLatestNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeLatestNewsQuery = { contents: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type HomeLatestProfessionalsQueryVariables = Exact<{
  take: number;
}>;


export type HomeLatestProfessionalsQuery = { latestProfessionals: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfessionalCard_CardFragment': ProfessionalCard_CardFragment } }
  )> | null };

export type HomeLatestToolsQueryVariables = Exact<{
  first: number;
}>;


export type HomeLatestToolsQuery = { latestContents: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type HomeMagazineTeaserQueryVariables = Exact<{
  magazine: string;
}>;


export type HomeMagazineTeaserQuery = { magazinePosts: { magazine: { id: string, name: string, url: string }, categories: Array<{ posts: Array<{ id: string, title: string, excerpt: string | null, date: string, link: string, imageUrl: string | null }> }> } | null };

export type HomeMostReadQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeMostReadQuery = { mostRead: Array<{ id: string, title: string | null, link: string, contentTypeLabel: string }> | null };

export type HomeNewsCarouselQueryVariables = Exact<{
  contentTypes: Array<ContentType> | ContentType;
  rows: number;
}>;


export type HomeNewsCarouselQuery = { contents: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ContentCard_ContentFragment': ContentCard_ContentFragment } }
    )> } | null };

export type AppLayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type AppLayoutQuery = { ' $fragmentRefs'?: { 'Navigation_QueryFragment': Navigation_QueryFragment;'TopBar_QueryFragment': TopBar_QueryFragment;'Footer_QueryFragment': Footer_QueryFragment;'PartnerLogo_QueryFragment': PartnerLogo_QueryFragment } };

export type CreditsCounterQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditsCounterQuery = { viewer: { user: { id: string, ecmBalance: number | null } | null } };

export type Footer_QueryFragment = { footer: { tagline: string, companyLine: string, email: string, tollFreeNumber: string, links: Array<{ label: string, href: string, hasSeparator: boolean }>, social: Array<{ label: string, href: string }> } | null } & { ' $fragmentName'?: 'Footer_QueryFragment' };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type PartnerLogo_QueryFragment = { viewer: { user: { id: string, partnerLogo: { name: string, imageUrl: string } | null } | null } } & { ' $fragmentName'?: 'PartnerLogo_QueryFragment' };

export type ProductsModalQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsModalQuery = { plans: Array<{ id: string, name: string, mostLiked: boolean, isCurrent: boolean, priceList: Array<{ installmentPlanNumber: number, instalmentPrice: { cents: number, currency: string }, totalPrice: { cents: number, currency: string } }> }> | null };

export type TopBar_QueryFragment = { topBar: Array<{ id: string, message: string, link: string | null, linkLabel: string | null }> | null } & { ' $fragmentName'?: 'TopBar_QueryFragment' };

export type Navigation_QueryFragment = { navigation: Array<{ label: string, href: string, children: Array<{ label: string, href: string, children: Array<{ label: string, href: string }> }> }> | null } & { ' $fragmentName'?: 'Navigation_QueryFragment' };

export type CreateLeadMutationVariables = Exact<{
  input: LeadInput;
}>;


export type CreateLeadMutation = { createLead: { id: string } };

export type LeadFormViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadFormViewerQuery = { viewer: { user: { id: string, fiscalCode: string | null, email: string | null, phone: string | null } | null } };

export type FitnessCentersQueryVariables = Exact<{ [key: string]: never; }>;


export type FitnessCentersQuery = { fitnessCenters: Array<{ id: string, name: string, city: string, province: string }> | null };

export type PharmacareProfessionalsQueryVariables = Exact<{
  page: number;
}>;


export type PharmacareProfessionalsQuery = { pharmacareProfessionals: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfessionalCard_CardFragment': ProfessionalCard_CardFragment } }
  )> | null };

export type SupportAssistantQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportAssistantQuery = { viewer: { canUseAssistantForm: boolean } };

export type SupportNumberQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportNumberQuery = { footer: { tollFreeNumber: string } | null };

export type LearningDetailQueryVariables = Exact<{
  kind: LearningItemKind;
  slug: string;
}>;


export type LearningDetailQuery = { learningItemBySlug: { id: string, kind: LearningItemKind, title: string, series: Array<string>, credits: number | null, abstract: string | null, endDate: string | null, imageUrl: string | null, fileUrl: string | null, courseId: string | null, course: { id: string, slug: string, downloadPdfUrl: string | null, accessDecision: { outcome: CourseAccessOutcome, reason: string | null } | null } | null } | null };

export type LatestLearningItemsQueryVariables = Exact<{
  ebooks: boolean;
  rows: number;
  excludeId: string;
}>;


export type LatestLearningItemsQuery = { ebooks?: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'LearningItemCard_ItemFragment': LearningItemCard_ItemFragment } }
    )> } | null, trainingFilms?: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'LearningItemCard_ItemFragment': LearningItemCard_ItemFragment } }
    )> } | null };

export type LearningItemCard_ItemFragment = { id: string, title: string, series: Array<string>, credits: number | null, abstract: string | null, path: string, imageUrl: string | null } & { ' $fragmentName'?: 'LearningItemCard_ItemFragment' };

export type LearningListQueryVariables = Exact<{
  ebooks: boolean;
  rows: number;
  offset: number;
}>;


export type LearningListQuery = { ebooks?: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'LearningItemCard_ItemFragment': LearningItemCard_ItemFragment } }
    )> } | null, trainingFilms?: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'LearningItemCard_ItemFragment': LearningItemCard_ItemFragment } }
    )> } | null, ebookOfTheMonth?: (
    { id: string }
    & { ' $fragmentRefs'?: { 'LearningItemCard_ItemFragment': LearningItemCard_ItemFragment } }
  ) | null };

export type TrainingAreaQueryVariables = Exact<{
  status: CourseStatus;
  page: number;
}>;


export type TrainingAreaQuery = { trainingArea: { page: number, totalPages: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CourseCard_CourseFragment': CourseCard_CourseFragment } }
    )> } | null };

export type TrainingSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingSummaryQuery = { trainingSummary: { active: number, passed: number, failed: number, expired: number } | null };

export type VideoClipCard_ClipFragment = { id: string, title: string, description: string | null, imageUrl: string | null, slug: string } & { ' $fragmentName'?: 'VideoClipCard_ClipFragment' };

export type VideoClipDetailQueryVariables = Exact<{
  slug: string;
}>;


export type VideoClipDetailQuery = { videoClipBySlug: { id: string, title: string, description: string | null, videoUrl: string, imageUrl: string | null, course: { id: string, slug: string, title: string } | null } | null };

export type VideoClipsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type VideoClipsQuery = { videoClips: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'VideoClipCard_ClipFragment': VideoClipCard_ClipFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } | null };

export type VideoOfTheMonthQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoOfTheMonthQuery = { videoOfTheMonth: (
    { id: string }
    & { ' $fragmentRefs'?: { 'VideoClipCard_ClipFragment': VideoClipCard_ClipFragment } }
  ) | null };

export type LoyaltyBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type LoyaltyBalanceQuery = { viewer: { user: { id: string, loyalty: { balance: number, expiresOn: string | null, showsExpiry: boolean, lastTransactions: Array<{ description: string, date: string, amount: number, pointsLabel: string }> | null } | null } | null } };

export type LoyaltyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoyaltyPageQuery = { loyaltyState: LoyaltyState, loyaltyProgramme: { howItWorks: { title: string, paragraph: string | null, steps: Array<{ title: string, body: string }>, cta: { label: string, href: string, eventCode: string | null } | null }, missions: Array<{ id: string, title: string, body: string, pointsLabel: string, icon: string | null }>, points: { intro: string | null, regulationUrl: string | null, items: Array<{ id: string, title: string, pointsLabel: string }> }, brands: Array<{ id: string, name: string, logoUrl: string, url: string | null }>, advantages: { title: string, items: Array<{ title: string, body: string }> } } | null };

export type RewardCard_RewardFragment = { id: string, title: string, category: string, points: number, imageUrl: string | null } & { ' $fragmentName'?: 'RewardCard_RewardFragment' };

export type RewardsCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsCatalogueQuery = { rewards: Array<(
    { id: string, category: string }
    & { ' $fragmentRefs'?: { 'RewardCard_RewardFragment': RewardCard_RewardFragment } }
  )> | null };

export type RewardsTeaserQueryVariables = Exact<{
  first: number;
}>;


export type RewardsTeaserQuery = { rewards: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'RewardCard_RewardFragment': RewardCard_RewardFragment } }
  )> | null };

export type CompletionProfessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompletionProfessionsQuery = { professions: Array<{ id: string, description: string | null, isDoctor: boolean, signupEnabled: boolean }> | null, specializationFamilies: Array<{ id: string, name: string, specializations: Array<{ id: string, name: string }> }> | null };

export type CompletionProfessionDetailsQueryVariables = Exact<{
  professionId: string;
}>;


export type CompletionProfessionDetailsQuery = { professionDetails: Array<{ id: string, name: string }> | null };

export type CompleteContactDataMutationVariables = Exact<{
  input: ContactDataInput;
}>;


export type CompleteContactDataMutation = { updateContactData: { ok: boolean, viewer: { user: { id: string, hasFiscalCode: boolean, missingFields: { isComplete: boolean } | null } | null } } };

export type EdicolaQueryVariables = Exact<{ [key: string]: never; }>;


export type EdicolaQuery = { digitalNewsstand: Array<{ ' $fragmentRefs'?: { 'NewsstandReader_IssueFragment': NewsstandReader_IssueFragment } }> | null, edicolaPaywall: { ' $fragmentRefs'?: { 'Paywall_OptionFragment': Paywall_OptionFragment } } | null };

export type MagazinePostsQueryVariables = Exact<{
  magazine: string;
}>;


export type MagazinePostsQuery = { magazinePosts: { personalised: boolean, categories: Array<{ name: string, link: string, posts: Array<{ id: string, title: string, link: string, excerpt: string | null, imageUrl: string | null, date: string }> }> } | null };

export type MagazinesQueryVariables = Exact<{ [key: string]: never; }>;


export type MagazinesQuery = { magazines: Array<{ id: string, name: string, logoUrl: string, url: string, categories: Array<{ name: string, link: string }> }> | null, viewer: { flags: { isSuspect: boolean }, user: { id: string, fiscalCode: string | null, missingFields: { fiscalCode: boolean, privacyHomnya: boolean, termsConditions: boolean, isComplete: boolean } | null, contact: { professionDetailId: string | null, specializationIds: Array<string>, profession: { id: string, isDoctor: boolean } | null } | null } | null } };

export type NewsstandReader_IssueFragment = { id: string, magazineId: string, magazineName: string, title: string, pageCount: number, readerUrl: string } & { ' $fragmentName'?: 'NewsstandReader_IssueFragment' };

export type MembershipPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipPublicKeyQuery = { loginPublicKey: { publicKeyPEM: string } };

export type TrialStartQueryVariables = Exact<{ [key: string]: never; }>;


export type TrialStartQuery = { viewer: { trialStart: TrialStart } };

export type RegisterMemberMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterMemberMutation = { registerMember: { ok: boolean, refusal: MembershipRefusal | null, message: string | null } };

export type StartTrialMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type StartTrialMutation = { startTrial: { ok: boolean, refusal: MembershipRefusal | null, message: string | null } };

export type ActivateTrialMutationVariables = Exact<{ [key: string]: never; }>;


export type ActivateTrialMutation = { activateTrial: { ok: boolean, refusal: MembershipRefusal | null, message: string | null } };

export type PlanComparison_PlanFragment = { id: string, name: string, services: Array<{ label: string, available: boolean }> } & { ' $fragmentName'?: 'PlanComparison_PlanFragment' };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'PriceCard_PlanFragment': PriceCard_PlanFragment;'PlanComparison_PlanFragment': PlanComparison_PlanFragment } }
  )> | null, viewer: { showsPhoneCallAndConsultant: boolean, flags: { isSuspect: boolean } } };

export type PriceCard_PlanFragment = { id: string, name: string, mostLiked: boolean, purchasable: boolean, services: Array<{ label: string, available: boolean, description: string | null }>, priceList: Array<{ installmentPlanId: string, installmentPlanName: string, installmentPlanNumber: number, totalPrice: { cents: number, currency: string }, discountedPrice: { cents: number, currency: string } | null, instalmentPrice: { cents: number, currency: string } }> } & { ' $fragmentName'?: 'PriceCard_PlanFragment' };

export type PressNewsletterQueryVariables = Exact<{ [key: string]: never; }>;


export type PressNewsletterQuery = { specializationFamilies: Array<{ id: string, name: string }> | null, viewer: { pressNewsletter: Array<{ id: string, name: string }> | null } };

export type SavePressNewsletterMutationVariables = Exact<{
  familyIds: Array<string> | string;
}>;


export type SavePressNewsletterMutation = { savePressNewsletter: { ok: boolean, families: Array<{ id: string, name: string }> } };

export type PressPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PressPageQuery = { viewer: { press: { canSearch: boolean, header: { variant: string, label: string, href: string | null } } } };

export type PressCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type PressCategoriesQuery = { pressCategories: Array<{ id: string, name: string }> | null };

export type PressSearchQueryVariables = Exact<{
  input: PressSearchInput;
}>;


export type PressSearchQuery = { pressSearch: Array<{ id: string, title: string, publishedOn: string, author: string | null, description: string | null, link: string }> | null };

export type CardDraftFieldsFragment = { id: string | null, version: number, firstName: string, lastName: string, presentationText: string, privacyFlag: boolean, termsOfServiceFlag: boolean, visibility: string, accessLevel: string, contactsAllowed: boolean, upgradeForContacts: boolean, pharmacareActive: boolean, pharmacareEligible: boolean, createBonus: boolean, contacts: { province: string, city: string, email: string | null, phone: string | null }, professions: Array<{ professionType: string, mainProfession: boolean, specializations: Array<{ id: string, name: string }>, healthcareProfession: { id: string, name: string } | null }>, training: Array<{ degreeType: string, title: string, institute: string, year: number }>, workExperience: Array<{ role: string, employer: string, fromYear: number, toYear: number | null }>, certifications: Array<{ title: string, year: number, documentUrl: string | null, fileName: string | null }>, scientificPublications: Array<{ title: string, journal: string, year: number, link: string | null }> } & { ' $fragmentName'?: 'CardDraftFieldsFragment' };

export type MyProfessionalCardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfessionalCardQuery = { specializationFamilies: Array<{ id: string, specializations: Array<{ id: string, name: string }> }> | null, professions: Array<{ id: string, code: string | null, isDoctor: boolean }> | null, viewer: { user: { id: string, professionalCard: { ' $fragmentRefs'?: { 'CardDraftFieldsFragment': CardDraftFieldsFragment } } | null } | null } };

export type CardHealthcareProfessionsQueryVariables = Exact<{
  professionId: string;
}>;


export type CardHealthcareProfessionsQuery = { professionDetails: Array<{ id: string, name: string }> | null };

export type SaveProfessionalCardMutationVariables = Exact<{
  input: ProfessionalCardInput;
}>;


export type SaveProfessionalCardMutation = { saveProfessionalCard: { ' $fragmentRefs'?: { 'CardDraftFieldsFragment': CardDraftFieldsFragment } } };

export type ProfessionalDirectoryQueryVariables = Exact<{
  text?: string | null | undefined;
  professionType?: ProfessionType | null | undefined;
  province?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type ProfessionalDirectoryQuery = { professionalDirectory: { page: number, pages: number, total: number | null, contactsVisible: boolean, cards: Array<(
      { id: string, presentationText: string | null, contacts: { email: string | null, phone: string | null } | null }
      & { ' $fragmentRefs'?: { 'ProfessionalCard_CardFragment': ProfessionalCard_CardFragment } }
    )>, suggested: Array<(
      { id: string, presentationText: string | null, contacts: { email: string | null, phone: string | null } | null }
      & { ' $fragmentRefs'?: { 'ProfessionalCard_CardFragment': ProfessionalCard_CardFragment } }
    )> } | null };

export type ProfileAssistantAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileAssistantAccessQuery = { viewer: { canUseAssistantForm: boolean } };

export type ProfileInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileInvoicesQuery = { viewer: { user: { id: string, invoices: Array<{ id: string, productName: string, issued: boolean, date: string, amount: number, downloadUrl: string | null }> | null } | null } };

export type ProfileLegalCasesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileLegalCasesQuery = { viewer: { user: { id: string, legalCases: Array<{ name: string, court: string, venue: string, section: string, status: string, businessLine: string, specialization: string, measures: Array<{ type: string, value: string }>, hearings: Array<{ type: string, date: string, documents: Array<{ id: string, fileName: string, downloadUrl: string }> }> | null }> | null } | null } };

export type ProfileOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileOverviewQuery = { viewer: { subscriptionType: SubscriptionType, profileOverviewCards: Array<{ id: string, label: string, href: string, description: string }>, profileAccountCards: Array<{ id: string, label: string, href: string }>, ecmCredits: { used: number, available: number, plafond: number, showsRequestExtraCredits: boolean } | null } };

export type ProfileTrainingSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileTrainingSummaryQuery = { trainingSummary: { active: number, passed: number, failed: number, expired: number } | null };

export type LeaveClubMutationVariables = Exact<{
  reason?: string | null | undefined;
}>;


export type LeaveClubMutation = { leaveClub: { ok: boolean, requestId: string } };

export type ProfilePaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePaymentMethodsQuery = { viewer: { user: { id: string, paymentMethods: Array<{ cardType: PaymentCardType, cardNumber: string | null, cardOwner: string, expireOn: string | null, favorite: boolean }> | null } | null } };

export type ChangePaymentMethodMutationVariables = Exact<{ [key: string]: never; }>;


export type ChangePaymentMethodMutation = { changePaymentMethod: { redirectUrl: string } };

export type ProfilePersonalDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePersonalDataQuery = { viewer: { user: { id: string, username: string, name: string | null, surname: string | null, email: string | null, specializationNames: Array<string>, isOtherHealthProfession: boolean, contact: { profession: { id: string, description: string | null } | null } | null, personalData: { birthDate: string | null, phonePrefix: string, phone: string | null, fiscalCode: string | null } | null } | null } };

export type CompleteProfileMutationVariables = Exact<{
  fiscalCode?: string | null | undefined;
  birthDate?: string | null | undefined;
}>;


export type CompleteProfileMutation = { completeProfile: { ok: boolean, viewer: { subscriptionType: SubscriptionType, user: { id: string, hasFiscalCode: boolean, personalData: { birthDate: string | null, fiscalCode: string | null, phonePrefix: string, phone: string | null } | null } | null } } };

export type UpdateAccountMutationVariables = Exact<{
  phonePrefix: string;
  phone: string;
  encryptedPassword?: string | null | undefined;
  encryptedPasswordConfirmation?: string | null | undefined;
}>;


export type UpdateAccountMutation = { updateAccount: { ok: boolean, viewer: { user: { id: string, personalData: { birthDate: string | null, fiscalCode: string | null, phonePrefix: string, phone: string | null } | null } | null } } };

export type AccountPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPublicKeyQuery = { loginPublicKey: { publicKeyPEM: string } };

export type ProfilePrivacyQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePrivacyQuery = { viewer: { user: { id: string, privacyNotice: string | null, subscriptionDocuments: Array<{ id: string, title: string, text: string }> | null } | null } };

export type ProfileFrameQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileFrameQuery = { viewer: { subscriptionType: SubscriptionType, profileActivationDate: string | null, profileSideMenu: Array<{ id: string, label: string, href: string, icon: ProfileMenuIcon }>, profileBanner: { kind: ProfileBannerKind, daysLeft: number | null, action: { label: string, href: string } } | null, user: { id: string, username: string } | null } };

export type ProfileServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileServicesQuery = { viewer: { profileServices: Array<{ id: string, title: string, body: string, href: string, cta: string }> | null } };

export type ProfileSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSubscriptionQuery = { viewer: { profileUpgradeBox: boolean, user: { id: string, enrolmentCertificateUrl: string | null, lastSubscription: { active: boolean, productName: string | null, startDate: string | null, endDate: string | null } | null, subscriptionHistory: Array<{ name: string, activeFrom: string, endOfSubscription: string | null, isAddon: boolean, isActive: boolean }> | null, subscriptionDocuments: Array<{ id: string, title: string, text: string }> | null } | null } };

export type AllResourcesQueryVariables = Exact<{
  contentType: ContentType;
  rows: number;
}>;


export type AllResourcesQuery = { contents: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ResourceCard_ContentFragment': ResourceCard_ContentFragment } }
    )> } | null };

export type ResourceQueryVariables = Exact<{
  path: string;
}>;


export type ResourceQuery = { contentBySlug: (
    { id: string, title: string | null, abstract: string | null, body: string | null, contentType: ContentType, contentTypeLabel: string, isPremium: boolean, paywalled: boolean, walletBlocked: boolean, flags: { scientificTool: boolean } }
    & { ' $fragmentRefs'?: { 'ContentActions_ContentFragment': ContentActions_ContentFragment } }
  ) | null, resourcePaywall: { ' $fragmentRefs'?: { 'Paywall_OptionFragment': Paywall_OptionFragment } } | null };

export type ResourcesHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourcesHomeQuery = { tools: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ResourceCard_ContentFragment': ResourceCard_ContentFragment } }
    )> } | null, modules: { total: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ResourceCard_ContentFragment': ResourceCard_ContentFragment } }
    )> } | null };

export type SearchPageQueryVariables = Exact<{
  text: string;
}>;


export type SearchPageQuery = { searchPage: { total: number, suggested: boolean, sections: Array<{ section: SearchSection, label: string, total: number, suggested: boolean, items: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'SearchResultCard_ResultFragment': SearchResultCard_ResultFragment } }
      )> }> } | null };

export type SearchMoreQueryVariables = Exact<{
  text: string;
  section: SearchSection;
  offset: number;
}>;


export type SearchMoreQuery = { searchPage: { sections: Array<{ section: SearchSection, items: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'SearchResultCard_ResultFragment': SearchResultCard_ResultFragment } }
      )> }> } | null };

export type SearchResultCard_ResultFragment = { id: string, title: string | null, href: string, abstract: string | null, content: { contentTypeLabel: string, publicationDate: string | null, category: { label: string } | null } | null, course: { credits: number, teachingModel: { name: string } | null } | null } & { ' $fragmentName'?: 'SearchResultCard_ResultFragment' };

export type PartnerDealsQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerDealsQuery = { partnerDeals: Array<{ id: string, title: string, body: string, imageUrl: string | null, href: string }> | null };

export type ServicePageQueryVariables = Exact<{
  path: string;
}>;


export type ServicePageQuery = { servicePage: { path: string, kind: ServicePageKind, section: ServiceSection, title: string, areasTitle: string | null, formWithheld: boolean, legalNotes: string | null, showsContactButtons: boolean, hero: { title: string, body: string | null, imageUrl: string | null, ctas: Array<{ label: string, mobileLabel: string | null, link: string, target: string | null, variant: string | null, eventCode: string | null }> }, headerLinks: Array<{ label: string, mobileLabel: string | null, link: string, target: string | null, variant: string | null, eventCode: string | null }>, anchors: Array<{ label: string, href: string }>, menuCtas: Array<{ label: string, mobileLabel: string | null, link: string, target: string | null, variant: string | null, icon: string | null, eventCode: string | null }>, areas: Array<{ title: string, icon: string | null }>, detailCards: Array<{ title: string, body: string, anchorId: string }>, cardGroups: Array<{ key: string, title: string, anchorId: string | null, moreLink: string | null, cards: Array<{ id: string, title: string, body: string, href: string, cta: string | null }> }>, form: { formType: string, formCampaign: string | null, formTitle: string, formContent: string | null, formId: string } | null } | null };

export type ShopCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopCategoriesQuery = { shopCategories: Array<{ id: string, name: string, shopCount: number }> | null };

export type ShopCategoryQueryVariables = Exact<{
  id: string;
}>;


export type ShopCategoryQuery = { shopCategory: { id: string, name: string, shops: Array<{ id: string, name: string, logoUrl: string, logoLinks: boolean }> | null } | null };

export type ShopPageQueryVariables = Exact<{
  id: string;
}>;


export type ShopPageQuery = { shop: { id: string, name: string, logoUrl: string, category: string, description: string | null, offers: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'OfferCard_OfferFragment': OfferCard_OfferFragment } }
    )> | null } | null };

export type ShopOfferQueryVariables = Exact<{
  id: string;
}>;


export type ShopOfferQuery = { offer: (
    { id: string, shopId: string }
    & { ' $fragmentRefs'?: { 'OfferCard_OfferFragment': OfferCard_OfferFragment } }
  ) | null };

export type ShopsHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopsHomeQuery = { shopsIntroVisible: boolean, shopsBestOffers: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'OfferCard_OfferFragment': OfferCard_OfferFragment } }
  )> | null, shopsFeaturedCoupons: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'OfferCard_OfferFragment': OfferCard_OfferFragment } }
  )> | null, topShops: Array<{ id: string, name: string, logoUrl: string, logoLinks: boolean }> | null, shopsSlideshow: Array<{ id: string, title: string, shopName: string, imageUrl: string, imageMobileUrl: string }> | null };

export type OfferCard_OfferFragment = { id: string, shopId: string, shopName: string, shopLogoUrl: string, title: string, description: string, isDirect: boolean, badgeType: string, badgeName: string, reducedPriceValue: number | null, reducedPriceSymbol: PriceSymbol | null, endDateText: string, expired: boolean, canActivate: boolean, paywall: { variant: OfferPaywallVariant, title: string, text: string, ctaLabel: string, ctaHref: string } | null } & { ' $fragmentName'?: 'OfferCard_OfferFragment' };

export type ActivateOfferMutationVariables = Exact<{
  offerId: string;
}>;


export type ActivateOfferMutation = { activateOffer: { offerId: string, voucherCode: string | null, redirectUrl: string | null } | null };

export type UpgradePageQueryVariables = Exact<{ [key: string]: never; }>;


export type UpgradePageQuery = { viewer: { subscriptionType: SubscriptionType, upgrade: { offerButtonLabel: string, breadcrumbLabel: string, heroVariant: string, showsLegalCases: boolean, offerCards: Array<{ id: string, title: string, text: string, cta: { label: string, href: string } }> } } };

export type CartFieldsFragment = { installmentPlanId: string | null, plans: Array<{ id: string, name: string, priceList: Array<{ installmentPlanId: string, installmentPlanName: string, installmentPlanNumber: number, totalPrice: { cents: number, currency: string }, discountedPrice: { cents: number, currency: string } | null, instalmentPrice: { cents: number, currency: string } }> }>, priceList: Array<{ installmentPlanId: string, installmentPlanName: string, installmentPlanNumber: number, totalPrice: { cents: number, currency: string }, discountedPrice: { cents: number, currency: string } | null, instalmentPrice: { cents: number, currency: string } }>, total: { cents: number, currency: string } | null } & { ' $fragmentName'?: 'CartFieldsFragment' };

export type AddToCartMutationVariables = Exact<{
  productId: string;
  installmentPlanId: string;
  redirectTo?: string | null | undefined;
}>;


export type AddToCartMutation = { addToCart: { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { subscriptionType: SubscriptionType, activeWalletCodes: Array<string>, topBarColour: string, showsCreditsCounter: boolean, flags: { isSuspect: boolean, isRegistered: boolean, isTrial: boolean, isPremium: boolean, isExTrial: boolean, isExPremium: boolean, isEx: boolean, isTrialOrPremium: boolean, isAPS: boolean }, headerButtons: Array<{ id: string, label: string, href: string, variant: string, trackingCode: string | null }>, profileMenu: Array<{ id: string, label: string, href: string }>, user: { id: string, username: string, name: string | null, surname: string | null } | null } };

export const Banner_BannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Banner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}},{"kind":"Field","name":{"kind":"Name","value":"legalTextDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"legalTextMobile"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoAlt"}},{"kind":"Field","name":{"kind":"Name","value":"ctas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}}]}}]} as unknown as DocumentNode<Banner_BannerFragment, unknown>;
export const ContentCard_ContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ContentCard_ContentFragment, unknown>;
export const ProfessionalCard_CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"profession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProfessionalCard_CardFragment, unknown>;
export const ContentActions_ContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentActions_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"userActions"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"upsell"}},{"kind":"Field","name":{"kind":"Name","value":"upsellTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}}]} as unknown as DocumentNode<ContentActions_ContentFragment, unknown>;
export const FaqAccordion_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqAccordion_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}}]}}]} as unknown as DocumentNode<FaqAccordion_ItemFragment, unknown>;
export const InfographicViewer_ContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InfographicViewer_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<InfographicViewer_ContentFragment, unknown>;
export const Paywall_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paywall_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaywallOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}}]}}]} as unknown as DocumentNode<Paywall_OptionFragment, unknown>;
export const ResourceCard_ContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ResourceCard_ContentFragment, unknown>;
export const ConsentDialog_ConsentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentDialog_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conditionOfUse"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgment"}},{"kind":"Field","name":{"kind":"Name","value":"conditionsOfUseText"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceConditionsText"}}]}}]} as unknown as DocumentNode<ConsentDialog_ConsentFragment, unknown>;
export const CourseCard_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"previewPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}}]} as unknown as DocumentNode<CourseCard_CourseFragment, unknown>;
export const Footer_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Footer_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"companyLine"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tollFreeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeparator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<Footer_QueryFragment, unknown>;
export const PartnerLogo_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerLogo_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartnerLogo_QueryFragment, unknown>;
export const TopBar_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopBar_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkLabel"}}]}}]}}]} as unknown as DocumentNode<TopBar_QueryFragment, unknown>;
export const Navigation_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Navigation_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]}}]} as unknown as DocumentNode<Navigation_QueryFragment, unknown>;
export const LearningItemCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearningItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<LearningItemCard_ItemFragment, unknown>;
export const VideoClipCard_ClipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoClipCard_clip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoClip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<VideoClipCard_ClipFragment, unknown>;
export const RewardCard_RewardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardCard_reward"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<RewardCard_RewardFragment, unknown>;
export const NewsstandReader_IssueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsstandReader_issue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsstandIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"magazineId"}},{"kind":"Field","name":{"kind":"Name","value":"magazineName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"readerUrl"}}]}}]} as unknown as DocumentNode<NewsstandReader_IssueFragment, unknown>;
export const PlanComparison_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanComparison_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<PlanComparison_PlanFragment, unknown>;
export const PriceCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mostLiked"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<PriceCard_PlanFragment, unknown>;
export const CardDraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCardDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"presentationText"}},{"kind":"Field","name":{"kind":"Name","value":"privacyFlag"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceFlag"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"contactsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeForContacts"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacareActive"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacareEligible"}},{"kind":"Field","name":{"kind":"Name","value":"createBonus"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionType"}},{"kind":"Field","name":{"kind":"Name","value":"mainProfession"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"healthcareProfession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degreeType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"institute"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workExperience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"fromYear"}},{"kind":"Field","name":{"kind":"Name","value":"toYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scientificPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<CardDraftFieldsFragment, unknown>;
export const SearchResultCard_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultCard_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchResultCard_ResultFragment, unknown>;
export const OfferCard_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopId"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"shopLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDirect"}},{"kind":"Field","name":{"kind":"Name","value":"badgeType"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceValue"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"endDateText"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"canActivate"}},{"kind":"Field","name":{"kind":"Name","value":"paywall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ctaLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ctaHref"}}]}}]}}]} as unknown as DocumentNode<OfferCard_OfferFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const PromoBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Banner_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Banner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}},{"kind":"Field","name":{"kind":"Name","value":"legalTextDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"legalTextMobile"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoAlt"}},{"kind":"Field","name":{"kind":"Name","value":"ctas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}}]}}]} as unknown as DocumentNode<PromoBannersQuery, PromoBannersQueryVariables>;
export const ContentActionsHarnessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentActionsHarness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentActions_content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentActions_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"userActions"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"upsell"}},{"kind":"Field","name":{"kind":"Name","value":"upsellTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}}]} as unknown as DocumentNode<ContentActionsHarnessQuery, ContentActionsHarnessQueryVariables>;
export const ModuleDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moduleDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base64"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<ModuleDownloadQuery, ModuleDownloadQueryVariables>;
export const FaqSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqAccordion_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqAccordion_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}}]}}]} as unknown as DocumentNode<FaqSectionQuery, FaqSectionQueryVariables>;
export const PartnerLogosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PartnerLogosQuery, PartnerLogosQueryVariables>;
export const UpgradeButtonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpgradeButton"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forced"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"button"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"forced"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forced"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpgradeButtonQuery, UpgradeButtonQueryVariables>;
export const PlanOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeCurrentPlan"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mostLiked"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trialStart"}}]}}]}}]} as unknown as DocumentNode<PlanOffersQuery, PlanOffersQueryVariables>;
export const VideoTutorialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoTutorials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoTutorials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"previewImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPreview"}}]}}]}}]} as unknown as DocumentNode<VideoTutorialsQuery, VideoTutorialsQueryVariables>;
export const AddFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddFavouriteMutation, AddFavouriteMutationVariables>;
export const RemoveFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFavouriteMutation, RemoveFavouriteMutationVariables>;
export const SaveFiscalCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFiscalCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveFiscalCodeMutation, SaveFiscalCodeMutationVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SearchableServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchableServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchableServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]} as unknown as DocumentNode<SearchableServicesQuery, SearchableServicesQueryVariables>;
export const RequestPasswordRecoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordRecovery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordRecoveryMutation, RequestPasswordRecoveryMutationVariables>;
export const LoginPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKeyPEM"}}]}}]}}]} as unknown as DocumentNode<LoginPublicKeyQuery, LoginPublicKeyQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encryptedPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"encryptedPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encryptedPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"consent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentToken"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsentDialog_consent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentDialog_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conditionOfUse"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgment"}},{"kind":"Field","name":{"kind":"Name","value":"conditionsOfUseText"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceConditionsText"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const AcceptConditionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptConditions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consentToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conditionOfUse"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptanceCondition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acknowledgment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptConditions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consentToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consentToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"conditionOfUse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conditionOfUse"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptanceCondition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptanceCondition"}}},{"kind":"Argument","name":{"kind":"Name","value":"acknowledgment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acknowledgment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AcceptConditionsMutation, AcceptConditionsMutationVariables>;
export const SupportPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportPhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tollFreeNumber"}}]}}]}}]} as unknown as DocumentNode<SupportPhoneQuery, SupportPhoneQueryVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const RemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"returnUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const RefreshSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}}]}}]}}]} as unknown as DocumentNode<RefreshSubscriptionMutation, RefreshSubscriptionMutationVariables>;
export const ArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"paywalled"}},{"kind":"Field","name":{"kind":"Name","value":"isTraining"}},{"kind":"Field","name":{"kind":"Name","value":"embeddedContent"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasTopics"}},{"kind":"Field","name":{"kind":"Name","value":"relatedComponents"}},{"kind":"Field","name":{"kind":"Name","value":"hasContinueReading"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readAlso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentActions_content"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InfographicViewer_content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalCode"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"articlePaywall"},"name":{"kind":"Name","value":"paywall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"StringValue","value":"articolo","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paywall_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"previewPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentActions_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"userActions"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"upsell"}},{"kind":"Field","name":{"kind":"Name","value":"upsellTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InfographicViewer_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paywall_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaywallOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}}]}}]} as unknown as DocumentNode<ArticleQuery, ArticleQueryVariables>;
export const ArticleLatestContentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleLatestContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ArticleLatestContentsQuery, ArticleLatestContentsQueryVariables>;
export const NewsCategoriesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategoriesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"pageName"}}]}}]}}]} as unknown as DocumentNode<NewsCategoriesPageQuery, NewsCategoriesPageQueryVariables>;
export const NewsCategoryCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategoryCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}},{"kind":"Argument","name":{"kind":"Name","value":"perCategory"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<NewsCategoryCardsQuery, NewsCategoryCardsQueryVariables>;
export const SavesFavouriteCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavesFavouriteCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savesFavouriteCategories"}}]}}]} as unknown as DocumentNode<SavesFavouriteCategoriesQuery, SavesFavouriteCategoriesQueryVariables>;
export const NewsFavouriteCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsFavouriteCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favouriteCategories"}}]}}]} as unknown as DocumentNode<NewsFavouriteCategoriesQuery, NewsFavouriteCategoriesQueryVariables>;
export const SaveFavouriteCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFavouriteCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFavouriteCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}}]}]}}]} as unknown as DocumentNode<SaveFavouriteCategoriesMutation, SaveFavouriteCategoriesMutationVariables>;
export const CategoryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CategoryListQuery, CategoryListQueryVariables>;
export const CategoryTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CategoryTopicsQuery, CategoryTopicsQueryVariables>;
export const CategoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topics"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"topics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topics"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CategoryPageQuery, CategoryPageQueryVariables>;
export const ExternalNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}}]}}]} as unknown as DocumentNode<ExternalNewsQuery, ExternalNewsQueryVariables>;
export const NewsFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<NewsFilterOptionsQuery, NewsFilterOptionsQueryVariables>;
export const NewsFeaturedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsFeatured"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"featured"},"name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"excludeContentTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Modulo"},{"kind":"EnumValue","value":"Tool"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<NewsFeaturedQuery, NewsFeaturedQueryVariables>;
export const NewsListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topics"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"topics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topics"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<NewsListingQuery, NewsListingQueryVariables>;
export const SuggestedContentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupingLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupingLimit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupingLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SuggestedContentsQuery, SuggestedContentsQueryVariables>;
export const NewsTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<NewsTopicsQuery, NewsTopicsQueryVariables>;
export const CatalogueAccessUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueAccessUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueAccessUrl"}}]}}]} as unknown as DocumentNode<CatalogueAccessUrlQuery, CatalogueAccessUrlQueryVariables>;
export const CatalogueFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseSeries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>;
export const CourseCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"previewPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}}]} as unknown as DocumentNode<CourseCatalogueQuery, CourseCatalogueQueryVariables>;
export const CoursePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cardHeading"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"percentageOfCompletion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"showsUpgradeInsteadOfStart"}}]}}]}}]}}]} as unknown as DocumentNode<CoursePageQuery, CoursePageQueryVariables>;
export const SuggestedCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"new"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foryou"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"previewPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}}]} as unknown as DocumentNode<SuggestedCoursesQuery, SuggestedCoursesQueryVariables>;
export const CourseCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CourseCertificateQuery, CourseCertificateQueryVariables>;
export const CourseOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsHomeTeaser"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueBlock"}},{"kind":"Field","name":{"kind":"Name","value":"showsTrainingAreaLink"}}]}}]}}]} as unknown as DocumentNode<CourseOfferQuery, CourseOfferQueryVariables>;
export const StartCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessUrl"}}]}}]}}]} as unknown as DocumentNode<StartCourseMutation, StartCourseMutationVariables>;
export const EnergyOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnergyOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditionsUrl"}}]}}]}}]} as unknown as DocumentNode<EnergyOffersQuery, EnergyOffersQueryVariables>;
export const RentalOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"advance"}},{"kind":"Field","name":{"kind":"Name","value":"kmPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"averageConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"horsePower"}},{"kind":"Field","name":{"kind":"Name","value":"co2"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"traction"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"doors"}}]}}]}}]} as unknown as DocumentNode<RentalOffersQuery, RentalOffersQueryVariables>;
export const TelemedicineContentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TelemedicineContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isPremium"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNext"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<TelemedicineContentsQuery, TelemedicineContentsQueryVariables>;
export const TelemedicineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Telemedicine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telemedicineAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"reactivating"}},{"kind":"Field","name":{"kind":"Name","value":"showAccessCta"}},{"kind":"Field","name":{"kind":"Name","value":"showPremiumHero"}},{"kind":"Field","name":{"kind":"Name","value":"serviceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isPremium"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<TelemedicineQuery, TelemedicineQueryVariables>;
export const TravelOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TravelOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"travelOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"icons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<TravelOfferQuery, TravelOfferQueryVariables>;
export const TravelOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TravelOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TravelDestination"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vacationType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VacationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"travelOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"destination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destination"}}},{"kind":"Argument","name":{"kind":"Name","value":"vacationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vacationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"vacationType"}},{"kind":"Field","name":{"kind":"Name","value":"extract"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<TravelOffersQuery, TravelOffersQueryVariables>;
export const FavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Favourites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavouriteKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favourites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNext"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<FavouritesQuery, FavouritesQueryVariables>;
export const HomeCoursesTeaserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCoursesTeaser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]} as unknown as DocumentNode<HomeCoursesTeaserQuery, HomeCoursesTeaserQueryVariables>;
export const HomeFavouriteNewsCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFavouriteNewsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favouriteCategories"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<HomeFavouriteNewsCategoriesQuery, HomeFavouriteNewsCategoriesQueryVariables>;
export const HomeFavouriteNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFavouriteNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"excludeContentTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Modulo"},{"kind":"EnumValue","value":"Tool"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"personalised"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"IntValue","value":"6"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<HomeFavouriteNewsQuery, HomeFavouriteNewsQueryVariables>;
export const HomeBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"StringValue","value":"home","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Banner_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Banner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}},{"kind":"Field","name":{"kind":"Name","value":"legalTextDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"legalTextMobile"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoAlt"}},{"kind":"Field","name":{"kind":"Name","value":"ctas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}}]}}]} as unknown as DocumentNode<HomeBannersQuery, HomeBannersQueryVariables>;
export const HomeLoyaltyStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLoyaltyState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loyaltyState"}}]}}]} as unknown as DocumentNode<HomeLoyaltyStateQuery, HomeLoyaltyStateQueryVariables>;
export const HomeLatestNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"News"},{"kind":"EnumValue","value":"Articolo"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"excludeContentTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Tool"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"personalised"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"IntValue","value":"6"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<HomeLatestNewsQuery, HomeLatestNewsQueryVariables>;
export const HomeLatestProfessionalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestProfessionals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestProfessionals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfessionalCard_card"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"profession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeLatestProfessionalsQuery, HomeLatestProfessionalsQueryVariables>;
export const HomeLatestToolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestTools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"EnumValue","value":"Tool"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<HomeLatestToolsQuery, HomeLatestToolsQueryVariables>;
export const HomeMagazineTeaserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeMagazineTeaser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"magazine"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"magazinePosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"magazine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"magazine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"magazine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomeMagazineTeaserQuery, HomeMagazineTeaserQueryVariables>;
export const HomeMostReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeMostRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mostRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}}]}}]}}]} as unknown as DocumentNode<HomeMostReadQuery, HomeMostReadQueryVariables>;
export const HomeNewsCarouselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeNewsCarousel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentTypes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentTypes"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<HomeNewsCarouselQuery, HomeNewsCarouselQueryVariables>;
export const AppLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppLayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Navigation_query"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopBar_query"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Footer_query"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerLogo_query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Navigation_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopBar_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkLabel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Footer_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"companyLine"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tollFreeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeparator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerLogo_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AppLayoutQuery, AppLayoutQueryVariables>;
export const CreditsCounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditsCounter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ecmBalance"}}]}}]}}]}}]} as unknown as DocumentNode<CreditsCounterQuery, CreditsCounterQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ProductsModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsModal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mostLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductsModalQuery, ProductsModalQueryVariables>;
export const CreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLeadMutation, CreateLeadMutationVariables>;
export const LeadFormViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadFormViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<LeadFormViewerQuery, LeadFormViewerQueryVariables>;
export const FitnessCentersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FitnessCenters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fitnessCenters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<FitnessCentersQuery, FitnessCentersQueryVariables>;
export const PharmacareProfessionalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PharmacareProfessionals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pharmacareProfessionals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfessionalCard_card"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"profession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PharmacareProfessionalsQuery, PharmacareProfessionalsQueryVariables>;
export const SupportAssistantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportAssistant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canUseAssistantForm"}}]}}]}}]} as unknown as DocumentNode<SupportAssistantQuery, SupportAssistantQueryVariables>;
export const SupportNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tollFreeNumber"}}]}}]}}]} as unknown as DocumentNode<SupportNumberQuery, SupportNumberQueryVariables>;
export const LearningDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearningDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LearningItemKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learningItemBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accessDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LearningDetailQuery, LearningDetailQueryVariables>;
export const LatestLearningItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestLearningItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ebooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearningItemCard_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainingFilms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearningItemCard_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearningItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<LatestLearningItemsQuery, LatestLearningItemsQueryVariables>;
export const LearningListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearningList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ebooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearningItemCard_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainingFilms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearningItemCard_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ebookOfTheMonth"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ebooks"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearningItemCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearningItemCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearningItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<LearningListQuery, LearningListQueryVariables>;
export const TrainingAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseCard_course"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseCard_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"previewPdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}}]}}]} as unknown as DocumentNode<TrainingAreaQuery, TrainingAreaQueryVariables>;
export const TrainingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<TrainingSummaryQuery, TrainingSummaryQueryVariables>;
export const VideoClipDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoClipDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoClipBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<VideoClipDetailQuery, VideoClipDetailQueryVariables>;
export const VideoClipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoClips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoClips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoClipCard_clip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoClipCard_clip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoClip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<VideoClipsQuery, VideoClipsQueryVariables>;
export const VideoOfTheMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoOfTheMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoOfTheMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoClipCard_clip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoClipCard_clip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoClip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<VideoOfTheMonthQuery, VideoOfTheMonthQueryVariables>;
export const LoyaltyBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoyaltyBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loyalty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"showsExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"lastTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pointsLabel"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LoyaltyBalanceQuery, LoyaltyBalanceQueryVariables>;
export const LoyaltyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoyaltyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loyaltyState"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"howItWorks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paragraph"}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"missions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"pointsLabel"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intro"}},{"kind":"Field","name":{"kind":"Name","value":"regulationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pointsLabel"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advantages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LoyaltyPageQuery, LoyaltyPageQueryVariables>;
export const RewardsCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardCard_reward"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardCard_reward"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<RewardsCatalogueQuery, RewardsCatalogueQueryVariables>;
export const RewardsTeaserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsTeaser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardCard_reward"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardCard_reward"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<RewardsTeaserQuery, RewardsTeaserQueryVariables>;
export const CompletionProfessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompletionProfessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDoctor"}},{"kind":"Field","name":{"kind":"Name","value":"signupEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specializationFamilies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CompletionProfessionsQuery, CompletionProfessionsQueryVariables>;
export const CompletionProfessionDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompletionProfessionDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"professionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"professionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"professionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompletionProfessionDetailsQuery, CompletionProfessionDetailsQueryVariables>;
export const CompleteContactDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteContactData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompleteContactDataMutation, CompleteContactDataMutationVariables>;
export const EdicolaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Edicola"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digitalNewsstand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsstandReader_issue"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"edicolaPaywall"},"name":{"kind":"Name","value":"paywall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"StringValue","value":"edicola","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paywall_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsstandReader_issue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsstandIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"magazineId"}},{"kind":"Field","name":{"kind":"Name","value":"magazineName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"readerUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paywall_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaywallOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}}]}}]} as unknown as DocumentNode<EdicolaQuery, EdicolaQueryVariables>;
export const MagazinePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MagazinePosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"magazine"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"magazinePosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"magazine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"magazine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalised"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MagazinePostsQuery, MagazinePostsQueryVariables>;
export const MagazinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Magazines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"magazines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSuspect"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"privacyHomnya"}},{"kind":"Field","name":{"kind":"Name","value":"termsConditions"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDoctor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"specializationIds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MagazinesQuery, MagazinesQueryVariables>;
export const MembershipPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKeyPEM"}}]}}]}}]} as unknown as DocumentNode<MembershipPublicKeyQuery, MembershipPublicKeyQueryVariables>;
export const TrialStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrialStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trialStart"}}]}}]}}]} as unknown as DocumentNode<TrialStartQuery, TrialStartQueryVariables>;
export const RegisterMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterMemberMutation, RegisterMemberMutationVariables>;
export const StartTrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTrial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTrial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StartTrialMutation, StartTrialMutationVariables>;
export const ActivateTrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateTrial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateTrial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ActivateTrialMutation, ActivateTrialMutationVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceCard_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanComparison_plan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsPhoneCallAndConsultant"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSuspect"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mostLiked"}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanComparison_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const PressNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PressNewsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specializationFamilies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pressNewsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PressNewsletterQuery, PressNewsletterQueryVariables>;
export const SavePressNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePressNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"familyIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePressNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"familyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"familyIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"families"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SavePressNewsletterMutation, SavePressNewsletterMutationVariables>;
export const PressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PressPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"press"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canSearch"}}]}}]}}]}}]} as unknown as DocumentNode<PressPageQuery, PressPageQueryVariables>;
export const PressCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PressCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pressCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PressCategoriesQuery, PressCategoriesQueryVariables>;
export const PressSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PressSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PressSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pressSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<PressSearchQuery, PressSearchQueryVariables>;
export const MyProfessionalCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfessionalCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specializationFamilies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"isDoctor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"professionalCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardDraftFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCardDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"presentationText"}},{"kind":"Field","name":{"kind":"Name","value":"privacyFlag"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceFlag"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"contactsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeForContacts"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacareActive"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacareEligible"}},{"kind":"Field","name":{"kind":"Name","value":"createBonus"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionType"}},{"kind":"Field","name":{"kind":"Name","value":"mainProfession"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"healthcareProfession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degreeType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"institute"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workExperience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"fromYear"}},{"kind":"Field","name":{"kind":"Name","value":"toYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scientificPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<MyProfessionalCardQuery, MyProfessionalCardQueryVariables>;
export const CardHealthcareProfessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardHealthcareProfessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"professionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"professionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"professionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CardHealthcareProfessionsQuery, CardHealthcareProfessionsQueryVariables>;
export const SaveProfessionalCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProfessionalCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProfessionalCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCardDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"presentationText"}},{"kind":"Field","name":{"kind":"Name","value":"privacyFlag"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceFlag"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"contactsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"upgradeForContacts"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacareActive"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacareEligible"}},{"kind":"Field","name":{"kind":"Name","value":"createBonus"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionType"}},{"kind":"Field","name":{"kind":"Name","value":"mainProfession"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"healthcareProfession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degreeType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"institute"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workExperience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"fromYear"}},{"kind":"Field","name":{"kind":"Name","value":"toYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scientificPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<SaveProfessionalCardMutation, SaveProfessionalCardMutationVariables>;
export const ProfessionalDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfessionalDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"professionType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"province"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalDirectory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"professionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"professionType"}}},{"kind":"Argument","name":{"kind":"Name","value":"province"},"value":{"kind":"Variable","name":{"kind":"Name","value":"province"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"contactsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"presentationText"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfessionalCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggested"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"presentationText"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfessionalCard_card"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"profession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specializations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProfessionalDirectoryQuery, ProfessionalDirectoryQueryVariables>;
export const ProfileAssistantAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileAssistantAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canUseAssistantForm"}}]}}]}}]} as unknown as DocumentNode<ProfileAssistantAccessQuery, ProfileAssistantAccessQueryVariables>;
export const ProfileInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"issued"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfileInvoicesQuery, ProfileInvoicesQueryVariables>;
export const ProfileLegalCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileLegalCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}},{"kind":"Field","name":{"kind":"Name","value":"measures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hearings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfileLegalCasesQuery, ProfileLegalCasesQueryVariables>;
export const ProfileOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"profileOverviewCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileAccountCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ecmCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"plafond"}},{"kind":"Field","name":{"kind":"Name","value":"showsRequestExtraCredits"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileOverviewQuery, ProfileOverviewQueryVariables>;
export const ProfileTrainingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileTrainingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<ProfileTrainingSummaryQuery, ProfileTrainingSummaryQueryVariables>;
export const LeaveClubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveClub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveClub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<LeaveClubMutation, LeaveClubMutationVariables>;
export const ProfilePaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardOwner"}},{"kind":"Field","name":{"kind":"Name","value":"expireOn"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePaymentMethodsQuery, ProfilePaymentMethodsQueryVariables>;
export const ChangePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<ChangePaymentMethodMutation, ChangePaymentMethodMutationVariables>;
export const ProfilePersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePersonalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"specializationNames"}},{"kind":"Field","name":{"kind":"Name","value":"isOtherHealthProfession"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePersonalDataQuery, ProfilePersonalDataQueryVariables>;
export const CompleteProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fiscalCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fiscalCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fiscalCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"birthDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasFiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"personalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompleteProfileMutation, CompleteProfileMutationVariables>;
export const UpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefix"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encryptedPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encryptedPasswordConfirmation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phonePrefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefix"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"encryptedPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encryptedPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"encryptedPasswordConfirmation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encryptedPasswordConfirmation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const AccountPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKeyPEM"}}]}}]}}]} as unknown as DocumentNode<AccountPublicKeyQuery, AccountPublicKeyQueryVariables>;
export const ProfilePrivacyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePrivacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"privacyNotice"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePrivacyQuery, ProfilePrivacyQueryVariables>;
export const ProfileFrameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileFrame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"profileSideMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"action"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileActivationDate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileFrameQuery, ProfileFrameQueryVariables>;
export const ProfileServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileServicesQuery, ProfileServicesQueryVariables>;
export const ProfileSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileUpgradeBox"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"activeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"endOfSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"isAddon"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentCertificateUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileSubscriptionQuery, ProfileSubscriptionQueryVariables>;
export const AllResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AllResourcesQuery, AllResourcesQueryVariables>;
export const ResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Resource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"paywalled"}},{"kind":"Field","name":{"kind":"Name","value":"walletBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scientificTool"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentActions_content"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"resourcePaywall"},"name":{"kind":"Name","value":"paywall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"StringValue","value":"risorsa","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paywall_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentActions_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"userActions"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"upsell"}},{"kind":"Field","name":{"kind":"Name","value":"upsellTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paywall_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaywallOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasLoginCta"}}]}}]} as unknown as DocumentNode<ResourceQuery, ResourceQueryVariables>;
export const ResourcesHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourcesHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"tools"},"name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Tool"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"IntValue","value":"8"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_content"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"modules"},"name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contentTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Modulo"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"rows"},"value":{"kind":"IntValue","value":"8"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceCard_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceCard_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Content"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ResourcesHomeQuery, ResourcesHomeQueryVariables>;
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"suggested"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"suggested"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchResultCard_result"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultCard_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const SearchMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"sections"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"section"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchResultCard_result"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResultCard_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"publicationDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"teachingModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchMoreQuery, SearchMoreQueryVariables>;
export const PartnerDealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerDeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerDeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]} as unknown as DocumentNode<PartnerDealsQuery, PartnerDealsQueryVariables>;
export const ServicePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"ctas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"headerLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anchors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuCtas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLabel"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"eventCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areasTitle"}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detailCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"anchorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"anchorId"}},{"kind":"Field","name":{"kind":"Name","value":"moreLink"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"formCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"formTitle"}},{"kind":"Field","name":{"kind":"Name","value":"formContent"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formWithheld"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"showsContactButtons"}}]}}]}}]} as unknown as DocumentNode<ServicePageQuery, ServicePageQueryVariables>;
export const ShopCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shopCount"}}]}}]}}]} as unknown as DocumentNode<ShopCategoriesQuery, ShopCategoriesQueryVariables>;
export const ShopCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoLinks"}}]}}]}}]}}]} as unknown as DocumentNode<ShopCategoryQuery, ShopCategoryQueryVariables>;
export const ShopPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferCard_offer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopId"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"shopLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDirect"}},{"kind":"Field","name":{"kind":"Name","value":"badgeType"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceValue"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"endDateText"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"canActivate"}},{"kind":"Field","name":{"kind":"Name","value":"paywall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ctaLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ctaHref"}}]}}]}}]} as unknown as DocumentNode<ShopPageQuery, ShopPageQueryVariables>;
export const ShopOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferCard_offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopId"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"shopLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDirect"}},{"kind":"Field","name":{"kind":"Name","value":"badgeType"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceValue"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"endDateText"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"canActivate"}},{"kind":"Field","name":{"kind":"Name","value":"paywall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ctaLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ctaHref"}}]}}]}}]} as unknown as DocumentNode<ShopOfferQuery, ShopOfferQueryVariables>;
export const ShopsHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopsHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopsIntroVisible"}},{"kind":"Field","name":{"kind":"Name","value":"shopsBestOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopsFeaturedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topShops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoLinks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopsSlideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageMobileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopId"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"shopLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDirect"}},{"kind":"Field","name":{"kind":"Name","value":"badgeType"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceValue"}},{"kind":"Field","name":{"kind":"Name","value":"reducedPriceSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"endDateText"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"canActivate"}},{"kind":"Field","name":{"kind":"Name","value":"paywall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"ctaLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ctaHref"}}]}}]}}]} as unknown as DocumentNode<ShopsHomeQuery, ShopsHomeQueryVariables>;
export const ActivateOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<ActivateOfferMutation, ActivateOfferMutationVariables>;
export const UpgradePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpgradePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"upgrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerButtonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbLabel"}},{"kind":"Field","name":{"kind":"Name","value":"heroVariant"}},{"kind":"Field","name":{"kind":"Name","value":"showsLegalCases"}},{"kind":"Field","name":{"kind":"Name","value":"offerCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpgradePageQuery, UpgradePageQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"installmentPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"installmentPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"installmentPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanName"}},{"kind":"Field","name":{"kind":"Name","value":"installmentPlanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instalmentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSuspect"}},{"kind":"Field","name":{"kind":"Name","value":"isRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"isExTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isExPremium"}},{"kind":"Field","name":{"kind":"Name","value":"isEx"}},{"kind":"Field","name":{"kind":"Name","value":"isTrialOrPremium"}},{"kind":"Field","name":{"kind":"Name","value":"isAPS"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeWalletCodes"}},{"kind":"Field","name":{"kind":"Name","value":"headerButtons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topBarColour"}},{"kind":"Field","name":{"kind":"Name","value":"showsCreditsCounter"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;