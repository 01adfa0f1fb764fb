import { graphql } from '../../../gql';

export const CatalogueFilterOptionsQuery = graphql(`
  query CatalogueFilterOptions {
    courseSeries {
      id
      name
    }
    teachingModels {
      id
      name
    }
  }
`);

export const CourseCatalogueQuery = graphql(`
  query CourseCatalogue($input: CourseSearchInput) {
    courseCatalogue(input: $input) {
      page
      pageSize
      total
      totalPages
      items {
        id
        ...CourseCard_course
      }
    }
  }
`);
