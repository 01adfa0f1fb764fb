import { PROFESSIONAL_DIRECTORY_PAGE_SIZE, PROFESSION_TYPE_CODES, canSeeProfessionalContacts } from '@club/policy';
import { badInput } from '@club/subgraph-kit';
import type { Context } from './context';
import type { ProfessionalDirectoryPage, QueryProfessionalDirectoryArgs } from './generated/resolvers-types';
import { toProfessionalCard } from './mapping';
import { DIRECTORY_MESSAGES } from './messages';
import { withMessage } from './upstream-errors';

/** Longest free-text search (the upstream's bound). */
export const DIRECTORY_TEXT_MAX = 100;
/** Highest page asked for: far beyond the directory's size, it only keeps absurd offsets away. */
const MAX_PAGE = 10_000;

/**
 * The directory of health professionals (spec 2 §2, §3, §7): validates the filters, asks the
 * upstream for one page of 12 and strips the contacts unless the viewer is Premium (spec 2 §9).
 */
export async function professionalDirectory(args: QueryProfessionalDirectoryArgs, { viewer, dataSources }: Context): Promise<ProfessionalDirectoryPage> {
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badInput(`page va da 1 a ${MAX_PAGE}.`, 'page');
  const text = args.text?.trim() ?? '';
  if (text.length > DIRECTORY_TEXT_MAX) throw badInput(`Il testo della ricerca ha al massimo ${DIRECTORY_TEXT_MAX} caratteri.`, 'text');
  const province = args.province?.trim().toUpperCase() ?? '';
  if (province && !/^[A-Z]{2}$/.test(province)) throw badInput('Indica la sigla di due lettere della provincia.', 'province');

  const answer = await withMessage(
    () =>
      dataSources.crm.professionalCards({
        take: PROFESSIONAL_DIRECTORY_PAGE_SIZE,
        page,
        text: text || undefined,
        professionType: args.professionType ? PROFESSION_TYPE_CODES[args.professionType] : undefined,
        province: province || undefined,
      }),
    DIRECTORY_MESSAGES.listFailed,
  );
  const contactsVisible = canSeeProfessionalContacts(viewer);
  return {
    cards: answer.professionalCards.map((c) => toProfessionalCard(c, contactsVisible)),
    suggested: (answer.suggested ?? []).map((c) => toProfessionalCard(c, contactsVisible)),
    page,
    pageSize: PROFESSIONAL_DIRECTORY_PAGE_SIZE,
    pages: answer.pages ?? 0,
    total: answer.totalRecords || null,
    contactsVisible,
  };
}
