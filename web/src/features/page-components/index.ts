/** What the page-components area offers the pages: a placement's CMS components, and the pieces the home uses to place its own sections from the same list. */
export { PageComponents, usePageComponents, isCmsBlock } from './PageComponents';
export { CmsComponent, CMS_COMPONENT_ERROR } from './CmsComponent';
export type { PageComponentData, PageComponentOf, CmsBlockData } from './pageComponent';
