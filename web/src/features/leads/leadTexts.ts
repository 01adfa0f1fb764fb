/** Spec 3 §8 lead outcome dialogs and spec 3 §5 support-form texts, exactly as the spec writes them. */
export const LEAD_TEXTS = {
  successTitle: 'Richiesta inviata con successo!',
  successBody: 'Verrai contattato a breve da un nostro consulente…',
  successButton: 'Torna in Homepage',
  failureTitle: 'Ops, qualcosa è andato storto!',
  failureBody: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci!',
  failureContact: 'Contattaci',
  failureClose: 'Chiudi',
  privacyLabel: "Dichiara di aver letto e compreso l'informativa sulla privacy ex art. 13 del Regolamento",
  requiredFooter: 'Compila tutti i campi obbligatori contrassegnati da *',
  notePlaceholder: 'Scrivi il tuo messaggio...',
  submit: 'Invia richiesta',
  defaultTitle: 'Richiedi informazioni',
  clubsFailed: 'Errore nel caricamento dei centri fitness.',
} as const;

/**
 * Spec 1 §5 'Placeholders exist for each form field (wording not shown)': the note's is the spec's,
 * the others are ours, the same the CMS gives its forms' fields (upstream cms seed-forms.ts). The
 * fitness branch select's placeholder is its empty first option (`useFitnessClubs`).
 */
export const LEAD_PLACEHOLDERS = {
  nome: 'Il tuo nome',
  cognome: 'Il tuo cognome',
  email: 'nome@esempio.it',
  cellulare: 'Es. 3331234567',
  codiceFiscale: 'Es. RSSMRA85T10A562S',
  club: 'Seleziona un centro',
  note: LEAD_TEXTS.notePlaceholder,
} as const;

/** Spec 3 §5: the four optional consents of the support form, each Si/No. */
export const CONSENTS = [
  { name: 'marketingDiretto', label: 'Marketing diretto: ricevere comunicazioni commerciali' },
  { name: 'comunicazioneTerzi', label: 'Comunicazione dei dati ad altre società' },
  { name: 'statistiche', label: 'Finalità scientifiche e statistiche' },
  { name: 'profilazione', label: 'Offerte personalizzate (profilazione)' },
] as const;
