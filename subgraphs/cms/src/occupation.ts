/**
 * The member's occupation as the CMS names it (spec 1 §6, spec 2 §6 personalisation): shared by the
 * suggested contents, the search page's fallback and the personalised content searches.
 */
import { usesOccupationForSuggestions } from '@club/policy';
import { isMember, type SignedViewer } from '@club/subgraph-kit';
import type { Context } from './context';

/**
 * The member's occupation for personalised contents; undefined for visitors and suspects (the
 * policy), without an upstream session, or when the CRM has none or can't be read (the contents
 * then show, just not personalised). The viewer claims carry no profession: it comes from the CRM.
 */
export async function occupationOf(viewer: SignedViewer, { dataSources }: Pick<Context, 'dataSources'>): Promise<string | undefined> {
  if (!usesOccupationForSuggestions(viewer) || !isMember(viewer)) return undefined;
  try {
    const { profession, detail } = await dataSources.crm.profession();
    if (!profession) return undefined;
    // Contents name occupations as the CMS does: the detail for other health professions, 'Medico chirurgo' for doctors.
    return detail?.nome ?? (profession.isAltraProfessioneSanitaria ? profession.descrizione : 'Medico chirurgo');
  } catch {
    return undefined;
  }
}
