import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorForTool } from './registry';
import { validateValues } from './validateValues';
import { bmiCalculator } from './bmi';

describe('calculatorForTool', () => {
  it('has eleven calculators with distinct ids', () => {
    expect(new Set(CALCULATORS.map((c) => c.id)).size).toBe(11);
  });
  it('picks the calculator a title names', () => {
    expect(calculatorForTool({ id: 'x', title: 'Calcolo del BMI', scientificTool: false })?.id).toBe('bmi');
    expect(calculatorForTool({ id: '7', title: 'Punteggio HAS-BLED', scientificTool: true })?.id).toBe('has-bled');
  });
  it('spreads scientific tools by id, always the same way', () => {
    expect(calculatorForTool({ id: '22', title: 'Calcolatore per il colesterolo', scientificTool: true })?.id).toBe(CALCULATORS[0].id);
    expect(calculatorForTool({ id: '25', title: null, scientificTool: true })?.id).toBe(CALCULATORS[3].id);
  });
  it('leaves legal tools without a calculator', () => {
    expect(calculatorForTool({ id: '22', title: 'Tool: verifica su partita IVA', scientificTool: false })).toBeNull();
  });
});

describe('validateValues', () => {
  it('accepts the decimal comma and reports range and missing values', () => {
    expect(validateValues(bmiCalculator.fields, { weight: '68,5', height: '165' })).toEqual({ values: { weight: 68.5, height: 165 } });
    expect(validateValues(bmiCalculator.fields, { weight: '', height: '900' })).toEqual({
      errors: { weight: 'Inserisci un valore.', height: 'Inserisci un valore tra 40,0 e 250,0 cm.' },
    });
  });
});
