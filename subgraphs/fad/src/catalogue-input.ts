import { badInput } from '@club/subgraph-kit';
import type { CourseSearchBody } from '@club/contracts';
import type { CourseSearchInput, CreditRange } from './generated/resolvers-types';

/** Spec 2 §9: ECM catalogue page size. */
export const CATALOGUE_PAGE_SIZE = 9;
/** Highest page a client may ask for (a bound, so a page number can't make the upstream scan forever). */
export const MAX_CATALOGUE_PAGE = 10_000;
/** Spec 2 §2 and §5: the search text is used only from 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

/** Spec 2 §2 credit ranges: Tutti, 1-2, 3-5, 6-10, 11 and above (11 to 999); bounds inclusive. */
export const CREDIT_RANGES: Record<CreditRange, { from: number; to: number } | null> = {
  ALL: null,
  FROM_1_TO_2: { from: 1, to: 2 },
  FROM_3_TO_5: { from: 3, to: 5 },
  FROM_6_TO_10: { from: 6, to: 10 },
  FROM_11: { from: 11, to: 999 },
};

/** The body the catalogue sends to POST /FAD/Corsi: always with a filters object (empty for no filter). */
export type CatalogueSearchBody = CourseSearchBody & { filters: NonNullable<CourseSearchBody['filters']> };

/**
 * Turns the GraphQL catalogue input into the body of POST /FAD/Corsi. Throws BAD_USER_INPUT for a
 * page outside 1-10000 or an id that is not a positive integer; a text under 2 characters is dropped.
 */
export function catalogueSearchBody(input: CourseSearchInput | null | undefined): CatalogueSearchBody {
  const page = input?.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_CATALOGUE_PAGE) {
    throw badInput(`La pagina deve essere compresa tra 1 e ${MAX_CATALOGUE_PAGE}.`, 'page');
  }
  const text = input?.text?.trim() ?? '';
  const range = CREDIT_RANGES[input?.credits ?? 'ALL'];
  return {
    ...(text.length >= MIN_SEARCH_LENGTH ? { search: text } : {}),
    limit: CATALOGUE_PAGE_SIZE,
    page,
    filters: {
      ...optionalId('collId', input?.seriesId, 'seriesId'),
      ...optionalId('didacticModelId', input?.teachingModelId, 'teachingModelId'),
      ...(range ? { creditsFrom: range.from, creditsTo: range.to } : {}),
    },
  };
}

/** Number of pages for a total (0 when nothing matches). */
export function totalPages(total: number, pageSize = CATALOGUE_PAGE_SIZE): number {
  return Math.ceil(total / pageSize);
}

function optionalId<K extends string>(key: K, value: string | null | undefined, field: string): Partial<Record<K, number>> {
  if (value === null || value === undefined || value === '') return {};
  if (!/^[1-9]\d{0,8}$/.test(value)) throw badInput(`Identificativo non valido: ${field}.`, field);
  return { [key]: Number(value) } as Partial<Record<K, number>>;
}
