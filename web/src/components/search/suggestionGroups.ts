import type { SearchSuggestionKind } from '../../gql/graphql';

/** Spec 1 §9: at most 5 suggestions per group. */
export const SUGGESTIONS_PER_GROUP = 5;

export type SuggestionItem = { id: string; title: string; href: string };
export type SuggestionGroupId = SearchSuggestionKind | 'SERVICES';
export type SuggestionGroup = { id: SuggestionGroupId; label: string; items: SuggestionItem[] };

/** The local group's label (spec 1 §2). */
export const SERVICES_GROUP_LABEL = 'Servizi e convenzioni';

/** Spec 1 §2 order: News e approfondimenti, Corsi di Formazione ECM, Risorse, Tool e calcolatori. */
const SERVER_ORDER: SearchSuggestionKind[] = ['NEWS', 'ECM', 'MODULES', 'TOOLS'];

type ServerGroup = { kind: SearchSuggestionKind; label: string; items: readonly SuggestionItem[] };

/**
 * Panel groups: the server's groups in the spec's order, then the local 'Servizi e convenzioni';
 * each cut to 5 and empty ones left out. A failed group arrives empty (or the whole answer null)
 * and simply does not show, while the others do (spec 1 §8 'Search group failure').
 */
export function buildSuggestionGroups(
  serverGroups: readonly ServerGroup[] | null | undefined,
  services: readonly SuggestionItem[],
): SuggestionGroup[] {
  const ordered = [...(serverGroups ?? [])].sort((a, b) => SERVER_ORDER.indexOf(a.kind) - SERVER_ORDER.indexOf(b.kind));
  const groups: SuggestionGroup[] = [
    ...ordered.map((group) => ({ id: group.kind, label: group.label, items: [...group.items] })),
    { id: 'SERVICES', label: SERVICES_GROUP_LABEL, items: [...services] },
  ];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.title.trim()).slice(0, SUGGESTIONS_PER_GROUP) }))
    .filter((group) => group.items.length > 0);
}
