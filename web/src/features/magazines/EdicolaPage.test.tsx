// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type GraphQLResult } from '../../lib/test-graphql';
import { EdicolaPage } from './EdicolaPage';

afterEach(cleanup);

const issue = (magazineId: string, magazineName: string) => ({
  __typename: 'NewsstandIssue',
  id: `${magazineId}-2025-11`,
  magazineId,
  magazineName,
  title: `${magazineName} – novembre 2025`,
  pageCount: 5,
  readerUrl: `/media/edicola/${magazineId}`,
});

const renderEdicola = (answer: GraphQLResult) => renderPage(<EdicolaPage />, { path: '/edicola-digitale', url: '/edicola-digitale', handlers: { Edicola: () => answer } });

describe('EdicolaPage (spec 1 §6, spec 2 §6: premium only, others see the paywall)', () => {
  it('premium: one magazine at a time in the titled reader frame, chosen from the list', async () => {
    renderEdicola({ data: { digitalNewsstand: [issue('MedicalMagazine', 'Medical Magazine'), issue('Sanitask', 'Sanitask')], edicolaPaywall: null } });
    const frame = await screen.findByTitle('Lettore: Medical Magazine – novembre 2025');
    expect(frame.getAttribute('src')).toBe('/media/edicola/MedicalMagazine');
    const list = screen.getByRole('list', { name: 'Riviste da sfogliare' });
    expect(within(list).getByRole('button', { name: 'Medical Magazine' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(list).getByRole('button', { name: 'Sanitask' }));
    expect(screen.getByTitle('Lettore: Sanitask – novembre 2025').getAttribute('src')).toBe('/media/edicola/Sanitask');
    expect(screen.getAllByTitle(/^Lettore:/)).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Sanitask' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("others: the server's paywall option, no reader (the newsstand is FORBIDDEN)", async () => {
    renderEdicola({
      data: {
        digitalNewsstand: null,
        edicolaPaywall: {
          __typename: 'PaywallOption',
          id: 'edicola-upgrade',
          title: 'Passa a Premium',
          content: "Passa a Premium per avere l'Edicola digitale.",
          imageUrl: null,
          cta: { __typename: 'PaywallCta', label: 'Passa a Premium', link: '/upgrade' },
          hasLoginCta: false,
        },
      },
      errors: [{ message: "L'Edicola digitale è riservata agli abbonati Premium.", extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' } }],
    });
    const paywall = await screen.findByRole('region', { name: 'Passa a Premium' });
    expect(within(paywall).getByRole('link', { name: 'Passa a Premium' }).getAttribute('href')).toBe('/upgrade');
    expect(screen.queryByTitle(/^Lettore:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when neither the newsstand nor a paywall could be loaded', async () => {
    renderEdicola({ data: { digitalNewsstand: null, edicolaPaywall: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
    expect((await screen.findByRole('alert')).textContent).toBe("Non è stato possibile caricare l'Edicola digitale. Riprova più tardi.");
  });
});
