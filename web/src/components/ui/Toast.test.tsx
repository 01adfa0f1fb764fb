// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('Aggiunto a', 'success', { link: { to: '/profilo/la-mia-libreria', label: 'La mia Libreria' } })}>
        aggiungi
      </button>
      <button type="button" onClick={() => toast.show('Qualcosa è andato storto, riprova.', 'danger')}>
        sbaglia
      </button>
    </>
  );
}

function renderWithToasts() {
  const router = createMemoryRouter([{ path: '*', element: <ToastProvider><Trigger /></ToastProvider> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces messages in a polite live region, with an optional link, and dismisses them after 5 s', () => {
    vi.useFakeTimers();
    renderWithToasts();
    const region = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'aggiungi' }));
    expect(region.textContent).toContain('Aggiunto a');
    expect(screen.getByRole('link', { name: 'La mia Libreria' }).getAttribute('href')).toBe('/profilo/la-mia-libreria');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region.textContent).toContain('Aggiunto a');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).not.toContain('Aggiunto a');
  });

  it('can be closed by hand', () => {
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'sbaglia' }));
    expect(screen.getByText('Qualcosa è andato storto, riprova.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByText('Qualcosa è andato storto, riprova.')).toBeNull();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
