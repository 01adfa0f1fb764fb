import { useQuery } from '@apollo/client/react';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { Breadcrumbs, type BreadcrumbItem } from '../../../components/ui/Breadcrumbs';
import { Spinner } from '../../../components/ui/Spinner';
import { useFailureToast } from '../../../components/ui/useFailureToast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useScrollToHash } from '../../../lib/useScrollToHash';
import { servicePaths } from '../servicePaths';
import { PageBody } from './PageBody';
import { Hero } from './ServiceHeader';
import { ServicePageQueryDocument, type Page } from './servicePageQuery';
import { SERVICES_TEXT } from './texts';
import '../services.css';

function crumbsOf(page: Page): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: 'Home', to: '/' }];
  if (page.kind === 'HOME') return [...items, { label: 'Servizi' }];
  items.push({ label: 'Servizi', to: servicePaths.home });
  if (page.path.startsWith('legali/')) items.push({ label: 'Servizi legali', to: servicePaths.legal });
  if (page.path.startsWith('assicurativi/')) items.push({ label: 'Servizi assicurativi', to: servicePaths.insurance });
  if (page.path.startsWith('convenzioni/')) items.push({ label: 'Convenzioni', to: servicePaths.conventions });
  return [...items, { label: page.title }];
}

/** A page under /servizi, by its path: everything on it decided by the server for the viewer (spec 3 §6). */
export function ServicePageView({ path }: { path: string }) {
  const { data, loading, error } = useQuery(ServicePageQueryDocument, { variables: { path }, errorPolicy: 'all' });
  const page = data?.servicePage ?? null;
  const failed = !loading && !page && !!error;
  useFailureToast(failed, SERVICES_TEXT.failure);
  useDocumentTitle(page?.title ?? (loading || failed ? null : 'Pagina non trovata'));
  // An address with a section's hash (a link from another page) lands on it once the page is drawn.
  useScrollToHash(page !== null);

  if (loading && !page) {
    return (
      <div className="container page">
        <Spinner label={SERVICES_TEXT.loading} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="container page">
        <p role="alert">{SERVICES_TEXT.failure}</p>
      </div>
    );
  }
  if (!page) return <NotFoundPage />;
  return (
    <div className={`container page service-page service-page--${page.kind.toLowerCase()}`} data-service-page={page.path}>
      <Breadcrumbs items={crumbsOf(page)} />
      <Hero page={page} />
      <PageBody page={page} />
    </div>
  );
}
