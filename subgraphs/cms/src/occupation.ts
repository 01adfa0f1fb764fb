/**
 * The member's occupation as the CMS searches read it (spec 1 §6, spec 2 §3, §6 personalisation,
 * spec 3 §7 'userOccupation (medicalOccupation, medicalOccupationDetail list, medicalSpecialties
 * list)'): shared by the suggested contents, the search page's fallback, the personalised content
 * searches and the library searches.
 */
import type { CmsUserOccupation } from '@club/contracts';
import { isSignedInMember, usesOccupationForSuggestions } from '@club/policy';
import { type SignedViewer } from '@club/subgraph-kit';
import type { Context } from './context';

/** How the CMS names doctors' contents (the CRM's 'Medico'). */
export const CMS_DOCTOR_OCCUPATION = 'Medico chirurgo';

/**
 * The member's occupation for personalised contents; undefined for visitors and suspects (the
 * policy), without an upstream session, or when the CRM has none or can't be read (the contents
 * then show, just not personalised). The viewer claims carry no profession: it comes from the CRM
 * (one consistency read per request). A doctor is 'Medico chirurgo' with their specialties; another
 * health professional is their profession with its detail ('Infermiere', …).
 */
export async function occupationOf(viewer: SignedViewer, { dataSources }: Pick<Context, 'dataSources'>): Promise<CmsUserOccupation | undefined> {
  if (!usesOccupationForSuggestions(viewer) || !isSignedInMember(viewer)) return undefined;
  try {
    const { datiContatto } = await dataSources.crm.consistency();
    const profession = datiContatto.professione;
    if (!profession) return undefined;
    if (!profession.isAltraProfessioneSanitaria) {
      return { medicalOccupation: CMS_DOCTOR_OCCUPATION, medicalOccupationDetail: [], medicalSpecialties: datiContatto.specializzazioniContatto.map((s) => s.nome) };
    }
    const detail = datiContatto.professioneDettaglio;
    return { medicalOccupation: profession.descrizione, medicalOccupationDetail: detail ? [detail.nome] : [], medicalSpecialties: [] };
  } catch {
    return undefined;
  }
}
