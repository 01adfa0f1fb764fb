import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastProvider } from '../../components/ui/Toast';
import { getFragmentData, graphql } from '../../gql';
import { installInPageLinks } from '../../lib/inPageLinks';
import { installClickTracking } from '../../lib/tracking';
import { useNavigationHistory } from '../../lib/navHistory';
import { LG_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { useViewer } from '../../lib/viewer';
import { WelcomeMessage } from '../auth';
import { CreditsCounter } from './CreditsCounter';
import { Footer, Footer_QueryFragment } from './Footer';
import { Header } from './Header';
import { LinkActionsProvider } from './LinkActions';
import { MainNav } from './MainNav';
import { Navigation_QueryFragment, toNavTree } from './navigation';
import { partnerLogoOf } from './PartnerLogo';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';
import './layout.css';

/** The layout's own data: navigation, top bar and footer, each filtered for the viewer by the server. */
const AppLayoutQuery = graphql(`
  query AppLayout {
    ...Navigation_query
    ...TopBar_query
    ...Footer_query
    ...PartnerLogo_query
  }
`);

const TOP_ID = 'inizio-pagina';
const MAIN_ID = 'contenuto';

/**
 * Page frame of every route (spec 1 §2 'Desktop layout', 'Mobile layout', 'Footer'). A failing
 * part of the layout query leaves that part empty; the page itself still renders.
 */
export function AppLayout() {
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading } = useQuery(AppLayoutQuery, { errorPolicy: 'all' });
  const navItems = toNavTree(getFragmentData(Navigation_QueryFragment, data)?.navigation ?? []);
  const showsCreditsCounter = viewer?.showsCreditsCounter ?? false;
  const tollFreeNumber = getFragmentData(Footer_QueryFragment, data)?.footer?.tollFreeNumber ?? null;
  const partnerLogo = partnerLogoOf(data);
  // The desktop header bar and main navigation are not rendered below lg, where CSS hides them: on a
  // phone they would only add to the first render (the mobile header stays at every width).
  const desktop = useMediaQuery(LG_QUERY);
  useEffect(() => installClickTracking(), []);
  useEffect(() => installInPageLinks(), []);
  // Spec 3 §3: every lead says which page the visitor came from and the visit's utm values.
  useNavigationHistory();

  return (
    <ToastProvider>
      <LinkActionsProvider tollFreeNumber={tollFreeNumber}>
        <a href={`#${MAIN_ID}`} className="skip-link">
          Vai al contenuto
        </a>
        <TopBar query={data} colour={viewer?.topBarColour} loading={loading} />
        <Header viewer={viewer} navItems={navItems} topId={TOP_ID} partnerLogo={partnerLogo} desktop={desktop} viewerLoading={viewerLoading} />
        {desktop && <MainNav items={navItems} aside={<CreditsCounter shown={showsCreditsCounter} placement="nav" />} />}
        <main id={MAIN_ID} tabIndex={-1} className="site-main">
          <WelcomeMessage />
          <Outlet />
        </main>
        <Footer query={data} partnerLogo={partnerLogo} />
        <div className="only-mobile">
          <CreditsCounter shown={showsCreditsCounter} placement="floating" />
        </div>
        <ScrollToTop topId={TOP_ID} />
        <ScrollRestoration />
      </LinkActionsProvider>
    </ToastProvider>
  );
}
