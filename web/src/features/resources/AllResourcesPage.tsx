import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ContentGrid } from '../../components/content/ContentGrid';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RESOURCES_ERROR } from './ResourcesPage';
import { resourcePaths } from './resourcePaths';
import './resources.css';

const AllResourcesQuery = graphql(`
  query AllResources($contentType: ContentType!, $rows: Int!) {
    contents(input: { contentTypes: [$contentType], rows: $rows }) {
      total
      items {
        id
        ...ResourceCard_content
      }
    }
  }
`);

export type AllResourcesKind = 'tools' | 'modules';

const KINDS = {
  // Spec 2 §9: all-items lists ask for 999 rows at once.
  tools: { title: 'Tutti i Tool', contentType: 'Tool', first: 999, step: 0 },
  // 'Tutti i Moduli': 8, then 8 more per click.
  modules: { title: 'Tutti i Moduli', contentType: 'Modulo', first: 8, step: 8 },
} as const;

/** The all-tools page and the 'Tutti i Moduli' listing (spec 2 §2). */
export function AllResourcesPage({ kind }: { kind: AllResourcesKind }) {
  const config = KINDS[kind];
  useDocumentTitle(config.title);
  const [rows, setRows] = useState<number>(config.first);
  // Asking for more rows re-runs the query; previousData keeps the cards on screen meanwhile.
  const { data, previousData, loading } = useQuery(AllResourcesQuery, { variables: { contentType: config.contentType, rows }, errorPolicy: 'all' });
  const page = (data ?? previousData)?.contents;
  const hasMore = config.step > 0 && !!page && page.items.length < page.total;

  return (
    <div className="container resources">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Risorse', to: resourcePaths.resources }, { label: config.title }]} />
      <h1>{config.title}</h1>
      {loading && !page && <Spinner label={`Caricamento: ${config.title}`} />}
      {!loading && !page && <p role="alert">{RESOURCES_ERROR}</p>}
      {/* The cards sit right under the page's h1: their titles are h2 (heading order). */}
      {page && <ContentGrid items={page.items} label={config.title} headingLevel={2} />}
      {hasMore && (
        <div className="content-list__more">
          <Button variant="outline" loading={loading} onClick={() => setRows((r) => r + config.step)}>
            Mostra altri
          </Button>
        </div>
      )}
    </div>
  );
}

export function AllToolsPage() {
  return <AllResourcesPage kind="tools" />;
}

export function AllModulesPage() {
  return <AllResourcesPage kind="modules" />;
}
