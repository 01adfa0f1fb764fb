// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { planOffersHandler, renderPage, viewerHandler, type OperationHandler } from '../../lib/test-graphql';
import { PressPage } from './PressPage';

// Spec 3 §2 /servizi/pubmed shows the search form and the newsletter card; §6 both need the pubmed
// wallet: without it, using them opens the upgrade modal for the service and nothing is sent.

afterEach(cleanup);

const header = (variant: string, label: string, href: string | null) => ({ __typename: 'PressHeader', variant, label, href });
const press = (canSearch: boolean): OperationHandler => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      press: { __typename: 'PressAccess', canSearch, header: canSearch ? header('INCLUDED', 'incluso nel tuo abbonamento', null) : header('UPGRADE', 'Passa a Premium', '/upgrade') },
    },
  },
});
const families: OperationHandler = (variables) => ({
  data: {
    specializationFamilies: [
      { __typename: 'SpecializationFamily', id: '1', name: 'Cardiologia' },
      { __typename: 'SpecializationFamily', id: '2', name: 'Neurologia' },
    ],
    viewer: { __typename: 'Viewer', ...(variables.withChoice ? { pressNewsletter: [] } : {}) },
  },
});
const forbidden = (path: string): OperationHandler => () => ({
  data: null,
  errors: [{ message: 'Il servizio World Scientific Press non è incluso nel tuo abbonamento.', path: [path], extensions: { code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' } }],
});

function renderPress(canSearch: boolean, type: Parameters<typeof viewerHandler>[0] = 'TRIAL') {
  return renderPage(<PressPage />, {
    path: '/servizi/pubmed',
    url: '/servizi/pubmed',
    wrapper: ToastProvider,
    handlers: {
      Viewer: viewerHandler(type),
      PressPage: press(canSearch),
      PressNewsletter: families,
      PressCategories: canSearch ? () => ({ data: { pressCategories: [{ __typename: 'PressCategory', id: '7', name: 'Cardiology' }] } }) : forbidden('pressCategories'),
      PressSearch: forbidden('pressSearch'),
      SavePressNewsletter: forbidden('savePressNewsletter'),
      PlanOffers: planOffersHandler('NOT_ELIGIBLE'),
    },
  });
}

const DIALOG = 'Vuoi avere accesso al servizio di World Scientific Press?';

describe('/servizi/pubmed without the pubmed wallet', () => {
  it("shows the search form and the newsletter card; 'Cerca' opens the upgrade modal and searches nothing", async () => {
    const { sent } = renderPress(false);
    const form = await screen.findByRole('form', { name: 'Cerca nel database di Pubmed' });
    expect(screen.getByRole('region', { name: 'La tua newsletter' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(within(dialog).getByRole('link', { name: "Effettua l'upgrade" }).getAttribute('href')).toBe('/upgrade');
    const names = sent.map((o) => o.operationName);
    expect(names).not.toContain('PressSearch');
    // Neither the specializations nor the member's newsletter are asked for: the server refuses them.
    expect(names).not.toContain('PressCategories');
    expect(sent.find((o) => o.operationName === 'PressNewsletter')?.variables).toEqual({ withChoice: false });
    expect(screen.queryByText('Errore nel caricamento delle specializzazioni.')).toBeNull();
    expect(screen.queryByText('Errore nel caricamento delle preferenze della newsletter.')).toBeNull();
  });

  it('the newsletter lists the families; saving a choice opens the upgrade modal and saves nothing', async () => {
    const { sent } = renderPress(false);
    const card = await screen.findByRole('region', { name: 'La tua newsletter' });
    fireEvent.click(await within(card).findByRole('checkbox', { name: 'Cardiologia' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Salva preferenze' }));
    expect(await screen.findByRole('dialog', { name: DIALOG })).toBeTruthy();
    expect(sent.map((o) => o.operationName)).not.toContain('SavePressNewsletter');
  });
});

describe('/servizi/pubmed with the pubmed wallet', () => {
  it("a refusal from the server (FORBIDDEN, the wallet gone since the page loaded) opens the same modal", async () => {
    renderPress(true, 'PREMIUM');
    const form = await screen.findByRole('form', { name: 'Cerca nel database di Pubmed' });
    await within(form).findByRole('option', { name: 'Cardiology' });
    fireEvent.change(within(form).getByLabelText(/^Specializzazione/), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('dialog', { name: DIALOG })).toBeTruthy();
  });
});
