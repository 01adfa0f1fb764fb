import { formatNumber, sexField, type CalculatorDefinition } from './definition';

/**
 * Corrected QT interval, Bazett: QTc = QT / √RR, with RR (s) = 60 / heart rate (bpm); shown in whole ms.
 * Source: Bazett HC, "An analysis of the time-relations of electrocardiograms", Heart 1920;7:353-70 (QT
 * proportional to the square root of the cycle length; QTc is QT normalised to RR = 1 s).
 * Reading: AHA/ACCF/HRS recommendations for the standardization and interpretation of the ECG, part IV
 * (Rautaharju PM, Surawicz B, Gettes LS, J Am Coll Cardiol 2009;53:982-91, doi:10.1016/j.jacc.2008.12.014):
 * QTc ≥ 450 ms in men and ≥ 460 ms in women prolonged, ≤ 390 ms short.
 * No published worked patient was found: the tests use RR = 1 s (QTc = QT by definition) and RR = 0.8 s
 * (400 / √0.8 = 447.2 ms).
 */
export function qtcBazett(qtMs: number, heartRateBpm: number): number {
  const rrSeconds = 60 / heartRateBpm;
  return qtMs / Math.sqrt(rrSeconds);
}

export function qtcReading(qtcMs: number, female: boolean): string {
  if (qtcMs >= (female ? 460 : 450)) return 'QTc prolungato';
  if (qtcMs <= 390) return 'QTc breve';
  return 'QTc nei limiti';
}

export const qtcCalculator: CalculatorDefinition = {
  id: 'qtc-bazett',
  title: 'QT corretto (Bazett)',
  source: 'Bazett HC, Heart 1920;7:353-70; soglie AHA/ACCF/HRS 2009',
  fields: [
    { kind: 'number', name: 'qt', label: 'Intervallo QT', unit: 'ms', min: 100, max: 800 },
    { kind: 'number', name: 'heartRate', label: 'Frequenza cardiaca', unit: 'bpm', min: 20, max: 300 },
    sexField,
  ],
  compute: (v) => {
    const value = Math.round(qtcBazett(Number(v.qt), Number(v.heartRate)));
    return { value: `${formatNumber(value, 0)} ms`, interpretation: qtcReading(value, v.sex === 'female') };
  },
};
