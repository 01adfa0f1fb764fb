import { Link } from 'react-router';
import { Carousel } from '../../components/ui/Carousel';
import type { LoyaltyPageQuery } from '../../gql/graphql';
import { TRACKING } from '../../lib/trackingTable';
import { LOYALTY_TEXT } from './loyaltyText';

type Programme = NonNullable<LoyaltyPageQuery['loyaltyProgramme']>;

const MISSION_ICONS: Record<string, string> = { chat: '💬', user: '👤', document: '📄' };

/** The programme's blocks (spec 3 §4), as the CMS gives them: how it works, missions, points, brands and advantages. */
export function LoyaltyProgramme({ programme }: { programme: Programme }) {
  return (
    <>
      <HowItWorks programme={programme} />
      <Missions programme={programme} />
      <Points programme={programme} />
      <Brands programme={programme} />
      <Advantages programme={programme} />
    </>
  );
}

/** 'Come funziona': the programme's steps in a carousel, its paragraph and call to action. */
function HowItWorks({ programme }: { programme: Programme }) {
  return (
    <section className="loyalty-how" aria-labelledby="loyalty-how-title">
      <h2 id="loyalty-how-title">{programme.howItWorks.title}</h2>
      <Carousel
        label={programme.howItWorks.title}
        items={programme.howItWorks.steps}
        perView={{ mobile: 1, desktop: 4 }}
        itemKey={(step) => step.title}
        renderItem={(step) => (
          <article className="loyalty-step">
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </article>
        )}
      />
      {programme.howItWorks.paragraph && <p>{programme.howItWorks.paragraph}</p>}
      {programme.howItWorks.cta && (
        <Link className="btn btn--primary" to={programme.howItWorks.cta.href} data-tracking-code={programme.howItWorks.cta.eventCode ?? TRACKING.cmsLoyaltyCta.code}>
          {programme.howItWorks.cta.label}
        </Link>
      )}
    </section>
  );
}

/** 'Le missioni': each mission with its points and icon. */
function Missions({ programme }: { programme: Programme }) {
  return (
    <section className="loyalty-missions" aria-labelledby="loyalty-missions-title">
      <h2 id="loyalty-missions-title">Le missioni</h2>
      <ul className="loyalty-missions__grid">
        {programme.missions.map((m) => (
          <li key={m.id} className="loyalty-mission">
            <span className="loyalty-badge">{m.pointsLabel}</span>
            {m.icon && MISSION_ICONS[m.icon] && (
              <span className="loyalty-mission__icon" aria-hidden="true">
                {MISSION_ICONS[m.icon]}
              </span>
            )}
            <h3>{m.title}</h3>
            <p>{m.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Come guadagnare punti': what earns points, and the regulation. */
function Points({ programme }: { programme: Programme }) {
  return (
    <section className="loyalty-points" aria-labelledby="loyalty-points-title">
      <h2 id="loyalty-points-title">Come guadagnare punti</h2>
      {programme.points.intro && <p>{programme.points.intro}</p>}
      <ul className="loyalty-points__grid">
        {programme.points.items.map((p) => (
          <li key={p.id} className="loyalty-points__card">
            <span className="loyalty-badge">{p.pointsLabel}</span>
            <span>{p.title}</span>
          </li>
        ))}
      </ul>
      {programme.points.regulationUrl && (
        <a className="btn btn--outline" href={programme.points.regulationUrl} target="_blank" rel="noopener noreferrer">
          {LOYALTY_TEXT.regulation}
          <span className="visually-hidden"> (si apre in una nuova finestra)</span>
        </a>
      )}
    </section>
  );
}

/** 'I marchi del catalogo': the brands' logos in a carousel, when there are any. */
function Brands({ programme }: { programme: Programme }) {
  if (programme.brands.length === 0) return null;
  return (
    <section className="loyalty-brands" aria-labelledby="loyalty-brands-title">
      <h2 id="loyalty-brands-title">I marchi del catalogo</h2>
      <Carousel
        label="I marchi del catalogo"
        items={programme.brands}
        perView={{ mobile: 1, desktop: 6 }}
        itemKey={(b) => b.id}
        renderItem={(b) => {
          const logo = <img src={b.logoUrl} alt={b.name} width={160} height={80} loading="lazy" />;
          return b.url ? (
            <a href={b.url} target="_blank" rel="noopener noreferrer">
              {logo}
              <span className="visually-hidden"> (si apre in una nuova finestra)</span>
            </a>
          ) : (
            logo
          );
        }}
      />
    </section>
  );
}

/** The programme's advantages. */
function Advantages({ programme }: { programme: Programme }) {
  return (
    <section className="loyalty-advantages" aria-labelledby="loyalty-advantages-title">
      <h2 id="loyalty-advantages-title">{programme.advantages.title}</h2>
      <ul className="loyalty-advantages__grid">
        {programme.advantages.items.map((a) => (
          <li key={a.title}>
            <h3>{a.title}</h3>
            <p>{a.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
