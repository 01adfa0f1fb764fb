import { useQuery } from '@apollo/client/react';
import { LazySection } from '../../components/LazySection';
import { getFragmentData } from '../../gql';
import { CmsComponent, CMS_COMPONENT_ERROR } from './CmsComponent';
import { PageComponent_ComponentFragment, PageComponentsQuery, type CmsBlockData, type PageComponentData } from './pageComponent';
import './page-components.css';

/** A page's components from the CMS, unmasked; null while loading or when the CMS fails. */
export function usePageComponents(placement: string): { components: PageComponentData[] | null; loading: boolean } {
  const { data, loading } = useQuery(PageComponentsQuery, { variables: { placement }, errorPolicy: 'all' });
  const refs = data?.pageComponents;
  return { components: refs ? refs.map((ref) => getFragmentData(PageComponent_ComponentFragment, ref)) : null, loading };
}

export function isCmsBlock(component: PageComponentData): component is CmsBlockData {
  return component.__typename !== 'PageSection';
}

/**
 * The CMS components of a page placement, in the CMS's order (spec 1 §1 'Pages are assembled from
 * content-management components placed per page'). Loaded when first scrolled into view; each
 * component fails alone. Nothing while loading, for an empty list or when the CMS fails. The
 * portal's own sections (PageSection) are placed only by the page that has them (the home).
 */
export function PageComponents({ placement }: { placement: string }) {
  return (
    <LazySection label={`Componenti ${placement}`} minHeight={0} errorMessage={CMS_COMPONENT_ERROR} className="page-components">
      <PageComponentList placement={placement} />
    </LazySection>
  );
}

function PageComponentList({ placement }: { placement: string }) {
  const { components } = usePageComponents(placement);
  return (components ?? []).filter(isCmsBlock).map((component) => (
    <LazySection key={component.id} label={component.__typename} minHeight={0} errorMessage={CMS_COMPONENT_ERROR}>
      <CmsComponent component={component} />
    </LazySection>
  ));
}
