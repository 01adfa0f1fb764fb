/** Spec 3 §5 terms of the card (the spec gives their content: one card per user, real name, identifiable photo, adults only). */
export const CARD_TERMS =
  'Ogni utente può avere una sola scheda. La scheda riporta il tuo nome reale e una foto in cui sei riconoscibile (niente loghi, animali o altre persone). La scheda è riservata ai maggiorenni.';
export const CARD_TEXTS = {
  title: 'La mia scheda',
  saved: 'Scheda salvata correttamente.',
  published: 'La tua scheda è pubblica: la trovi tra i professionisti sanitari.',
  bonus: 'Hai ricevuto i crediti bonus per la pubblicazione della scheda.',
  upgrade: "I contatti sono riservati agli abbonati Premium: passa a Premium per mostrarli nella tua scheda.",
  pharmacare: 'Servizio Pharmacare attivo: resta attivo anche se rendi la scheda privata.',
} as const;

/** The editor's steps, in order (each a fieldset the steps' navigation links to). */
export const CARD_STEPS = ['Professioni', 'Presentazione', 'Contatti', 'Formazione', 'Esperienze lavorative', 'Certificazioni', 'Pubblicazioni', 'Pubblicazione della scheda'] as const;

/** Spec 3 §3 `status` of the card, as the editor names it. */
export const CARD_STATUS_LABELS: Record<number, string> = { 0: 'In compilazione', 1: 'Completa' };

/** The card's fields a change request names (spec 3 §3 changeRequests), as the editor names them. */
export const CARD_FIELD_LABELS: Record<string, string> = {
  firstName: 'Nome',
  lastName: 'Cognome',
  profilePicture: 'Foto profilo',
  professions: 'Professioni',
  presentationText: 'Presentazione',
  privacyFlag: 'Informativa privacy',
  termsOfServiceFlag: "Condizioni d'uso",
  contacts: 'Contatti',
  contactDataVisibility: 'Visibilità dei contatti',
  training: 'Formazione',
  workExperience: 'Esperienze lavorative',
  certifications: 'Certificazioni',
  scientificPublications: 'Pubblicazioni',
  visibility: 'Visibilità',
};

/** The editor's texts of the draft's state and its accepted terms. */
export const CARD_STATE_TEXTS = {
  status: 'Stato della scheda',
  nextStep: 'Prossimo passo',
  accepted: "Hai accettato le condizioni d'uso della scheda e l'informativa privacy.",
  readTerms: "Leggi le condizioni d'uso e l'informativa privacy:",
  termsLink: "Condizioni d'uso",
  privacyLink: 'Informativa privacy',
  changeRequests: 'Richieste di modifica',
  picture: 'Foto profilo',
  pictureHint: 'Una foto in cui sei riconoscibile (niente loghi, animali o altre persone): JPEG, PNG o WebP.',
  pictureField: 'Foto profilo (JPEG, PNG o WebP)',
  pictureAlt: (name: string) => `Foto profilo di ${name}`,
  contactsVisible: 'Mostra i contatti nella scheda',
  download: (fileName: string) => `Scarica ${fileName}`,
} as const;
