import { useQuery } from '@apollo/client/react';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { useViewer } from '../../lib/viewer';
import { Banner } from '../../components/cards/Banner';
import { BannerCarousel } from '../../components/cards/BannerCarousel';

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

  if (loading) return <Spinner label="Caricamento" />;
  return (
    <BannerCarousel
      label="In evidenza"
      className="hero"
      slides={data?.banners ?? []}
      slideKey={(banner) => banner.id}
      renderSlide={(banner, index) => <Banner banner={banner} subscriptionType={viewer?.subscriptionType} priority={index === 0} />}
    />
  );
}
