import { courseStatusCode, trainingStatusesFor } from '@club/policy';
import type { CourseStatus, SubscriptionType, TrainingSummaryQuery } from '../../gql/graphql';

/**
 * Spec 2 §2 '/profilo/la-mia-formazione': one tab per course status, Attivi, Superati, Non superati,
 * Scaduti. Which statuses a viewer sees (ex members only Attivi and Superati) is the policy's
 * `trainingStatusesFor`, the rule the fad subgraph enforces too; here only the labels, the summary
 * count each tab shows and the tab's value in the URL.
 */
export type TrainingTab = {
  status: CourseStatus;
  label: string;
  adjective: string;
  /** The `trainingSummary` count shown beside the label. */
  count: Exclude<keyof NonNullable<TrainingSummaryQuery['trainingSummary']>, '__typename'>;
};

export const TRAINING_TABS: readonly TrainingTab[] = [
  { status: 'ACTIVE', label: 'Attivi', adjective: 'attivi', count: 'active' },
  { status: 'PASSED', label: 'Superati', adjective: 'superati', count: 'passed' },
  { status: 'FAILED', label: 'Non superati', adjective: 'non superati', count: 'failed' },
  { status: 'EXPIRED', label: 'Scaduti', adjective: 'scaduti', count: 'expired' },
];

/** Spec 2 §9: the training area shows 6 courses per page. */
export const TRAINING_PAGE_SIZE = 6;

export function trainingTabsFor(subscriptionType: SubscriptionType): readonly TrainingTab[] {
  const statuses = trainingStatusesFor({ subscriptionType });
  return TRAINING_TABS.filter((tab) => statuses.includes(tab.status));
}

export const TAB_PARAM = 'stato';

/**
 * A tab's value in the URL: the spec's status code (`?stato=2` for Superati), as the page's links
 * have always carried it, so a saved or shared link still opens the same tab.
 */
export function tabSearchValue(tab: TrainingTab): string {
  return String(courseStatusCode(tab.status));
}

/** The tab in the URL (`stato`), when the viewer may see it; the first tab otherwise. */
export function tabFromSearch(params: URLSearchParams, tabs: readonly TrainingTab[]): TrainingTab {
  const wanted = params.get(TAB_PARAM);
  return tabs.find((tab) => tabSearchValue(tab) === wanted) ?? tabs[0]!;
}

/** Spec 2 §8: 'Al momento non ci sono corsi {attivi|superati|non superati|scaduti} in questa pagina.' */
export function emptyTabMessage(tab: TrainingTab): string {
  return `Al momento non ci sono corsi ${tab.adjective} in questa pagina.`;
}

/** 'Mostra altri' stays while the last loaded page is below totalPages (spec 2 §2). */
export function hasNextPage(page: number, totalPages: number): boolean {
  return page < totalPages;
}
