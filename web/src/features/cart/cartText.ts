/** Texts of the cart page (spec 3 §2 'Il mio Carrello', §4 'Cart', §8); the recommendations' are ours (docs/spec-coverage.md). */
export const CART_TEXT = {
  title: 'Il mio Carrello',
  empty: 'Il tuo carrello è vuoto.',
  browsePlans: 'Scopri i piani',
  loginNeeded: 'Accedi per vedere il tuo carrello.',
  login: 'Accedi',
  remove: 'Rimuovi',
  removeTitle: (name: string) => `Vuoi rimuovere ${name} dal carrello?`,
  confirm: 'Conferma',
  cancel: 'Annulla',
  frequency: 'Frequenza di pagamento',
  total: 'Totale',
  checkout: 'Procedi al pagamento',
  paid: 'Pagamento completato: il tuo abbonamento è attivo.',
  paymentFailed: 'Il pagamento non è andato a buon fine: il tuo abbonamento non è cambiato. Puoi riprovare.',
  writeFailed: 'Operazione non riuscita, riprova più tardi.',
  loadFailed: 'Non è stato possibile caricare il carrello.',
  recommendationsTitle: 'Potrebbe interessarti anche',
  addRecommended: 'Aggiungi al carrello',
  /** Logged only (spec 3 §8 'Cart recommendation fetch failure'). */
  recommendationsFailed: 'Errore nel caricamento dei prodotti consigliati del carrello.',
} as const;
