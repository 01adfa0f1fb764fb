import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { useViewer } from '../../lib/viewer';
import { Banner } from '../../components/cards/Banner';

const HomeBannersQuery = graphql(`
  query HomeBanners {
    banners(placement: "home") {
      id
      ...Banner_banner
    }
  }
`);

/**
 * Hero banners of the home page, filtered for the viewer by the server. More than one becomes a
 * carousel that steps by one slide (spec 1 §9). No banners (or a failed load) leaves no hero.
 */
export function HeroBanners() {
  const { viewer } = useViewer();
  const { data, loading } = useQuery(HomeBannersQuery);
  const [current, setCurrent] = useState(0);
  const banners = data?.banners ?? [];

  if (loading) return <Spinner label="Caricamento" />;
  if (banners.length === 0) return null;

  const index = Math.min(current, banners.length - 1);
  const banner = banners[index]!;
  const step = (delta: number) => setCurrent((index + delta + banners.length) % banners.length);

  if (banners.length === 1) {
    return (
      <section className="hero" aria-label="In evidenza">
        <Banner banner={banner} subscriptionType={viewer?.subscriptionType} />
      </section>
    );
  }

  return (
    <section className="hero hero--carousel" aria-roledescription="carousel" aria-label="In evidenza">
      <div role="group" aria-roledescription="slide" aria-label={`${index + 1} di ${banners.length}`}>
        <Banner key={banner.id} banner={banner} subscriptionType={viewer?.subscriptionType} />
      </div>
      <div className="container hero__controls">
        <button type="button" className="hero__arrow" aria-label="Banner precedente" onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <span className="hero__position" aria-live="polite">
          {index + 1} / {banners.length}
        </span>
        <button type="button" className="hero__arrow" aria-label="Banner successivo" onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
