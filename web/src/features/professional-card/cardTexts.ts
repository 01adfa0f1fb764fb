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
