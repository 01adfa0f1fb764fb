/**
 * The spec's Italian validation messages, copied character for character.
 * Spec 1 §5 (lead form, fiscal code, login, recovery), spec 2 §5 (profile completion,
 * upgrade lead form), spec 3 §5 (profile, support form), spec 1 §2 (search hint).
 */
export const MESSAGES = {
  // spec 1 §5 shared lead-form fields
  required: 'Campo obbligatorio',
  invalidEmail: 'E-mail non valida: verifica di aver scritto correttamente.',
  invalidPhone: 'Numero di telefono non valido: verifica di aver scritto correttamente.',
  invalidFiscalCodeLead: 'Codice Fiscale non valido: verifica di aver scritto correttamente.',
  noteTooLong: 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri',
  privacyRequired: "Accettare l'informativa privacy è obbligatorio.",
  // spec 1 §5 / spec 2 §5 fiscal code in profile completion forms
  invalidFiscalCode: 'Inserisci un Codice Fiscale valido.',
  invalidFiscalCodeToast: 'Codice fiscale non valido.',
  // spec 1 §5 login and recovery
  loginUsernameFormat: 'Formato non valido.',
  passwordRequired: 'La password è obbligatoria.',
  recoveryUsernameFormat: 'Inserisci il codice utente nel formato corretto.',
  // spec 2 §5 profile completion (magazine data-completion modal)
  professionRequired: 'Seleziona una professione.',
  specialisationRequired: 'Seleziona una specializzazione.',
  healthProfessionRequired: 'Seleziona una professione sanitaria.',
  privacyConsentRequired: 'Devi accettare la Privacy per proseguire.',
  termsRequired: 'Devi accettare i Termini per proseguire.',
  // spec 2 §5 upgrade lead form and spec 3 §5 scientific press search (note the final period)
  requiredWithPeriod: 'Campo obbligatorio.',
  // spec 3 §5 profile
  fiscalCodeRequired: 'Il codice fiscale è obbligatorio',
  birthDateRequired: 'La data di nascita è obbligatoria',
  // spec 3 §5 support form footer
  requiredFieldsFooter: 'Compila tutti i campi obbligatori contrassegnati da *',
  // spec 1 §5 dateOfBirth, placeOfBirth, username of the forms built from a server definition: the
  // spec gives only 'required' and the lengths; the wording of these four is ours, in the style of
  // the note's 'Messaggio troppo lungo…'
  invalidBirthDateLead: 'Data di nascita non valida: usa il formato gg/mm/aaaa.',
  placeOfBirthTooLong: 'Luogo di nascita troppo lungo: hai a disposizione massimo 60 caratteri',
  usernameTooLong: 'Username troppo lungo: hai a disposizione massimo 100 caratteri',
  // spec 1 §3/§4 marketing form: customer code, appointment day and window (spec 3 §9); ours
  invalidCustomerCode: 'Codice cliente non valido: verifica di aver scritto correttamente.',
  appointmentDayRequired: "Scegli il giorno dell'appuntamento.",
  appointmentWindowRequired: 'Scegli la fascia oraria: mattina o pomeriggio.',
  // spec 1 §2 header search box hint under two characters
  searchTooShort: 'Digita almeno due caratteri per iniziare la ricerca.',
  // spec 1 §3 favourite ids are normalised; one that is not an id at all (our wording, the spec has none)
  invalidFavouriteId: 'Identificativo del contenuto non valido.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
