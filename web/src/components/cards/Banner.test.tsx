// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql';
import { Banner, Banner_BannerFragment } from './Banner';

function renderBanner(theme: string | null) {
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
