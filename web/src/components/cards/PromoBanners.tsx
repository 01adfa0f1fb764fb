import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useViewer } from '../../lib/viewer';
import { useSectionPending } from '../LazySectionSpace';
import { Banner } from './Banner';
import { BannerCarousel } from './BannerCarousel';

const PromoBannersQuery = graphql(`
  query PromoBanners($placement: String!) {
    banners(placement: $placement) {
      id
      ...Banner_banner
    }
  }
`);

/**
 * Promo banners of a page placement (spec 2 §2 'promo banner carousels'), filtered for the viewer by
 * the server: one banner alone, more in a carousel. Nothing shows while loading, with no banners or
 * when the CMS fails: a promo never blocks the page.
 */
export function PromoBanners({ placement, label = 'Promozioni' }: { placement: string; label?: string }) {
  const { viewer } = useViewer();
  const { data, loading } = useQuery(PromoBannersQuery, { variables: { placement }, errorPolicy: 'all' });
  // In a LazySection (the article page), its space stays reserved until the banners are here.
  useSectionPending(loading);
  return (
    <BannerCarousel
      label={label}
      className="promo-banners"
      slides={data?.banners ?? []}
      slideKey={(banner) => banner.id}
      renderSlide={(banner) => <Banner banner={banner} subscriptionType={viewer?.subscriptionType} />}
    />
  );
}
