import { AnchorLink, ServiceCta } from './ServiceCta';
import type { Page } from './servicePageQuery';
import { SERVICES_TEXT } from './texts';

export function Hero({ page }: { page: Page }) {
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

export function Anchors({ page }: { page: Page }) {
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
export function StickyMenu({ page }: { page: Page }) {
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
