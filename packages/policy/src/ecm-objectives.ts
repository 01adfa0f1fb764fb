import { ECM_OBJECTIVE_AREAS, type EcmObjectiveArea } from './ecm-obligation';

/**
 * The national training objectives (obiettivi formativi nazionali, Accordo Stato-Regioni of 2
 * February 2017, numbered 1-38 with the ones the CNFC added later) and the area each belongs to:
 * every accredited event is accredited under one objective, so under one area. The portal's courses
 * carry their objective number (the reference upstream's catalogue); a credit counts in its area.
 * docs/spec-coverage.md 'ECM triennium rules (issue 40)' records the sources and what is to confirm.
 */
export const ECM_NATIONAL_OBJECTIVES: Readonly<Record<EcmObjectiveArea, readonly number[]>> = Object.freeze({
  // Evidence based practice, guidelines, clinical governance, patient safety and risk management,
  // ethics and deontology, general topics and health law, and the 'system' variants of 10 and 20.
  SISTEMA: [1, 2, 5, 6, 16, 17, 31, 33],
  // Clinical documentation and pathways, appropriateness, communication, integration, management,
  // humanisation, accreditation and quality, multiculturality, and the 'process' variants of 10 and 20.
  PROCESSI: [3, 4, 7, 8, 9, 11, 12, 13, 14, 15, 30, 32],
  // The profession's own clinical and technical contents (18), pain, frailty, nutrition, safety at
  // work, pharmacovigilance, technology assessment, and the technical-professional variants.
  TECNICO_PROFESSIONALE: [10, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 34, 35, 36, 37, 38],
});

const AREA_OF_OBJECTIVE: ReadonlyMap<number, EcmObjectiveArea> = new Map(
  (Object.entries(ECM_NATIONAL_OBJECTIVES) as [EcmObjectiveArea, readonly number[]][]).flatMap(([area, numbers]) => numbers.map((n) => [n, area] as const)),
);

/** The area of a national objective number, null for none or a number outside the table. */
export function areaOfObjective(objective: number | null | undefined): EcmObjectiveArea | null {
  return objective == null ? null : (AREA_OF_OBJECTIVE.get(objective) ?? null);
}

/**
 * Which areas the plan treats as 'still missing' (issue 40: the plan covers 'the objective areas
 * still missing'). No national rule sets a minimum per area for an individual professional's
 * obligation (the dossier formativo asks them to plan across the areas, it sets no share), so two
 * readings: (a) NO_CREDITS: an area where the member has no credits in the current triennium;
 * (b) BELOW_EVEN_SHARE: an area below a third of the obligation in use, as if the obligation were
 * split evenly. We take (a): it claims no rule the registry does not apply, and it names an area only
 * when the member has done nothing in it.
 */
export type MissingAreaReading = 'NO_CREDITS' | 'BELOW_EVEN_SHARE';
export const MISSING_AREA_READING: MissingAreaReading = 'NO_CREDITS';

/** The member's missing areas, in the areas' order, from their credits by area in the triennium. */
export function missingAreas(byArea: readonly { area: EcmObjectiveArea; earned: number }[], obligation: number, reading: MissingAreaReading = MISSING_AREA_READING): EcmObjectiveArea[] {
  const evenShare = obligation / ECM_OBJECTIVE_AREAS.length;
  return byArea.filter((a) => (reading === 'NO_CREDITS' ? a.earned <= 0 : a.earned < evenShare)).map((a) => a.area);
}
