// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql';
import { Paywall, Paywall_option } from './Paywall';

afterEach(cleanup);

const option = (overrides: Record<string, unknown> = {}) =>
  makeFragmentData(
    {
      __typename: 'PaywallOption',
      id: 'articolo-registrati',
      title: 'Contenuto riservato agli abbonati Premium',
      content: 'Registrati gratis al Club.',
      imageUrl: null,
      cta: { __typename: 'PaywallCta', label: 'Registrati gratis', link: '/registrazione', eventCode: null },
      hasLoginCta: true,
      ...overrides,
    },
    Paywall_option,
  );

const renderPaywall = (o: ReturnType<typeof option>) =>
  render(
    <MemoryRouter>
      <Paywall option={o} />
    </MemoryRouter>,
  );

describe("Paywall (spec 1 §3 'Paywall option'): shows the option the server chose", () => {
  it("a visitor's option: title, text, the CTA and 'Hai già un account? Accedi' to /login", () => {
    renderPaywall(option());
    const region = screen.getByRole('region', { name: 'Contenuto riservato agli abbonati Premium' });
    expect(within(region).getByText('Registrati gratis al Club.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Registrati gratis' }).getAttribute('href')).toBe('/registrazione');
    expect(within(region).getByText(/Hai già un account\?/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
    expect(region.querySelector('img')).toBeNull();
  });

  it('a member option without the login link, with its image as decoration', () => {
    renderPaywall(option({ title: 'Passa a Premium', hasLoginCta: false, imageUrl: '/media/cms/banner/paywall-edicola.svg', cta: { __typename: 'PaywallCta', label: 'Passa a Premium', link: '/upgrade' } }));
    const region = screen.getByRole('region', { name: 'Passa a Premium' });
    expect(within(region).getByRole('link', { name: 'Passa a Premium' }).getAttribute('href')).toBe('/upgrade');
    expect(within(region).queryByRole('link', { name: 'Accedi' })).toBeNull();
    const image = region.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/cms/banner/paywall-edicola.svg');
    expect(image.getAttribute('alt')).toBe('');
  });
});
