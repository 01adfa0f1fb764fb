import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { CourseStatus } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewer } from '../../lib/viewer';
import { CatalogueBlocks, CourseAccessModals, CourseCard, SuggestedCourses, useCourseActions, type CourseActions } from '../courses';
import { CoursesChart } from './CoursesChart';
import { TrainingTabs } from './TrainingTabs';
import { emptyTabMessage, hasNextPage, TAB_PARAM, tabFromSearch, tabSearchValue, trainingTabsFor, type TrainingTab } from './trainingTabs';
import { useState } from 'react';
import './learning.css';

const TrainingAreaQuery = graphql(`
  query TrainingArea($status: CourseStatus!, $page: Int!) {
    trainingArea(status: $status, page: $page) {
      page
      totalPages
      items {
        id
        ...CourseCard_course
      }
    }
  }
`);

const TrainingSummaryQuery = graphql(`
  query TrainingSummary {
    trainingSummary {
      active
      passed
      failed
      expired
    }
  }
`);

/** Spec 2 §8 service-named danger toast of the training area's course list. */
export const TRAINING_LIST_ERROR = 'Errore nel servizio /FAD/Corsi/PersonaliTriennio';

const LOGIN_TARGET = `${paths.login}?redirectTo=${encodeURIComponent(paths.training)}`;

/**
 * Spec 2 §2 /profilo/la-mia-formazione 'I miei Corsi ECM': the summary's courses pie chart (spec 3 §4,
 * §9, only with at least one course), tabs by status (two for ex members),
 * 6 courses per page with 'Mostra altri', the empty-tab message, certificates of passed courses,
 * then the suggested courses (spec 3 §7, §9).
 * Visitors go to the login page and come back here.
 */
export function TrainingAreaPage() {
  useDocumentTitle('I miei Corsi ECM');
  const { viewer } = useViewer();
  const [params, setParams] = useSearchParams();
  const actions = useCourseActions();
  const summary = useQuery(TrainingSummaryQuery, { skip: !viewer || viewer.subscriptionType === 'SUSPECT' });

  if (!viewer) return <Spinner label="Caricamento della tua formazione" />;
  if (viewer.subscriptionType === 'SUSPECT') return <Navigate to={LOGIN_TARGET} replace />;

  const tabs = trainingTabsFor(viewer.subscriptionType);
  const current = tabFromSearch(params, tabs);
  const counts = summary.data?.trainingSummary;
  const countOf = (tab: TrainingTab) => counts?.[tab.count];

  return (
    <div className="container page training">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Profilo', to: paths.profile }, { label: 'I miei Corsi ECM' }]} />
      <h1>I miei Corsi ECM</h1>
      <div className="training__links">
        <ButtonLink to={paths.courses} variant="outline">
          Vai al catalogo dei corsi ECM
        </ButtonLink>
        <CatalogueBlocks here="training" />
      </div>
      {/* Shown with the summary, not before: the chart it draws above the tabs (and the counts in their
          labels) pushed the tabs and the suggestions down when it arrived (Lighthouse mobile: CLS 0.3).
          Mounted all the same, so the courses and the suggestions are asked for at once. */}
      <div className="training__body" hidden={summary.loading && !summary.data}>
        <CoursesChart tabs={tabs} countOf={countOf} />
        <TrainingTabs
          tabs={tabs}
          current={current}
          countOf={countOf}
          // A tab change starts again from the first page (spec 2 §2).
          onSelect={(tab) => setParams(new URLSearchParams({ [TAB_PARAM]: tabSearchValue(tab) }))}
        >
          {/* Keyed by tab: the loaded pages start again at 1. */}
          <TabCourses key={current.status} tab={current} actions={actions} />
        </TrainingTabs>
        {/* Spec 3 §7/§9: the account area's learning page asks for the suggested courses (limit 6, 6 skeleton cards). */}
        <SuggestedCourses actions={actions} />
      </div>
      <CourseAccessModals access={actions.access} />
    </div>
  );
}

/** The loaded pages of one tab; 'Mostra altri' adds the next while page < totalPages. */
function TabCourses({ tab, actions }: { tab: TrainingTab; actions: CourseActions }) {
  const [pages, setPages] = useState(1);
  const last = useQuery(TrainingAreaQuery, { variables: { status: tab.status, page: pages }, notifyOnNetworkStatusChange: true });
  const lastPage = last.data?.trainingArea;
  const more = lastPage ? hasNextPage(lastPage.page, lastPage.totalPages) : pages > 1;
  const failed = !!last.error && !lastPage && pages === 1;
  useFailureToast(failed, TRAINING_LIST_ERROR);

  if (failed) return <p className="training__message">I corsi non sono disponibili in questo momento.</p>;
  return (
    <>
      {/* The cards' titles are h3: this h2 keeps the heading order (h1 page, h2 tab, h3 course). */}
      <h2 className="visually-hidden">Corsi {tab.adjective}</h2>
      <ul className="catalogue__grid training__list">
        {Array.from({ length: pages }, (_, i) => (
          <CoursesPage key={i + 1} status={tab.status} page={i + 1} actions={actions} emptyMessage={emptyTabMessage(tab)} />
        ))}
      </ul>
      {more ? (
        <div className="training__more">
          <Button variant="outline" disabled={last.loading} aria-busy={last.loading || undefined} onClick={() => setPages(pages + 1)}>
            Mostra altri
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** One page of courses (read from the cache when it was the last page loaded). */
function CoursesPage({ status, page, actions, emptyMessage }: { status: CourseStatus; page: number; actions: CourseActions; emptyMessage: string }) {
  const { data, loading } = useQuery(TrainingAreaQuery, { variables: { status, page } });
  const items = data?.trainingArea?.items;
  if (loading && !items) {
    return (
      <li className="training__loading">
        <Spinner label="Caricamento dei corsi" />
      </li>
    );
  }
  if (page === 1 && items?.length === 0) return <li className="training__message">{emptyMessage}</li>;
  return (
    <>
      {items?.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} actions={actions} />
        </li>
      ))}
    </>
  );
}
