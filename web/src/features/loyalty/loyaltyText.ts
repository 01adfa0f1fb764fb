/** Spec 3 §2 'Loyalty blocks' and §8: the programme's fixed texts, as the spec writes them. */
export const LOYALTY_TEXT = {
  pageTitle: 'Programma Fedeltà Premiati',
  rewardsIntro: 'Il catalogo ricco di prodotti e offerte che si ispirano ai tuoi interessi: casa, cucina, tempo libero, sport, beauty e benessere.',
  rewardsHeading: 'Una selezione di premi pensata per i tuoi interessi',
  toCatalogue: 'Vai al catalogo',
  regulation: 'Scarica il regolamento',
  balanceHeading: 'Programma Fedeltà',
  balanceText: "Tieni d'occhio le ultime attività e resta sempre aggiornato sul tuo saldo punti.",
  balanceLabel: 'Il mio saldo è:',
  lastActivities: 'Le mie ultime attività:',
  seeAll: 'Vedi tutti',
  noActivities: 'Non hai ancora attività.',
  expiry: (date: string) => `Puoi utilizzare i tuoi punti fino al ${date}.`,
  renew: 'Rinnova adesso',
  notActive: 'Al momento il Programma fedeltà non è attivo.',
  transactionsFailed: 'Errore nel servizio /winloy/transactions',
  catalogueFailed: 'Errore nel servizio /winloy/catalogue',
} as const;

/** Spec 3 §9: dates dd/MM/yyyy. */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** The redirectTo values the loyalty login page accepts (spec 3 §2). */
export const LOYALTY_LOGIN_REDIRECTS: readonly string[] = ['/prodotti', '/profilo/ordini/'];
