/** Credits as Italians write them: one decimal at most, comma. */
const credits = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

export function formatCredits(value: number): string {
  return credits.format(value);
}

/** 'crediti' / 'credito'. */
export function creditsWord(value: number): string {
  return `${formatCredits(value)} ${value === 1 ? 'credito' : 'crediti'}`;
}

/** YYYY-MM-DD as dd/MM/yyyy (spec 3 §9 dates). */
export function italianDay(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * The current triennium's figures in words, for the ring's label and for readers without the picture.
 * Its 70 % counts for the insurance cover only once it is complete (issue 40; InsuranceStanding shows the cover's triennium).
 */
export function standingSentence(t: { earnedTotal: number; obligation: number; threshold: number; thresholdMet: boolean; missingToThreshold: number; missingToObligation: number; daysLeft: number }): string {
  const earned = `Hai ${creditsWord(t.earnedTotal)} su un obbligo di ${formatCredits(t.obligation)}.`;
  const threshold = t.thresholdMet
    ? `Hai raggiunto la soglia del 70% (${formatCredits(t.threshold)} crediti), che conterà per la copertura assicurativa dopo la fine del triennio.`
    : `Per la soglia del 70% (${formatCredits(t.threshold)} crediti), che conterà per la copertura assicurativa dopo la fine del triennio, ne mancano ${formatCredits(t.missingToThreshold)}.`;
  const obligation = t.missingToObligation > 0 ? `All'obbligo completo ne mancano ${formatCredits(t.missingToObligation)}.` : 'Hai completato l\'obbligo del triennio.';
  const days = t.daysLeft > 1 ? `Restano ${t.daysLeft} giorni alla fine del triennio.` : t.daysLeft === 1 ? 'Resta 1 giorno alla fine del triennio.' : 'Il triennio è concluso.';
  return [earned, threshold, obligation, days].join(' ');
}
