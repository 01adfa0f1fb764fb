// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type GraphQLResult, type OperationHandler } from '../../lib/test-graphql';
import { TERMS_TEXT, TermsOfUsePage } from './TermsOfUsePage';

afterEach(cleanup);

const TERMS = "Condizioni d'uso del portale del Club\n\n1. Oggetto. Le presenti condizioni regolano l'accesso.";
const ACCEPTANCE = 'Condizioni di adesione al prodotto «Club Medici Premium»\n\n1. Adesione. Con l\'adesione…';

const terms = (answer: GraphQLResult): OperationHandler => () => answer;
const member = (clientCode: string | null): OperationHandler => () => ({
  data: {
    viewer: {
      __typename: 'Viewer',
      subscriptionType: clientCode ? 'PREMIUM' : 'SUSPECT',
      user: clientCode ? { __typename: 'User', id: clientCode, clientCode, acceptanceConditions: ACCEPTANCE } : null,
    },
  },
});

function open(url: string, { viewer = member('1000003'), answer = { data: { conditionsOfUse: TERMS } } as GraphQLResult } = {}) {
  return renderPage(<TermsOfUsePage />, { path: '/condizioni-uso', url, handlers: { TermsOfUse: terms(answer), AcceptanceConditions: viewer } });
}

describe('/condizioni-uso (spec 1 §2)', () => {
  it('shows the terms of use to anyone, without asking for the acceptance conditions', async () => {
    const { sent } = open('/condizioni-uso?customerCode=1000003', { viewer: member(null) });
    expect(await screen.findByRole('heading', { level: 1, name: TERMS_TEXT.title })).toBeTruthy();
    expect(await screen.findByText('1. Oggetto. Le presenti condizioni regolano l\'accesso.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TERMS_TEXT.acceptanceTitle })).toBeNull();
    expect(sent.map((s) => s.operationName)).not.toContain('AcceptanceConditions');
  });

  it("with forceCondizioniAdesione=true the customer sees their subscription's acceptance conditions too", async () => {
    open('/condizioni-uso?customerCode=1000003&forceCondizioniAdesione=true');
    const section = await screen.findByRole('region', { name: TERMS_TEXT.acceptanceTitle });
    expect(await within(section).findByText('Condizioni di adesione al prodotto «Club Medici Premium»')).toBeTruthy();
  });

  it('a visitor is asked to log in and comes back to the same page', async () => {
    open('/condizioni-uso?customerCode=1000003&forceCondizioniAdesione=true', { viewer: member(null) });
    const link = await screen.findByRole('link', { name: TERMS_TEXT.loginLink });
    expect(link.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent('/condizioni-uso?customerCode=1000003&forceCondizioniAdesione=true')}`);
  });

  it("another customer's code shows no conditions", async () => {
    open('/condizioni-uso?customerCode=1000004&forceCondizioniAdesione=true');
    expect(await screen.findByText(TERMS_TEXT.otherCustomer)).toBeTruthy();
    expect(screen.queryByText(/Club Medici Premium/)).toBeNull();
  });

  it("without a customer code the acceptance conditions say 'Errore: codice cliente mancante' (spec 3 §8)", async () => {
    const { sent } = open('/condizioni-uso?forceCondizioniAdesione=true');
    expect((await screen.findByRole('alert')).textContent).toBe('Errore: codice cliente mancante');
    expect(sent.map((s) => s.operationName)).not.toContain('AcceptanceConditions');
  });

  it('a failing terms service says so in the page', async () => {
    open('/condizioni-uso?customerCode=1000003', {
      answer: { data: { conditionsOfUse: null }, errors: [{ message: 'Errore nel servizio /CRM/CondizioniUso', path: ['conditionsOfUse'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(TERMS_TEXT.termsFailed);
  });
});
