import { graphql, type FragmentType } from '../../gql';
import type { PageComponent_ComponentFragment as PageComponentFields } from '../../gql/graphql';

/** What a page needs of each of its CMS components (spec 1 §1 'Pages are assembled from content-management components placed per page'). */
export const PageComponent_ComponentFragment = graphql(`
  fragment PageComponent_component on PageComponent {
    __typename
    ... on PageSection {
      id
      name
      title
      contentTypes
      magazines
    }
    ... on InfoBoxRow {
      id
      title
      perRow
      columns
      boxes {
        title
        text
        icon
        link
        linkLabel
      }
    }
    ... on ComponentGrid {
      id
      title
      maxPerRow
      columns
      items {
        title
        text
        imageUrl
        link
      }
    }
    ... on LeadFormContainer {
      id
      title
      intro
      formType
    }
    ... on DownloadBanner {
      id
      title
      content
      imageUrl
      ctaLabel
      fileUrl
      fileName
    }
  }
`);

/** One component of a page's list, as the page reads it. */
export type PageComponentData = PageComponentFields;
export type PageComponentRef = FragmentType<typeof PageComponent_ComponentFragment>;
/** A component by its GraphQL type. */
export type PageComponentOf<T extends PageComponentData['__typename']> = Extract<PageComponentData, { __typename: T }>;
/** The components other than the portal's own sections: what `CmsComponent` draws. */
export type CmsBlockData = Exclude<PageComponentData, { __typename: 'PageSection' }>;

export const PageComponentsQuery = graphql(`
  query PageComponents($placement: String!) {
    pageComponents(placement: $placement) {
      ...PageComponent_component
    }
  }
`);
