import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import type { CmsBlockData } from './pageComponent';

// Each kind in a chunk of its own, loaded when a page's list first has one: the home, whose list
// today holds only its own sections, carries none of them (nor the lead form's rules) in its bundle.
const InfoBoxes = lazy(() => import('./InfoBoxes').then((m) => ({ default: m.InfoBoxes })));
const ComponentGrid = lazy(() => import('./ComponentGrid').then((m) => ({ default: m.ComponentGrid })));
const DownloadBanner = lazy(() => import('./DownloadBanner').then((m) => ({ default: m.DownloadBanner })));
const LeadFormContainer = lazy(() => import('./LeadFormContainer').then((m) => ({ default: m.LeadFormContainer })));

/** What a CMS component (not one of the portal's own sections) shows while its code arrives. */
export const CMS_COMPONENT_ERROR = 'Non è stato possibile caricare questo contenuto.';

/** Draws one CMS component of a page's list: info boxes, a grid, a download banner or a lead form container. */
export function CmsComponent({ component }: { component: CmsBlockData }) {
  return <Suspense fallback={<Spinner label="Caricamento" />}>{block(component)}</Suspense>;
}

function block(component: CmsBlockData) {
  switch (component.__typename) {
    case 'InfoBoxRow':
      return <InfoBoxes row={component} />;
    case 'ComponentGrid':
      return <ComponentGrid grid={component} />;
    case 'DownloadBanner':
      return <DownloadBanner banner={component} />;
    case 'LeadFormContainer':
      return <LeadFormContainer form={component} />;
  }
}
