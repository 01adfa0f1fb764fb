/**
 * A page's list of components from the CMS (spec 1 §1 'Pages are assembled from content-management
 * components placed per page', §2 'Other shared pieces', §9, spec 2 §9): the portal's own sections
 * placed by name, info-box rows, grids, free-standing lead forms and download banners. The columns
 * each box or card spans are decided here, from the CMS's 'Per Row' and 'Max per Row', so every
 * client lays them out alike.
 */
import type { CmsPageComponent } from '@club/contracts';
import { processLogger } from '@club/subgraph-kit';
import { contentTypeOf } from './content-fields';
import type {
  ComponentGridResolvers,
  DownloadBannerResolvers,
  GridItemResolvers,
  InfoBoxRowResolvers,
  LeadFormContainerResolvers,
  PageComponentResolvers,
  PageSectionName,
  PageSectionResolvers,
  QueryResolvers,
} from './generated/resolvers-types';

/** The CMS's section names and the portal's sections they place. */
const SECTION_NAMES: ReadonlyMap<string, PageSectionName> = new Map([
  ['HeroBanners', 'HERO_BANNERS'],
  ['LatestNews', 'LATEST_NEWS'],
  ['FavouriteNews', 'FAVOURITE_NEWS'],
  ['CoursesTeaser', 'COURSES_TEASER'],
  ['LatestTools', 'LATEST_TOOLS'],
  ['NewsCarousel', 'NEWS_CAROUSEL'],
  ['Magazines', 'MAGAZINES'],
  ['RewardsTeaser', 'REWARDS_TEASER'],
  ['MostRead', 'MOST_READ'],
  ['LatestProfessionals', 'LATEST_PROFESSIONALS'],
]);

/** Spec 1 §9 'Info-box columns: 12 divided by Per Row (default 3)'. */
export const DEFAULT_INFO_BOXES_PER_ROW = 3;
/** 'Per Row' values 12 divides by: any other (0, 5, 7…) would leave a row part empty, so it takes the default. */
const INFO_BOX_ROW_SIZES = new Set([1, 2, 3, 4, 6, 12]);

/** Spec 1 §9 'Grid columns per row: 1 gives 12, 2 gives 6, 3 gives 4, 4 gives 3' (spec 2 §9 'Columns = 12 / Max per Row'). */
export const GRID_COLUMNS: Readonly<Record<number, number>> = { 1: 12, 2: 6, 3: 4, 4: 3 };
/** The spec gives no default for the grid: the info boxes' 3. A larger 'Max per Row' than the table's 4 is held to 4 (at most that many). */
export const DEFAULT_GRID_MAX_PER_ROW = 3;
const GRID_MAX_PER_ROW = 4;

export function infoBoxesPerRow(perRow: number | null): number {
  return perRow !== null && INFO_BOX_ROW_SIZES.has(perRow) ? perRow : DEFAULT_INFO_BOXES_PER_ROW;
}

export function gridMaxPerRow(maxPerRow: number | null): number {
  if (maxPerRow === null || maxPerRow < 1) return DEFAULT_GRID_MAX_PER_ROW;
  return Math.min(maxPerRow, GRID_MAX_PER_ROW);
}

/** The name a file is saved under (spec 1 §7 'saved as a file named from the link'): the link's last path segment. */
export function fileNameOf(link: string): string {
  const path = link.split(/[?#]/)[0]!;
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || 'download';
  } catch {
    return last || 'download';
  }
}

/** A section the portal knows; one it does not (a newer CMS's) is left out of the list. */
function isKnown(component: CmsPageComponent): boolean {
  if (component.type !== 'Section') return true;
  if (SECTION_NAMES.has(component.section)) return true;
  processLogger().warn({ section: component.section }, `Sezione sconosciuta '${component.section}' nei componenti della pagina: omessa.`);
  return false;
}

export const pageComponentQueries: Pick<QueryResolvers, 'pageComponents'> = {
  pageComponents: async (_parent, { placement }, { dataSources }) => (await dataSources.cms.pageComponents(placement)).filter(isKnown),
};

const TYPENAMES = {
  Section: 'PageSection',
  InfoBoxes: 'InfoBoxRow',
  Grid: 'ComponentGrid',
  LeadForm: 'LeadFormContainer',
  DownloadBanner: 'DownloadBanner',
} as const satisfies Record<CmsPageComponent['type'], string>;

export const PageComponent: PageComponentResolvers = {
  __resolveType: (component) => TYPENAMES[component.type],
};

export const PageSection: PageSectionResolvers = {
  name: (section) => SECTION_NAMES.get(section.section)!,
  contentTypes: (section) => section.contentTypes.map(contentTypeOf),
};

export const InfoBoxRow: InfoBoxRowResolvers = {
  perRow: (row) => infoBoxesPerRow(row.perRow),
  columns: (row) => 12 / infoBoxesPerRow(row.perRow),
};

export const ComponentGrid: ComponentGridResolvers = {
  maxPerRow: (grid) => gridMaxPerRow(grid.maxPerRow),
  columns: (grid) => GRID_COLUMNS[gridMaxPerRow(grid.maxPerRow)]!,
};

export const GridItem: GridItemResolvers = {
  imageUrl: (item) => item.image,
};

export const LeadFormContainer: LeadFormContainerResolvers = {
  intro: (form) => form.text,
};

export const DownloadBanner: DownloadBannerResolvers = {
  imageUrl: (banner) => banner.image,
  fileName: (banner) => fileNameOf(banner.fileUrl),
};
