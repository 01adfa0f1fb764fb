import type { CalculatorDefinition, SelectField } from './definition';

/**
 * Glasgow Coma Scale: eye opening (1-4) + best verbal response (1-5) + best motor response (1-6) = 3-15.
 * Sources: Teasdale G, Jennett B, "Assessment of coma and impaired consciousness. A practical scale",
 * Lancet 1974;2(7872):81-4 (the three responses; its motor scale did not yet separate withdrawal from
 * abnormal flexion); Teasdale G, Jennett B, "Assessment and prognosis of coma after head injury",
 * Acta Neurochir (Wien) 1976;34:45-55, doi:10.1007/BF01405862, PMID 961490 (six motor levels, the form
 * used here); Teasdale G et al., "The Glasgow Coma Scale at 40 years: standing the test of time",
 * Lancet Neurol 2014;13:844-54, doi:10.1016/S1474-4422(14)70120-6, PMID 25030516 (the total is a derived
 * score: describe a patient by E, V and M as well).
 * Head-injury severity bands: ≤ 8 severe, 9-12 moderate, 13-15 mild (the conventional reading, e.g. CDC).
 * The tests score every level of each published response scale and the 3 and 15 extremes.
 */
export function glasgowComaScale(eye: number, verbal: number, motor: number): number {
  return eye + verbal + motor;
}

export function gcsSeverity(total: number): string {
  if (total <= 8) return 'Trauma cranico grave';
  if (total <= 12) return 'Trauma cranico moderato';
  return 'Trauma cranico lieve';
}

/** Response levels, best first: the option values are the published points (4…1, 5…1, 6…1). */
export const GCS_EYE = ['Spontanea', 'Alla chiamata', 'Al dolore', 'Nessuna'] as const;
export const GCS_VERBAL = ['Orientata', 'Confusa', 'Parole inappropriate', 'Suoni incomprensibili', 'Nessuna'] as const;
export const GCS_MOTOR = ['Obbedisce ai comandi', 'Localizza il dolore', 'Retrae al dolore', 'Flessione anomala', 'Estensione', 'Nessuna'] as const;

function scale(name: string, label: string, levels: readonly string[]): SelectField {
  return { kind: 'select', name, label, options: levels.map((text, i) => ({ value: String(levels.length - i), label: `${levels.length - i} – ${text}` })) };
}

export const gcsCalculator: CalculatorDefinition = {
  id: 'glasgow-coma-scale',
  title: 'Glasgow Coma Scale',
  source: 'Teasdale G, Jennett B, Lancet 1974;2:81-4; Acta Neurochir 1976;34:45-55',
  fields: [
    scale('eye', 'Apertura degli occhi', GCS_EYE),
    scale('verbal', 'Risposta verbale', GCS_VERBAL),
    scale('motor', 'Risposta motoria', GCS_MOTOR),
  ],
  compute: (v) => {
    const total = glasgowComaScale(Number(v.eye), Number(v.verbal), Number(v.motor));
    return { value: `${total} / 15`, interpretation: gcsSeverity(total) };
  },
};
