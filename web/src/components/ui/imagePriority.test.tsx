// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Banner } from '../cards/Banner';

afterEach(cleanup);

const banner = {
  __typename: 'Banner',
  id: 'home-hero',
  title: 'Il club dei professionisti sanitari',
  content: null,
  imageUrl: '/media/cms/banner/hero.svg',
  layout: 1,
  background: 'darkblue',
  theme: 'hero',
  hasLoginCta: false,
  legalTextDesktop: null,
  legalTextMobile: null,
  ctas: [],
};

const imageOf = (container: HTMLElement) => container.querySelector('img')!;

describe('the page’s main image (LCP): eager, ahead of other images, sized, from the portal', () => {
  it('the first hero banner loads at once with high priority and keeps its 16:9 space', () => {
    const { container } = render(
      <MemoryRouter>
        <Banner banner={banner as never} subscriptionType={undefined} priority />
      </MemoryRouter>,
    );
    const img = imageOf(container);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '675']);
    // A path on the portal's own origin (the gateway's /media), not the media library's host.
    expect(img.getAttribute('src')).toBe('/media/cms/banner/hero.svg');
  });

  it('any other banner waits until it nears the viewport, sized all the same', () => {
    const { container } = render(
      <MemoryRouter>
        <Banner banner={banner as never} subscriptionType={undefined} />
      </MemoryRouter>,
    );
    const img = imageOf(container);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('width')).toBe('1200');
  });

});
