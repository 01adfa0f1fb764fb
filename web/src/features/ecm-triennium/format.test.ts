import { describe, expect, it } from 'vitest';
import { creditsWord, italianDay, standingSentence } from './format';

describe('triennium wording', () => {
  it('credits with a comma, dates as dd/MM/yyyy', () => {
    expect(creditsWord(1)).toBe('1 credito');
    expect(creditsWord(20.5)).toBe('20,5 crediti');
    expect(italianDay('2028-12-31')).toBe('31/12/2028');
  });

  it('says where the member stands in words: below the threshold, then met', () => {
    const below = { earnedTotal: 34.5, obligation: 150, threshold: 105, thresholdMet: false, missingToThreshold: 70.5, missingToObligation: 115.5, daysLeft: 765 };
    expect(standingSentence(below)).toBe(
      'Hai 34,5 crediti su un obbligo di 150. Per la soglia del 70% (105 crediti), che conterà per la copertura assicurativa dopo la fine del triennio, ne mancano 70,5. All\'obbligo completo ne mancano 115,5. Restano 765 giorni alla fine del triennio.',
    );
    expect(standingSentence({ ...below, earnedTotal: 150, thresholdMet: true, missingToThreshold: 0, missingToObligation: 0, daysLeft: 1 })).toBe(
      "Hai 150 crediti su un obbligo di 150. Hai raggiunto la soglia del 70% (105 crediti), che conterà per la copertura assicurativa dopo la fine del triennio. Hai completato l'obbligo del triennio. Resta 1 giorno alla fine del triennio.",
    );
  });
});
