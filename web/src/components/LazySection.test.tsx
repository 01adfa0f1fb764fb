// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazySection } from './LazySection';
import { useSectionPending } from './LazySectionSpace';
import { Spinner } from './ui/Spinner';

afterEach(cleanup);

/** A section that shows a spinner until the test lets its data arrive. */
function LoadingSection({ onRelease }: { onRelease: (release: () => void) => void }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => onRelease(() => setLoaded(true)), [onRelease]);
  return loaded ? <p style={{ height: 500 }}>Contenuto</p> : <Spinner label="Caricamento" />;
}

const section = () => document.querySelector<HTMLElement>('[data-section="Prova"]')!;

// jsdom has no IntersectionObserver: every LazySection counts as in view, so its content mounts at once.
describe('LazySection keeps its reserved space until its content is laid out', () => {
  it('keeps the space while the mounted content still shows a spinner, and lets it go with the content', async () => {
    let release = () => {};
    render(
      <LazySection label="Prova" minHeight={{ base: 537, md: 405, lg: 389 }} errorMessage="Errore">
        <LoadingSection onRelease={(r) => (release = r)} />
      </LazySection>,
    );
    // Mounted (the spinner shows) but not laid out: the reserve stays, per breakpoint.
    expect(screen.getByRole('status')).toBeTruthy();
    expect(section().classList.contains('lazy-section--reserved')).toBe(true);
    expect(section().style.getPropertyValue('--lazy-reserve')).toBe('537px');
    expect(section().style.getPropertyValue('--lazy-reserve-md')).toBe('405px');
    expect(section().style.getPropertyValue('--lazy-reserve-lg')).toBe('389px');

    await act(async () => release());
    expect(screen.getByText('Contenuto')).toBeTruthy();
    expect(section().classList.contains('lazy-section--reserved')).toBe(false);
    expect(section().style.getPropertyValue('--lazy-reserve')).toBe('');
  });

  it('keeps the space while content that shows nothing yet says it is pending', async () => {
    function Quiet({ pending }: { pending: boolean }) {
      useSectionPending(pending);
      return pending ? null : <p>Pronto</p>;
    }
    const { rerender } = render(
      <LazySection label="Prova" minHeight={240} errorMessage="Errore">
        <Quiet pending />
      </LazySection>,
    );
    expect(section().classList.contains('lazy-section--reserved')).toBe(true);
    expect(section().style.getPropertyValue('--lazy-reserve')).toBe('240px');
    rerender(
      <LazySection label="Prova" minHeight={240} errorMessage="Errore">
        <Quiet pending={false} />
      </LazySection>,
    );
    expect(screen.getByText('Pronto')).toBeTruthy();
    expect(section().classList.contains('lazy-section--reserved')).toBe(false);
  });

  it('lets the space go at once when the content is there on mount, and once for all (a later spinner does not bring it back)', () => {
    function Later({ busy }: { busy: boolean }) {
      return busy ? <Spinner label="Aggiornamento" /> : <p>Subito</p>;
    }
    const { rerender } = render(
      <LazySection label="Prova" minHeight={300} errorMessage="Errore">
        <Later busy={false} />
      </LazySection>,
    );
    expect(section().classList.contains('lazy-section--reserved')).toBe(false);
    rerender(
      <LazySection label="Prova" minHeight={300} errorMessage="Errore">
        <Later busy />
      </LazySection>,
    );
    expect(section().classList.contains('lazy-section--reserved')).toBe(false);
  });

  it('a spinner outside any LazySection holds nothing', () => {
    render(<Spinner label="Caricamento" />);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
