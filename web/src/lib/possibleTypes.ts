/**
 * The API's abstract types and their members, for Apollo's cache (`possibleTypes`): without them a
 * fragment on a union (`... on PageComponent`) cannot be matched to the member the server sent, and
 * its fields would be read as missing. possibleTypes.test.ts holds this table to api-schema.graphql.
 */
export const POSSIBLE_TYPES: Readonly<Record<string, readonly string[]>> = {
  PageComponent: ['PageSection', 'InfoBoxRow', 'ComponentGrid', 'LeadFormContainer', 'DownloadBanner'],
};

/** A mutable copy, in the shape InMemoryCache takes. */
export function possibleTypes(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([type, members]) => [type, [...members]]));
}
