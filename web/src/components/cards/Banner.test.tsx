// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql';
import { Banner, Banner_BannerFragment } from './Banner';

function renderBanner(theme: string | null, extra: { badge?: string | null; logoUrl?: string | null; logoAlt?: string | null } = {}) {
  const banner = makeFragmentData(
    {
      __typename: 'Banner',
      id: 'b',
      title: 'Passa a Premium',
      content: null,
      imageUrl: null,
      layout: 2,
      background: 'lightblue',
      theme,
      hasLoginCta: false,
      legalTextDesktop: null,
      legalTextMobile: null,
      badge: extra.badge ?? null,
      logoUrl: extra.logoUrl ?? null,
      logoAlt: extra.logoAlt ?? null,
      ctas: [{ __typename: 'BannerCta', label: 'Riattiva Premium', mobileLabel: null, link: '/upgrade', target: null, variant: 'primary', icon: null, eventCode: 'PP050' }],
    },
    Banner_BannerFragment,
  );
  const router = createMemoryRouter([{ path: '*', element: <Banner banner={banner} subscriptionType="EX_PREMIUM" /> }]);
  render(<RouterProvider router={router} />);
  return document.querySelector('.banner') as HTMLElement;
}

afterEach(cleanup);

describe('banner tone (spec 3 §4: trial warning banner, ex-trial and ex-premium danger banner)', () => {
  it.each([
    ['danger', 'banner--danger'],
    ['warning', 'banner--warning'],
    ['upgrade', 'banner--lightblue'],
    [null, 'banner--lightblue'],
  ])('theme %s is drawn as %s', (theme, className) => {
    const banner = renderBanner(theme);
    expect(banner.className).toContain(className);
    if (theme === 'danger') {
      expect(banner.className).not.toContain('banner--lightblue');
      expect(banner.querySelector('a')!.className).toContain('btn--on-dark');
    }
  });
});

describe('banner badge and logo (spec 2 §3 promo banner)', () => {
  it('shows the badge and the logo with its alt text when the CMS gives them', () => {
    const banner = renderBanner(null, { badge: 'Novità', logoUrl: '/media/partners/x.svg', logoAlt: 'Fondazione Ricerca Salute' });
    expect(banner.querySelector('.banner__badge')!.textContent).toBe('Novità');
    const logo = banner.querySelector('img.banner__logo') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/media/partners/x.svg');
    expect(logo.alt).toBe('Fondazione Ricerca Salute');
  });

  it('shows neither without them', () => {
    const banner = renderBanner(null);
    expect(banner.querySelector('.banner__badge')).toBeNull();
    expect(banner.querySelector('.banner__logo')).toBeNull();
  });
});
