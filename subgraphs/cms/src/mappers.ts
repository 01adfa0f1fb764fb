/**
 * The parents of this subgraph's GraphQL types (codegen `mappers`: codegen.ts maps each exported `<Type>Parent` to `<Type>`):
 * each type is resolved from the upstream payload it comes from, typed by its route's contract
 * (@club/contracts), or from a small parent built from it. Fields whose name or shape differs from
 * the payload have a thin resolver in ./resolvers; the others are read from the parent as they are.
 */
import type {
  CmsBanner,
  CmsBannerCta,
  CmsCategory,
  CmsExternalPost,
  CmsFaqItem,
  CmsFooter,
  CmsFooterLink,
  CmsLibraryItem,
  CmsMagazine,
  CmsMagazinePost,
  CmsNavigationItem,
  CmsNewsstandIssue,
  CmsPageComponent,
  CmsPartnerLogo,
  CmsPaywallOption,
  CmsSuggestedPosts,
  CmsTopBarItem,
  CmsVideoTutorial,
  ContentItem,
} from '@club/contracts';

/** A content item as the CMS sends it (without its body in search and listing answers). */
export type ContentParent = ContentItem;
/** The item's wallet flags (isMODLEG, isMODSCIENT, isTOOLLEG, isTOOLSCIENT). */
export type ContentFlagsParent = ContentItem['flags'];
/** A category as an item names it (label and url), or as the category list gives it (with its page name). */
export type CategoryParent = NonNullable<ContentItem['category']> | CmsCategory;

export type NavigationItemParent = CmsNavigationItem;
export type TopBarMessageParent = CmsTopBarItem;
export type BannerParent = CmsBanner;
export type BannerCtaParent = CmsBannerCta;
export type FooterParent = CmsFooter;
export type FooterLinkParent = CmsFooterLink;

export type FaqItemParent = CmsFaqItem;
export type VideoTutorialParent = CmsVideoTutorial;
export type LibraryItemParent = CmsLibraryItem;

/** A page's components (`PageComponent`), each the CMS's kind of component. */
type PageComponentOf<K extends CmsPageComponent['type']> = Extract<CmsPageComponent, { type: K }>;
export type PageComponentParent = CmsPageComponent;
export type PageSectionParent = PageComponentOf<'Section'>;
export type InfoBoxRowParent = PageComponentOf<'InfoBoxes'>;
export type ComponentGridParent = PageComponentOf<'Grid'>;
export type LeadFormContainerParent = PageComponentOf<'LeadForm'>;
export type DownloadBannerParent = PageComponentOf<'DownloadBanner'>;
export type GridItemParent = ComponentGridParent['items'][number];

export type MagazineParent = CmsMagazine;
export type MagazinePostParent = CmsMagazinePost;
/** A magazine's suggested posts with the magazine as the magazine list gives it (logo and categories). */
export interface MagazinePostsParent {
  magazine: CmsMagazine;
  suggested: CmsSuggestedPosts;
}
export type ExternalNewsPostParent = CmsExternalPost;
export type PartnerLogoParent = CmsPartnerLogo;
/** A member as the gateway's query plan hands it over: the key and, for `partnerLogo`, the required last subscription. */
export interface UserParent {
  id: string;
  lastSubscription?: { active: boolean; productName: string | null; isConvention: boolean } | null;
}

export type PaywallOptionParent = CmsPaywallOption;
export type NewsstandIssueParent = CmsNewsstandIssue;
