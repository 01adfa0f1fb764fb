import type { CalculatorDefinition, SelectField } from './definition';

/**
 * Glasgow Coma Scale: eye (1-4) + verbal (1-5) + motor (1-6) = 3-15; ≤ 8 severe, 9-12 moderate, 13-15 mild.
 * Source: Teasdale G, Jennett B, "Assessment of coma and impaired consciousness", Lancet 1974;2:81-4.
 */
export function glasgowComaScale(eye: number, verbal: number, motor: number): number {
  return eye + verbal + motor;
}

export function gcsSeverity(total: number): string {
  if (total <= 8) return 'Trauma cranico grave';
  if (total <= 12) return 'Trauma cranico moderato';
  return 'Trauma cranico lieve';
}

function scale(name: string, label: string, levels: string[]): SelectField {
  return { kind: 'select', name, label, options: levels.map((text, i) => ({ value: String(levels.length - i), label: `${levels.length - i} – ${text}` })) };
}

export const gcsCalculator: CalculatorDefinition = {
  id: 'glasgow-coma-scale',
  title: 'Glasgow Coma Scale',
  source: 'Teasdale G, Jennett B, Lancet 1974;2:81-4',
  fields: [
    scale('eye', 'Apertura degli occhi', ['Spontanea', 'Alla chiamata', 'Al dolore', 'Nessuna']),
    scale('verbal', 'Risposta verbale', ['Orientata', 'Confusa', 'Parole inappropriate', 'Suoni incomprensibili', 'Nessuna']),
    scale('motor', 'Risposta motoria', ['Obbedisce ai comandi', 'Localizza il dolore', 'Retrae al dolore', 'Flessione anomala', 'Estensione', 'Nessuna']),
  ],
  compute: (v) => {
    const total = glasgowComaScale(Number(v.eye), Number(v.verbal), Number(v.motor));
    return { value: `${total} / 15`, interpretation: gcsSeverity(total) };
  },
};
