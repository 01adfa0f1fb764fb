import { trainingStatusesFor } from '@club/policy';
import type { SubscriptionType } from '../../gql/graphql';

/**
 * Spec 2 §2 '/profilo/la-mia-formazione': one tab per course status, 1 Attivi, 2 Superati,
 * 3 Non superati, 4 Scaduti. Which statuses a viewer sees (ex members only Attivi and Superati) is
 * the policy's `trainingStatusesFor`, the rule the fad subgraph enforces too; here only the labels.
 */
export type TrainingTab = { status: 1 | 2 | 3 | 4; label: string; adjective: string };

export const TRAINING_TABS: readonly TrainingTab[] = [
  { status: 1, label: 'Attivi', adjective: 'attivi' },
  { status: 2, label: 'Superati', adjective: 'superati' },
  { status: 3, label: 'Non superati', adjective: 'non superati' },
  { status: 4, label: 'Scaduti', adjective: 'scaduti' },
];

/** Spec 2 §9: the training area shows 6 courses per page. */
export const TRAINING_PAGE_SIZE = 6;

export function trainingTabsFor(subscriptionType: SubscriptionType): readonly TrainingTab[] {
  const statuses = trainingStatusesFor({ subscriptionType });
  return TRAINING_TABS.filter((tab) => statuses.includes(tab.status));
}

/** The tab in the URL (`stato`), when the viewer may see it; the first tab otherwise. */
export function tabFromSearch(params: URLSearchParams, tabs: readonly TrainingTab[]): TrainingTab {
  const wanted = Number(params.get(TAB_PARAM));
  return tabs.find((tab) => tab.status === wanted) ?? tabs[0]!;
}

export const TAB_PARAM = 'stato';

/** Spec 2 §8: 'Al momento non ci sono corsi {attivi|superati|non superati|scaduti} in questa pagina.' */
export function emptyTabMessage(tab: TrainingTab): string {
  return `Al momento non ci sono corsi ${tab.adjective} in questa pagina.`;
}

/** 'Mostra altri' stays while the last loaded page is below totalPages (spec 2 §2). */
export function hasNextPage(page: number, totalPages: number): boolean {
  return page < totalPages;
}
