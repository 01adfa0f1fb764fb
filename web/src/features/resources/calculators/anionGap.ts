import { formatNumber, type CalculatorDefinition } from './definition';

/**
 * Serum anion gap: AG (mEq/L) = Na⁺ − (Cl⁻ + HCO₃⁻), "the sum of serum chloride and bicarbonate
 * concentrations subtracted from the serum sodium concentration".
 * Source: Kraut JA, Madias NE, "Serum anion gap: its uses and limitations in clinical medicine",
 * Clin J Am Soc Nephrol 2007;2(1):162-74, doi:10.2215/CJN.03020906, PMID 17699401.
 * The review stresses that the normal value "can vary widely, reflecting both differences in the methods
 * that are used to measure its constituents and substantial interindividual variability": so the result is
 * read against the laboratory's own reference interval, not a fixed range.
 * No published worked patient was found: the tests apply the definition by hand (140 − (105 + 24) = 11).
 */
export function anionGap(sodium: number, chloride: number, bicarbonate: number): number {
  return sodium - (chloride + bicarbonate);
}

export const ANION_GAP_READING = 'Confronta il valore con l’intervallo di riferimento del tuo laboratorio: il gap anionico normale dipende dal metodo di misura degli elettroliti.';

export const anionGapCalculator: CalculatorDefinition = {
  id: 'anion-gap',
  title: 'Gap anionico',
  source: 'Kraut JA, Madias NE, Clin J Am Soc Nephrol 2007;2:162-74',
  fields: [
    { kind: 'number', name: 'sodium', label: 'Sodio', unit: 'mEq/L', min: 80, max: 200, step: 0.1 },
    { kind: 'number', name: 'chloride', label: 'Cloro', unit: 'mEq/L', min: 50, max: 160, step: 0.1 },
    { kind: 'number', name: 'bicarbonate', label: 'Bicarbonato', unit: 'mEq/L', min: 1, max: 60, step: 0.1 },
  ],
  compute: (v) => ({
    value: `${formatNumber(anionGap(Number(v.sodium), Number(v.chloride), Number(v.bicarbonate)), 1)} mEq/L`,
    interpretation: ANION_GAP_READING,
  }),
};
