import { graphql } from './gql';

/** One page of the ECM course catalogue (pages are 1-based, 9 courses each: `page`, `totalPages`). */
export const CoursePageQuery = graphql(`
  query PartnerCoursePage($page: Int!, $text: String) {
    courseCatalogue(input: { page: $page, text: $text }) {
      page
      totalPages
      total
      items {
        id
        title
        credits
        series {
          name
        }
      }
    }
  }
`);

/** One page of the content search (`offset`/`rows`; `hasNext` tells whether another page follows). */
export const ContentPageQuery = graphql(`
  query PartnerContentPage($offset: Int!, $rows: Int!, $text: String) {
    contents(input: { offset: $offset, rows: $rows, text: $text }) {
      total
      hasNext
      items {
        id
        title
        contentType
        publicationDate
      }
    }
  }
`);
