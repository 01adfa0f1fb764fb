// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerCtaLink } from './BannerCtaLink';

type Cta = Parameters<typeof BannerCtaLink>[0]['cta'];

function renderCta(cta: Cta) {
  const router = createMemoryRouter([{ path: '*', element: <BannerCtaLink cta={cta} onDark={false} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('link');
}

afterEach(cleanup);

describe('banner CTA new-window links (spec 1 §2 special link markers: #__next opens externally)', () => {
  it.each([null, '_self', ''])("a '#__next' link opens a new tab and says so, whatever the banner's own target (%s)", (target) => {
    const link = renderCta({ label: 'Scopri il partner', link: 'https://partner.example/offerta#__next', target, variant: 'primary' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://partner.example/offerta');
    expect(link.textContent).toContain('(si apre in una nuova finestra)');
  });

  it("a CTA the CMS marks '_blank' opens a new tab and says so", () => {
    const link = renderCta({ label: 'Il sito del partner', link: 'https://partner.example/', target: '_blank', variant: 'primary' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(si apre in una nuova finestra)');
  });

  it('an ordinary CTA stays in the tab and announces nothing', () => {
    const link = renderCta({ label: 'Scopri i piani', link: '/piani', target: null, variant: 'primary' });
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).toBe('Scopri i piani');
  });
});
