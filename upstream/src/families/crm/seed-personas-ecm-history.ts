import type { MemberDraft } from './member-draft';
import { persona } from './seed-personas';

/**
 * Demo accounts of issue 40, part history (README 'Demo accounts'): premium members with the ecm
 * wallet whose ECM trienni tell three stories on /profilo/triennio-ecm. Their credits are the fad
 * seed's (fad/seed-ecm-history.ts), recorded from other providers with fixed days.
 */

/** Customer codes from here on: clear of the other persona ranges (1000001-1000099, 1000413, 1000600-1000621, 1001330). */
export const FIRST_ECM_HISTORY_ID = 1_000_840;

export const ECM_HISTORY_PERSONAS = {
  /** 160 credits in 2023-2025, 110 in 2026: above the threshold in both. */
  onTrack: { id: String(FIRST_ECM_HISTORY_ID), email: 'ecm.inregola@demo.club' },
  /** 80 credits in 2023-2025 (below the 105 the insurance cover asks), 20 in 2026. */
  belowInsurance: { id: String(FIRST_ECM_HISTORY_ID + 1), email: 'ecm.sottosoglia@demo.club' },
  /** 60 of 100 in 2020-2022, 170 in 2023-2025 (20 of them make up the debt), 30 in 2026. */
  pastDebts: { id: String(FIRST_ECM_HISTORY_ID + 2), email: 'ecm.compensativi@demo.club' },
} as const;

export function ecmHistoryPersonas(today: Date): MemberDraft[] {
  const { onTrack, belowInsurance, pastDebts } = ECM_HISTORY_PERSONAS;
  return [
    persona({ ...onTrack, name: 'Elena', surname: 'Rinaldi', female: true, type: 'PREMIUM', birth: '1980-04-17', doctorSpecialisations: ['102'] }, today),
    persona({ ...belowInsurance, name: 'Stefano', surname: 'Moretti', female: false, type: 'PREMIUM', birth: '1974-09-03', doctorSpecialisations: ['109'] }, today),
    persona({ ...pastDebts, name: 'Chiara', surname: 'Fontana', female: true, type: 'PREMIUM', birth: '1969-02-26', doctorSpecialisations: ['111'] }, today),
  ];
}
