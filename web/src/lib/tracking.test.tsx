// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installClickTracking, track, trackedWhenDone, useTrackView } from './tracking';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(cleanup);

function Viewed({ code, id }: { code: string | null; id: string }) {
  useTrackView(code, id);
  return null;
}

describe('tracking (spec 1 §9 event codes)', () => {
  it('pushes the code with the page path to the data layer', () => {
    track('NA102', { contentId: '42' });
    expect(window.dataLayer).toEqual([{ event: 'club_tracking', code: 'NA102', path: '/', contentId: '42' }]);
  });

  it('tracks a view once per item, again for another item, never without a code', () => {
    const { rerender } = render(<Viewed code="NA102" id="1" />);
    rerender(<Viewed code="NA102" id="1" />);
    rerender(<Viewed code="NA102" id="2" />);
    rerender(<Viewed code={null} id="3" />);
    expect(window.dataLayer!.map((e) => (e as { contentId: string }).contentId)).toEqual(['1', '2']);
  });

  it('tracks clicks on elements carrying data-tracking-code, including their children, and stops when uninstalled', () => {
    document.body.innerHTML = '<button data-tracking-code="NA103"><span id="inner">Stampa</span></button><button id="plain">Altro</button>';
    const uninstall = installClickTracking();
    document.getElementById('inner')!.click();
    document.getElementById('plain')!.click();
    uninstall();
    document.getElementById('inner')!.click();
    expect(window.dataLayer!.map((e) => (e as { code: string }).code)).toEqual(['NA103']);
  });

  it('leaves to their component the controls marked data-tracking-when="done" (pushed once the action happened)', () => {
    document.body.innerHTML = `<button id="fav" ${Object.entries(trackedWhenDone('UC030')).map(([k, v]) => `${k}="${v}"`).join(' ')}>Aggiungi</button>`;
    const uninstall = installClickTracking();
    document.getElementById('fav')!.click();
    uninstall();
    expect(window.dataLayer).toEqual([]);
    expect(document.getElementById('fav')!.getAttribute('data-tracking-code')).toBe('UC030');
  });
});
