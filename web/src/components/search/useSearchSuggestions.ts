import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { matchingServices } from './services';
import { buildSuggestionGroups, type SuggestionGroup } from './suggestionGroups';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec 1 §5 / §9: two characters at least, 500 ms debounce. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 500;

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($text: String!) {
    searchSuggestions(text: $text) {
      kind
      label
      items {
        id
        title
        href
      }
    }
  }
`);

// The services the viewer's wallets unlock, decided on the server; asked once, then read from the
// cache (login and logout reset it). A failure leaves the group out, like any failing group.
const SearchableServicesQuery = graphql(`
  query SearchableServices {
    viewer {
      searchableServices {
        id
        title
        href
      }
    }
  }
`);

export type SuggestionsState = {
  /** True while typing has not settled or the server has not answered yet. */
  loading: boolean;
  groups: SuggestionGroup[];
  /** The text the groups answer (bold matches use it). */
  text: string;
};

/**
 * Grouped suggestions for the header search box: the server's four groups (fetched in parallel
 * there; a failing one comes back empty) plus the local 'Servizi e convenzioni'.
 */
export function useSearchSuggestions(rawText: string): SuggestionsState {
  const text = rawText.trim();
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const active = debounced.length >= SEARCH_MIN_CHARS;
  const { data, loading } = useQuery(SearchSuggestionsQuery, {
    variables: { text: debounced },
    skip: !active,
    errorPolicy: 'all',
  });
  const services = useQuery(SearchableServicesQuery, { skip: !active, errorPolicy: 'all' });
  const viewerServices = services.data?.viewer.searchableServices;
  const groups = useMemo(
    () => (active ? buildSuggestionGroups(data?.searchSuggestions, matchingServices(debounced, viewerServices ?? [])) : []),
    [active, data, debounced, viewerServices],
  );
  return { loading: text !== debounced || loading || services.loading, groups, text: debounced };
}
