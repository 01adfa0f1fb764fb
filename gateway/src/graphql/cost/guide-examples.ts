/**
 * The worked examples of docs/partner-guide.md 'Cost and query plan', with the costs the guide gives:
 * cost.test.ts computes them from api-schema.graphql as a partner would, graphql-cop.test.ts sends them
 * to the gateway.
 */
export const GUIDE_EXAMPLES = {
  latest: {
    query: 'query Latest($n: Int, $m: Int) { latestContents(first: $n) { endCursor items { id title related(limit: $m) { id title } topics { title } } } }',
    variables: { n: 20, m: 5 },
    cost: 321,
    withoutVariables: 57,
  },
  catalogueAndSearch: {
    query: 'query CatalogueAndSearch($page: Int!, $rows: Int) { courseCatalogue(input: { page: $page }) { total items { id title series { name } } } searchPage(text: "diabete", rows: $rows) { total sections { label items { id title } } } }',
    variables: { page: 2, rows: 10 },
    cost: 74,
    withoutRows: 64,
  },
} as const;
