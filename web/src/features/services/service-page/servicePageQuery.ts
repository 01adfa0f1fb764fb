import { graphql } from '../../../gql';
import type { ServicePageQuery } from '../../../gql/graphql';

export const ServicePageQueryDocument = graphql(`
  query ServicePage($path: String!) {
    servicePage(path: $path) {
      path
      kind
      section
      title
      hero {
        title
        body
        imageUrl
        ctas {
          label
          mobileLabel
          link
          target
          variant
          eventCode
        }
      }
      headerLinks {
        label
        mobileLabel
        link
        target
        variant
        eventCode
      }
      anchors {
        label
        href
      }
      menuCtas {
        label
        mobileLabel
        link
        target
        variant
        icon
        eventCode
      }
      areasTitle
      areas {
        title
        icon
      }
      detailCards {
        title
        body
        anchorId
      }
      cardGroups {
        key
        title
        anchorId
        moreLink
        cards {
          id
          title
          body
          href
          cta
        }
      }
      form {
        formType
        formCampaign
        formTitle
        formContent
        formId
      }
      formWithheld
      legalNotes
      showsContactButtons
    }
  }
`);

/** A page under /servizi as the server answers it for the viewer. */
export type Page = NonNullable<ServicePageQuery['servicePage']>;
export type Cta = Page['menuCtas'][number];
