/**
 * Codegen `mappers` of this subgraph: GraphQL type name → the parent type its resolvers receive,
 * as `'../mappers#TypeName'` relative to `src/generated/` (the contract type it comes from, see
 * `src/mappers.ts`). Read by the root `codegen.ts`.
 */
const PARENTS = [
  'Content',
  'ContentFlags',
  'Category',
  'NavigationItem',
  'TopBarMessage',
  'Banner',
  'BannerCta',
  'Footer',
  'FooterLink',
  'FaqItem',
  'VideoTutorial',
  'LibraryItem',
  'Magazine',
  'MagazinePost',
  'MagazinePosts',
  'ExternalNewsPost',
  'PartnerLogo',
  'PaywallOption',
  'NewsstandIssue',
  'User',
] as const;

export const mappers: Record<string, string> = Object.fromEntries(PARENTS.map((type) => [type, `../mappers#${type}Parent`]));
