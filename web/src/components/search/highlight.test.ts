import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts (matched text in bold)', () => {
  it('marks every case-insensitive occurrence and keeps the original casing', () => {
    expect(highlightParts('Diabete e dieta: il DIABETE tipo 2', 'diabete')).toEqual([
      { text: 'Diabete', match: true },
      { text: ' e dieta: il ', match: false },
      { text: 'DIABETE', match: true },
      { text: ' tipo 2', match: false },
    ]);
  });

  it('trims the query and gives the title unmarked when nothing matches', () => {
    expect(highlightParts('Cardiologia', '  cardio ')).toEqual([
      { text: 'Cardio', match: true },
      { text: 'logia', match: false },
    ]);
    expect(highlightParts('Cardiologia', 'neuro')).toEqual([{ text: 'Cardiologia', match: false }]);
    expect(highlightParts('Cardiologia', '')).toEqual([{ text: 'Cardiologia', match: false }]);
  });
});
