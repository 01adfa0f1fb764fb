import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SingleProductBanner } from '../../components/content/SingleProductBanner';
import { UpgradeButton } from '../../components/content/UpgradeButton';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { UpgradePageQuery } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useScrollToHash } from '../../lib/useScrollToHash';
// The shared lead form lives in the leads area by the round's convention (one component, one path).
import { LeadForm } from '../leads';
import { UpgradeNewsList } from './UpgradeNewsList';
import { UpgradeProfessionalsList } from './UpgradeProfessionalsList';
import { SERVICE_TABS, UPGRADE_TEXT } from './upgradeText';
import './upgrade.css';

const UpgradePageQuery = graphql(`
  query UpgradePage {
    viewer {
      subscriptionType
      upgrade {
        offerButtonLabel
        breadcrumbLabel
        heroVariant
        showsLegalCases
        offerCards {
          id
          title
          text
          cta {
            label
            href
          }
        }
      }
    }
  }
`);

function ServiceTabs() {
  const [active, setActive] = useState(0);
  const base = useId();
  return (
    <div className="upgrade-tabs">
      <div role="tablist" aria-label={UPGRADE_TEXT.servicesTitle} className="upgrade-tabs__list">
        {SERVICE_TABS.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            className="upgrade-tabs__tab"
            onClick={() => setActive(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = (active + (e.key === 'ArrowRight' ? 1 : SERVICE_TABS.length - 1)) % SERVICE_TABS.length;
                setActive(next);
                document.getElementById(`${base}-tab-${next}`)?.focus();
              }
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {SERVICE_TABS.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={i !== active} className="upgrade-tabs__panel">
          <p>{tab.text}</p>
          <Link to={tab.href}>{tab.linkLabel}</Link>
        </div>
      ))}
    </div>
  );
}

/**
 * Spec 3 §2 /upgrade: hero (trial or full variant), ECM training, services and conventions (tabs),
 * 'Le mie cause' (legal wallet only), news, World Scientific Press, the professionals' network and the
 * upgrade contact form, with the spec's anchors; breadcrumbs, offer cards and offer button by type,
 * all decided by the server (viewer.upgrade). The news and the professional list load with their own
 * queries, so either failing leaves the rest of the page.
 */
export function UpgradePage() {
  useDocumentTitle('Upgrade');
  const { data, loading } = useQuery(UpgradePageQuery, { errorPolicy: 'all' });
  // Spec 3 §2 anchors: /upgrade#upgrade-news from another page lands on the section once it is drawn.
  useScrollToHash(!loading);
  const upgrade = data?.viewer.upgrade;
  const hero = upgrade?.heroVariant === 'trial' ? UPGRADE_TEXT.heroTrial : UPGRADE_TEXT.heroFull;

  return (
    <div className="upgrade">
      <div className="container">
        <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: upgrade?.breadcrumbLabel ?? 'Upgrade' }]} />
      </div>
      <section id="upgrade-header" className="upgrade__hero" aria-labelledby="upgrade-title">
        <div className="container">
          <h1 id="upgrade-title">{hero.title}</h1>
          <p>{hero.text}</p>
          <UpgradeButton forced />
        </div>
      </section>

      <div className="container upgrade__sections">
        <OfferSection upgrade={upgrade} />

        <section id="upgrade-fad" aria-labelledby="upgrade-fad-title">
          <h2 id="upgrade-fad-title">{UPGRADE_TEXT.fadTitle}</h2>
          <p>{UPGRADE_TEXT.fadText}</p>
          <Link to={paths.courses}>{UPGRADE_TEXT.fadLink}</Link>
        </section>

        <section id="upgrade-servizi" aria-labelledby="upgrade-servizi-title">
          <h2 id="upgrade-servizi-title">{UPGRADE_TEXT.servicesTitle}</h2>
          <ServiceTabs />
        </section>

        {upgrade?.showsLegalCases ? (
          <section id="upgrade-cause" aria-labelledby="upgrade-cause-title">
            <h2 id="upgrade-cause-title">Le mie cause</h2>
            <p>{UPGRADE_TEXT.casesText}</p>
            <Link to="/profilo/cause">{UPGRADE_TEXT.casesLink}</Link>
          </section>
        ) : null}

        <section id="upgrade-topnegozi" aria-labelledby="upgrade-topnegozi-title">
          <h2 id="upgrade-topnegozi-title">{UPGRADE_TEXT.shopsTitle}</h2>
          <p>{UPGRADE_TEXT.shopsText}</p>
        </section>

        <section id="netmed-advantages" aria-labelledby="netmed-advantages-title">
          <h2 id="netmed-advantages-title">{UPGRADE_TEXT.netmedTitle}</h2>
          <p>{UPGRADE_TEXT.netmedText}</p>
        </section>

        <section id="upgrade-risorse" aria-labelledby="upgrade-risorse-title">
          <h2 id="upgrade-risorse-title">{UPGRADE_TEXT.resourcesTitle}</h2>
          <p>{UPGRADE_TEXT.resourcesText}</p>
          <Link to={paths.resources}>{UPGRADE_TEXT.resourcesLink}</Link>
        </section>

        <section id="upgrade-winloy" aria-labelledby="upgrade-winloy-title">
          <h2 id="upgrade-winloy-title">{UPGRADE_TEXT.loyaltyTitle}</h2>
          <p>{UPGRADE_TEXT.loyaltyText}</p>
        </section>

        <section id="upgrade-news" aria-labelledby="upgrade-news-title">
          <h2 id="upgrade-news-title">{UPGRADE_TEXT.newsTitle}</h2>
          <p>{UPGRADE_TEXT.newsText}</p>
          <UpgradeNewsList />
          <Link to={paths.news}>{UPGRADE_TEXT.newsLink}</Link>
        </section>

        <section id="upgrade-wsp" aria-labelledby="upgrade-wsp-title">
          <h2 id="upgrade-wsp-title">World Scientific Press</h2>
          <p>{UPGRADE_TEXT.wspText}</p>
        </section>

        <section id="upgrade-professionisti" aria-labelledby="upgrade-professionisti-title">
          <h2 id="upgrade-professionisti-title">{UPGRADE_TEXT.professionalsTitle}</h2>
          <UpgradeProfessionalsList />
          <Link to={paths.professionals}>{UPGRADE_TEXT.professionalsLink}</Link>
        </section>

        <LeadForm id="upgrade-form" formType="upgrade-das" title={UPGRADE_TEXT.formTitle} />
      </div>
    </div>
  );
}

type Upgrade = NonNullable<UpgradePageQuery['viewer']['upgrade']>;

/** The offer: the server's cards for this member, each with its link, and the button to the plans. */
function OfferSection({ upgrade }: { upgrade: Upgrade | null | undefined }) {
  return (
    <section id="upgrade-offerta" aria-labelledby="upgrade-offerta-title">
      <h2 id="upgrade-offerta-title">{UPGRADE_TEXT.offerTitle}</h2>
      {upgrade && upgrade.offerCards.length > 0 ? (
        <ul className="upgrade__cards">
          {upgrade.offerCards.map((card) => (
            <li key={card.id} className="upgrade__card">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <ButtonLink to={card.cta.href} variant="outline">
                {card.cta.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Spec 3 §2 'single-product purchase banner': the one plan the server suggests, bought in one step. */}
      <SingleProductBanner headingLevel="h3" />
      <ButtonLink to={paths.plans}>{upgrade?.offerButtonLabel ?? 'Passa a Premium'}</ButtonLink>
    </section>
  );
}
