import { PROFESSIONAL_DIRECTORY_PAGE_SIZE, PROFESSION_TYPE_CODES, canSeeProfessionalContacts } from '@club/policy';
import { DIRECTORY_TEXT_MAX } from '@club/contracts';
import { badInput } from '@club/subgraph-kit';
import type { Context } from './context';
import type { QueryProfessionalDirectoryArgs, ResolversParentTypes } from './generated/resolvers-types';
import { DIRECTORY_MESSAGES } from './messages';
import { withMessage } from './upstream-errors';

/** Highest page asked for: far beyond the directory's size, it only keeps absurd offsets away. */
const MAX_PAGE = 10_000;

/**
 * The directory of health professionals (spec 2 §2, §3, §7): validates the filters, asks the
 * upstream for one page of 12; the cards show their contacts to Premium viewers only (spec 2 §9, ProfessionalCard.contacts).
 */
export async function professionalDirectory(args: QueryProfessionalDirectoryArgs, { viewer, dataSources }: Context): Promise<ResolversParentTypes['ProfessionalDirectoryPage']> {
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
    cards: answer.professionalCards,
    suggested: answer.suggested,
    page,
    pageSize: PROFESSIONAL_DIRECTORY_PAGE_SIZE,
    pages: answer.pages,
    total: answer.totalRecords || null,
    contactsVisible,
  };
}
