import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Spinner } from '../../components/ui/Spinner';
import { ContentGrid } from '../../components/content/ContentGrid';
import { FaqSection } from '../../components/content/FaqSection';
import { VideoTutorials } from '../../components/content/VideoTutorials';
import { PromoBanners } from '../../components/cards/PromoBanners';
import { PageComponents } from '../page-components';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { resourcePaths } from './resourcePaths';
import './resources.css';

const ResourcesQuery = graphql(`
  query ResourcesHome {
    tools: contents(input: { contentTypes: [Tool], rows: 8 }) {
      total
      items {
        id
        ...ResourceCard_content
      }
    }
    modules: contents(input: { contentTypes: [Modulo], rows: 8 }) {
      total
      items {
        id
        ...ResourceCard_content
      }
    }
  }
`);

export const RESOURCES_ERROR = 'Non è stato possibile caricare le risorse. Riprova più tardi.';

/** /risorse (spec 2 §2): the latest Tools (#all-tool) and Modules (#resources-collection), each failing alone. */
export function ResourcesPage() {
  useDocumentTitle('Risorse');
  const { data, loading } = useQuery(ResourcesQuery, { errorPolicy: 'all' });

  return (
    <div className="container resources">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Risorse' }]} />
      <h1>Risorse</h1>
      {loading && <Spinner label="Caricamento delle risorse" />}
      {!loading && (
        <>
          <section id="all-tool" aria-labelledby="resources-tools" className="resources__section">
            <div className="resources__header">
              <h2 id="resources-tools">Tool e calcolatori</h2>
              <Link to={resourcePaths.allTools}>Tutti i Tool</Link>
            </div>
            {data?.tools ? <ContentGrid items={data.tools.items} label="Tool e calcolatori" /> : <p role="alert">{RESOURCES_ERROR}</p>}
          </section>
          <section id="resources-collection" aria-labelledby="resources-modules" className="resources__section">
            <div className="resources__header">
              <h2 id="resources-modules">Moduli</h2>
              <Link to={resourcePaths.allModules}>Tutti i Moduli</Link>
            </div>
            {data?.modules ? <ContentGrid items={data.modules.items} label="Moduli" /> : <p role="alert">{RESOURCES_ERROR}</p>}
          </section>
        </>
      )}
      <VideoTutorials placement="risorse" />
      <PromoBanners placement="risorse" />
      <FaqSection placement="risorse" />
      <PageComponents placement="risorse" />
    </div>
  );
}
