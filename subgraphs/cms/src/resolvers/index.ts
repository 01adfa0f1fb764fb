import { FaqItem, VideoTutorial } from '../components';
import type { Resolvers } from '../generated/resolvers-types';
import { Magazine, MagazinePost, MagazinePosts } from '../magazines';
import { ComponentGrid, DownloadBanner, GridItem, InfoBoxRow, LeadFormContainer, PageComponent, pageComponentQueries, PageSection } from '../page-components';
import { Category, Content, ContentFlags } from './Content';
import { Banner, Footer, FooterLink, NavigationItem } from './layout';
import { LibraryItem } from './LibraryItem';
import { Mutation } from './Mutation';
import { ExternalNewsPost, PartnerLogo, User } from './partners';
import { NewsstandIssue, PaywallOption, paywallQueryFields } from './paywall';
import { Query } from './Query';
import { serviceQueryFields } from './services';
import { formQueryFields } from './forms';
import { dealQueryFields } from './deals';

/** All resolvers of the cms subgraph; types without an entry here are read from their parent as they are (see mappers.ts). */
export const resolvers: Resolvers = {
  Query: { ...Query, ...paywallQueryFields, ...serviceQueryFields, ...formQueryFields, ...dealQueryFields, ...pageComponentQueries },
  Mutation,
  Content,
  ContentFlags,
  Category,
  NavigationItem,
  Banner,
  Footer,
  FooterLink,
  FaqItem,
  VideoTutorial,
  PageComponent,
  PageSection,
  InfoBoxRow,
  ComponentGrid,
  GridItem,
  LeadFormContainer,
  DownloadBanner,
  LibraryItem,
  Magazine,
  MagazinePosts,
  MagazinePost,
  ExternalNewsPost,
  PartnerLogo,
  PaywallOption,
  NewsstandIssue,
  User,
};
