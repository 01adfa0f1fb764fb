import { useQuery } from '@apollo/client/react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { BannerCtaLink } from '../../components/cards/BannerCtaLink';
import { UpgradeModalButton } from '../../components/content/UpgradeModals';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/ui/Breadcrumbs';
import { SmartLink } from '../../components/ui/SmartLink';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import type { ServicePageQuery } from '../../gql/graphql';
import { cmsCtaTrackingCode } from '../../lib/trackingTable';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useScrollToHash } from '../../lib/useScrollToHash';
import { jumpToSection } from '../../lib/jumpToSection';
import { linkActionOf } from '../../lib/linkMarkers';
import { LeadForm } from '../leads';
import { LibrarySearch } from '../library';
import { PromoBanners } from '../../components/cards/PromoBanners';
import { ServiceSidebar } from './ServiceSidebar';
import { PartnerDealsCarousel } from './PartnerDealsCarousel';
import { CONVENTION_PAGES, isDetailService, isPartnerPageName, servicePaths, type ServiceHub } from './servicePaths';
import './services.css';

export const ServicePageQueryDocument = graphql(`
  query ServicePage($path: String!) {
    servicePage(path: $path) {
      path
      kind
      section
      title
      hero {
        title
        body
        imageUrl
        ctas {
          label
          mobileLabel
          link
          target
          variant
          eventCode
        }
      }
      headerLinks {
        label
        mobileLabel
        link
        target
        variant
        eventCode
      }
      anchors {
        label
        href
      }
      menuCtas {
        label
        mobileLabel
        link
        target
        variant
        icon
        eventCode
      }
      areasTitle
      areas {
        title
        icon
      }
      detailCards {
        title
        body
        anchorId
      }
      cardGroups {
        key
        title
        anchorId
        moreLink
        cards {
          id
          title
          body
          href
          cta
        }
      }
      form {
        formType
        formCampaign
        formTitle
        formContent
        formId
      }
      formWithheld
      legalNotes
      showsContactButtons
    }
  }
`);

export const SERVICES_TEXT = {
  failure: 'Si è verificato un errore durante il caricamento della pagina. Riprova più tardi.',
  seeAll: 'Vedi tutti',
  formWithheld: 'Il servizio di consulenza legale è incluso nel portafoglio dei servizi legali dell’abbonamento Premium.',
  formWithheldLink: 'Scopri i piani',
  /** The service of the withheld form, in the upgrade modal's question (spec 3 §2 'Vuoi avere accesso al servizio di {service}?'). */
  formWithheldService: 'consulenza legale',
  anchorMenu: 'In questa pagina',
  otherDeals: 'Tutte le convenzioni',
  loading: 'Caricamento della pagina',
  /** The hubs' related-content block (a library search in the hub's context, spec 2 §9). */
  relatedContents: 'Contenuti correlati',
  /** The loyalty banner of the detail pages (CMS banners of the placement 'servizi'). */
  loyaltyBanner: 'Programma fedeltà',
} as const;

/** The CMS placement of the detail pages' loyalty banner (spec 3 §2 'loyalty banner'). */
export const SERVICE_BANNER_PLACEMENT = 'servizi';

/** The spec 2 §9 search context of a legal or insurance page; none for the other pages. */
export function searchContextOf(page: Pick<Page, 'section'>): 'LEGAL_SERVICES' | 'INSURANCE_SERVICES' | null {
  if (page.section === 'LEGAL') return 'LEGAL_SERVICES';
  if (page.section === 'INSURANCE') return 'INSURANCE_SERVICES';
  return null;
}

type Page = NonNullable<ServicePageQuery['servicePage']>;
type Cta = Page['menuCtas'][number];

/**
 * An in-page link: moves focus to the section it names, scrolls to it and keeps it there while the
 * sections above it finish loading (lib/jumpToSection), and keeps the hash in the address. Inside the
 * app's layout the in-page link handler (lib/inPageLinks) has already done so; this one serves the
 * page rendered on its own.
 */
export function AnchorLink({ href, className, children, trackingCode }: { href: string; className?: string; children: ReactNode; trackingCode?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented) return;
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    event.preventDefault();
    jumpToSection(target);
    window.history.replaceState(window.history.state, '', href);
  };
  return (
    <a href={href} className={className} onClick={onClick} data-tracking-code={trackingCode}>
      {children}
    </a>
  );
}

const isInPage = (href: string) => href.startsWith('#') && linkActionOf(href) === null;

/** A CMS call to action: in-page anchors move focus, markers open their dialog, the rest navigates. */
function ServiceCta({ cta, onDark = false }: { cta: Cta | Page['hero']['ctas'][number]; onDark?: boolean }) {
  if (isInPage(cta.link)) {
    const style = cta.variant === 'secondary' ? 'outline' : 'primary';
    return (
      <AnchorLink href={cta.link} className={`btn btn--md btn--${style}${onDark ? ' btn--on-dark' : ''}`} trackingCode={cmsCtaTrackingCode(cta.eventCode)}>
        {cta.label}
      </AnchorLink>
    );
  }
  return <BannerCtaLink cta={cta} onDark={onDark} />;
}

function Hero({ page }: { page: Page }) {
  const { hero } = page;
  return (
    <header className="service-hero" id={page.headerLinks.length > 0 ? 'legal-service-header' : undefined}>
      <div className="service-hero__text">
        <h1>{hero.title}</h1>
        {hero.body && <p>{hero.body}</p>}
        {(hero.ctas.length > 0 || page.headerLinks.length > 0) && (
          <div className="service-hero__ctas">
            {hero.ctas.map((c) => (
              <ServiceCta key={`${c.label}${c.link}`} cta={c} />
            ))}
            {page.headerLinks.map((c) => (
              <ServiceCta key={`${c.label}${c.link}`} cta={c} />
            ))}
          </div>
        )}
      </div>
      {hero.imageUrl && <img className="service-hero__image" src={hero.imageUrl} alt="" />}
    </header>
  );
}

function Anchors({ page }: { page: Page }) {
  if (page.anchors.length === 0) return null;
  return (
    <nav className="service-anchors" aria-label={SERVICES_TEXT.anchorMenu}>
      <ul>
        {page.anchors.map((a) => (
          <li key={a.href}>
            <AnchorLink href={a.href}>{a.label}</AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sticky anchor menu of detail pages: anchors plus the CTAs the server allows (phone call, products modal). */
function StickyMenu({ page }: { page: Page }) {
  return (
    <nav className="service-sticky" aria-label={SERVICES_TEXT.anchorMenu}>
      <ul className="service-sticky__anchors">
        {page.anchors.map((a) => (
          <li key={a.href}>
            <AnchorLink href={a.href}>{a.label}</AnchorLink>
          </li>
        ))}
      </ul>
      {page.menuCtas.length > 0 && (
        <div className="service-sticky__ctas">
          {page.menuCtas.map((c) => (
            <ServiceCta key={c.link} cta={c} />
          ))}
        </div>
      )}
    </nav>
  );
}

function CardGroup({ group, headingLevel = 2 }: { group: Page['cardGroups'][number]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = `${group.anchorId ?? group.key}-titolo`;
  if (group.cards.length === 0 && !group.anchorId) return null;
  return (
    <section className="service-group" id={group.anchorId ?? undefined} aria-labelledby={headingId} data-group={group.key}>
      <div className="service-group__head">
        <Heading id={headingId}>{group.title}</Heading>
        {group.moreLink && (
          <Link to={group.moreLink} className="service-group__more" aria-label={`${SERVICES_TEXT.seeAll}: ${group.title}`}>
            {SERVICES_TEXT.seeAll}
          </Link>
        )}
      </div>
      {group.cards.length > 0 ? (
        <ul className="service-cards">
          {group.cards.map((card) => (
            <li key={card.id}>
              <article className="service-card">
                <CardHeading className="service-card__title">{card.title}</CardHeading>
                <p>{card.body}</p>
                <SmartLink href={card.href} className="service-card__link" aria-label={`${card.cta ?? 'Scopri di più'}: ${card.title}`}>
                  {card.cta ?? 'Scopri di più'}
                </SmartLink>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="service-group__empty">
          I servizi sono riservati agli abbonati Trial e Premium. <Link to="/piani">Scopri i piani</Link>
        </p>
      )}
    </section>
  );
}

function Areas({ page }: { page: Page }) {
  if (page.areas.length === 0) return null;
  return (
    <section className="service-areas" aria-labelledby="aree-titolo">
      <h2 id="aree-titolo">{page.areasTitle}</h2>
      <ul className="service-areas__grid">
        {page.areas.map((a) => (
          <li key={a.title}>{a.title}</li>
        ))}
      </ul>
    </section>
  );
}

function DetailCards({ page }: { page: Page }) {
  if (page.detailCards.length === 0) return null;
  return (
    <div className="service-details">
      {page.detailCards.map((c) => (
        <section key={c.anchorId} className="service-detail" aria-labelledby={c.anchorId}>
          <h2 id={c.anchorId}>{c.title}</h2>
          <p>{c.body}</p>
        </section>
      ))}
    </div>
  );
}

function ServiceForm({ page }: { page: Page }) {
  if (page.form) {
    return (
      <div className="service-form">
        {page.form.formContent && <p className="service-form__intro">{page.form.formContent}</p>}
        <LeadForm
          id={page.form.formId}
          formType={page.form.formType}
          campaign={page.form.formCampaign ?? undefined}
          title={page.form.formTitle}
          intro={page.form.formContent ?? undefined}
          variant="service"
        />
      </div>
    );
  }
  if (page.formWithheld) {
    const id = page.section === 'INSURANCE' ? 'servizi-assicurativi-form' : 'servizi-legali-form';
    return (
      <section id={id} className="service-form service-form--withheld" aria-labelledby={`${id}-titolo`}>
        <h2 id={`${id}-titolo`}>Richiedi una consulenza legale</h2>
        <p>
          {SERVICES_TEXT.formWithheld} <UpgradeModalButton service={SERVICES_TEXT.formWithheldService} label={SERVICES_TEXT.formWithheldLink} variant="link" />
        </p>
      </section>
    );
  }
  return null;
}

/** The legal and insurance hubs' related contents: a library search in the hub's context (spec 2 §9, 3 §9). */
function HubRelatedContents({ page }: { page: Page }) {
  const context = searchContextOf(page);
  if (!context) return null;
  return <LibrarySearch context={context} title={SERVICES_TEXT.relatedContents} id="contenuti-correlati" />;
}

function LegalNotes({ notes }: { notes: string | null | undefined }) {
  if (!notes) return null;
  return (
    <aside className="service-notes" aria-label="Note legali">
      <p>{notes}</p>
    </aside>
  );
}

function crumbsOf(page: Page): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: 'Home', to: '/' }];
  if (page.kind === 'HOME') return [...items, { label: 'Servizi' }];
  items.push({ label: 'Servizi', to: servicePaths.home });
  if (page.path.startsWith('legali/')) items.push({ label: 'Servizi legali', to: servicePaths.legal });
  if (page.path.startsWith('assicurativi/')) items.push({ label: 'Servizi assicurativi', to: servicePaths.insurance });
  if (page.path.startsWith('convenzioni/')) items.push({ label: 'Convenzioni', to: servicePaths.conventions });
  return [...items, { label: page.title }];
}

function PageBody({ page }: { page: Page }) {
  switch (page.kind) {
    case 'HOME':
      return (
        <>
          {page.cardGroups.map((g) => (
            <CardGroup key={g.key} group={g} />
          ))}
        </>
      );
    case 'HUB':
      return (
        <>
          <Anchors page={page} />
          {page.cardGroups.map((g) => (
            <CardGroup key={g.key} group={g} />
          ))}
          <Areas page={page} />
          <HubRelatedContents page={page} />
          <ServiceForm page={page} />
          <LegalNotes notes={page.legalNotes} />
        </>
      );
    case 'DEALS':
      return (
        <>
          <PartnerDealsCarousel />
          <section className="service-group" aria-labelledby="convenzioni-tutte">
            <h2 id="convenzioni-tutte">{SERVICES_TEXT.otherDeals}</h2>
            <ul className="service-areas__grid">
              {CONVENTION_PAGES.map((p) => (
                <li key={p.href}>
                  <Link to={p.href}>{p.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      );
    default: {
      // DETAIL and PARTNER pages; the legal and insurance details add the sidebar and the loyalty banner.
      const context = page.kind === 'DETAIL' ? searchContextOf(page) : null;
      return (
        <div className={`service-detail-layout${context ? ' service-detail-layout--with-sidebar' : ''}`}>
          <StickyMenu page={page} />
          <div className="service-detail-layout__main">
            <DetailCards page={page} />
            <ServiceForm page={page} />
            {page.cardGroups.map((g) => (
              <CardGroup key={g.key} group={g} />
            ))}
            {context && <PromoBanners placement={SERVICE_BANNER_PLACEMENT} label={SERVICES_TEXT.loyaltyBanner} />}
            <LegalNotes notes={page.legalNotes} />
          </div>
          {context && <ServiceSidebar context={context} />}
        </div>
      );
    }
  }
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
