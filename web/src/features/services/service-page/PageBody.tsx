import { Link } from 'react-router';
import { PromoBanners } from '../../../components/cards/PromoBanners';
import { PartnerDealsCarousel } from '../PartnerDealsCarousel';
import { ServiceSidebar } from '../ServiceSidebar';
import { CONVENTION_PAGES } from '../servicePaths';
import { CardGroup } from './CardGroup';
import { Anchors, StickyMenu } from './ServiceHeader';
import { Areas, DetailCards, HubRelatedContents, LegalNotes, ServiceForm } from './ServiceSections';
import type { Page } from './servicePageQuery';
import { SERVICE_BANNER_PLACEMENT, SERVICES_TEXT, searchContextOf } from './texts';

/** What a page shows under its hero, by its kind: the services home, a hub, the conventions, a detail or partner page. */
export function PageBody({ page }: { page: Page }) {
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
