/**
 * World Scientific Press page text and constants (spec 3 §1 claims, §4, §8, §9). Spec wording is
 * copied character for character; the texts marked "ours" are not in the spec (docs/spec-coverage.md).
 */

/** Spec 3 §9: results shown first and added per click. */
export const PRESS_PAGE_SIZE = 6;
/** Spec 3 §4/§9: the empty-results notice hides itself after 3 seconds. */
export const PRESS_EMPTY_NOTICE_MS = 3000;

export const PRESS_TEXT = {
  title: 'World Scientific Press',
  // Spec 3 §1 marketing claims: over 34 million scientific contents, over 60 specializations.
  intro: 'La rassegna stampa scientifica internazionale basata su PubMed: cerca tra gli articoli pubblicati e ricevi la newsletter della tua area.',
  claims: ['Oltre 34 milioni di contenuti scientifici', 'Oltre 60 specializzazioni'],
  searchTitle: 'Cerca nel database di Pubmed',
  fromDate: 'Dal',
  toDate: 'Al',
  category: 'Specializzazione',
  categoryPlaceholder: 'Seleziona una specializzazione',
  keyword: 'Parola chiave (in inglese)',
  keywordHint: 'Facoltativa: scrivila in inglese, ad esempio "heart failure".',
  search: 'Cerca',
  searching: 'Ricerca in corso...',
  more: 'Mostra altri',
  categoriesFailed: 'Errore nel caricamento delle specializzazioni.',
  // Spec 3 §8: no result or failed request.
  empty:
    'Nessun risultato per i parametri inseriti. Non abbiamo trovato nessun risultato nel database di Pubmed per i parametri inseriti. Ti consigliamo di scegliere una parola chiave diversa (scritta in inglese).',
  newsletterTitle: 'La tua newsletter',
  newsletterIntro: 'Scegli fino a 3 specializzazioni: riceverai per e-mail i nuovi articoli delle aree scelte.',
  newsletterLegend: 'Specializzazioni della newsletter',
  newsletterCount: (n: number, max: number) => `${n} di ${max} selezionate`,
  save: 'Salva preferenze',
  // Ours (spec 3 §8: "success or error notice; wording not shown").
  saved: 'Preferenze della newsletter salvate correttamente.',
  saveFailed: 'Non è stato possibile salvare le preferenze della newsletter, riprova più tardi.',
  newsletterFailed: 'Errore nel caricamento delle preferenze della newsletter.',
  publishedOn: 'Pubblicato il',
  readOnPubmed: 'Leggi su PubMed',
  resultsCount: (n: number) => (n === 1 ? '1 risultato' : `${n} risultati`),
} as const;

/** Spec 3 §9: dates shown dd/MM/yyyy. */
export function pressDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}
