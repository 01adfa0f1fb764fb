import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { isDetailService, isPartnerPageName, type ServiceHub } from './servicePaths';
import { ServicePageView } from './service-page/ServicePageView';

// The services area's route pages (spec 3 §2); each draws one page under /servizi through
// service-page/ServicePageView, which asks the server for it by path; its parts are in service-page/.

/** The page path under /servizi of the current route. */
function useServicePath(): string {
  return useLocation().pathname.replace(/^\/servizi\/?/, '').replace(/\/+$/, '');
}

/** /servizi, the hubs, /servizi/convenzioni and /servizi/convenzioni/sanitassicura. */
export function ServicesPage() {
  const path = useServicePath();
  return <ServicePageView key={path} path={path} />;
}

/** /servizi/legali/{name} and /servizi/assicurativi/{name}: chosen by route name; other names are not found. */
export function ServiceDetailRoute({ hub }: { hub: ServiceHub }) {
  const { service } = useParams();
  if (!isDetailService(hub, service)) return <NotFoundPage />;
  return <ServicePageView key={`${hub}/${service}`} path={`${hub}/${service}`} />;
}

export function LegalDetailPage() {
  return <ServiceDetailRoute hub="legali" />;
}

export function InsuranceDetailPage() {
  return <ServiceDetailRoute hub="assicurativi" />;
}

/** /servizi/convenzioni/{product}-and-partners. */
export function ConventionPartnerPage() {
  const { partner } = useParams();
  if (!isPartnerPageName(partner)) return <NotFoundPage />;
  return <ServicePageView key={partner} path={`convenzioni/${partner}`} />;
}
