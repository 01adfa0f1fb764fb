// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import { PartnerDealsCarousel } from './PartnerDealsCarousel';

const deal = (n: number) => ({ __typename: 'PartnerDeal', id: `d${n}`, title: `Convenzione ${n}`, body: `Vantaggi ${n}.`, imageUrl: null, href: `/servizi/convenzioni/d${n}` });

function render(count: number) {
  return renderPage(<PartnerDealsCarousel />, {
    path: '/servizi/convenzioni',
    url: '/servizi/convenzioni',
    handlers: { PartnerDeals: () => ({ data: { partnerDeals: Array.from({ length: count }, (_, i) => deal(i + 1)) } }) },
    wrapper: ToastProvider,
  });
}

const slides = () => within(screen.getByRole('list')).getAllByRole('listitem');

afterEach(cleanup);

describe('partner-deals carousel (spec 3 §9)', () => {
  it('with 4 cards or fewer: all shown, no arrows', async () => {
    render(4);
    await screen.findByRole('heading', { name: 'Convenzione 4' });
    expect(slides()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Convenzioni successive' })).toBeNull();
  });

  it('with more than 4 cards: 4 slides on desktop and arrows that move by one', async () => {
    render(6);
    await screen.findByRole('heading', { name: 'Convenzione 1' });
    expect(slides()).toHaveLength(4);
    const previous = screen.getByRole('button', { name: 'Convenzioni precedenti' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Convenzioni successive' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.queryByRole('heading', { name: 'Convenzione 1' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Convenzione 5' })).toBeTruthy();
    fireEvent.click(next);
    expect(next.disabled).toBe(true);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['3 di 6', '4 di 6', '5 di 6', '6 di 6']);
  });

  it('a failing deals service shows its message', async () => {
    renderPage(<PartnerDealsCarousel />, {
      path: '/servizi/convenzioni',
      url: '/servizi/convenzioni',
      handlers: { PartnerDeals: () => ({ data: { partnerDeals: null }, errors: [{ message: 'x', path: ['partnerDeals'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) },
      wrapper: ToastProvider,
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
