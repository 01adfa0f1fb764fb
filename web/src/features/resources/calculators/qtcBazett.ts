import { formatNumber, type CalculatorDefinition } from './definition';

/**
 * Corrected QT interval, Bazett: QTc = QT / √RR, RR (s) = 60 / heart rate (bpm).
 * Source: Bazett HC, "An analysis of the time-relations of electrocardiograms", Heart 1920;7:353-70.
 */
export function qtcBazett(qtMs: number, heartRateBpm: number): number {
  const rrSeconds = 60 / heartRateBpm;
  return qtMs / Math.sqrt(rrSeconds);
}

export const qtcCalculator: CalculatorDefinition = {
  id: 'qtc-bazett',
  title: 'QT corretto (Bazett)',
  source: 'Bazett HC, Heart 1920;7:353-70',
  fields: [
    { kind: 'number', name: 'qt', label: 'Intervallo QT', unit: 'ms', min: 100, max: 800 },
    { kind: 'number', name: 'heartRate', label: 'Frequenza cardiaca', unit: 'bpm', min: 20, max: 300 },
  ],
  compute: (v) => {
    const value = Math.round(qtcBazett(Number(v.qt), Number(v.heartRate)));
    return { value: `${formatNumber(value, 0)} ms`, interpretation: value > 460 ? 'QTc prolungato' : 'QTc nei limiti' };
  },
};
