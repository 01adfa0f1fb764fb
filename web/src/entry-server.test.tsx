import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFailedCall, renderPage, withoutStyleAttributes, type PageOperation } from './entry-server';

const ORIGIN = 'https://club.example.it';

/** An API that has nothing: every operation answered NOT_FOUND (an answer the page shows as it is, so the render completes). */
function emptyApi(asked: PageOperation[]) {
  return async (operation: PageOperation) => {
    asked.push(operation);
    return { data: null, errors: [{ message: 'Non trovato', extensions: { code: 'NOT_FOUND' } }] };
  };
}

/** The API of a broken day: the operation named fails (upstream unavailable, or an error without a code), the rest have nothing. */
function failingApi(failing: string, error: { message: string; extensions?: { code: string } }) {
  const empty = emptyApi([]);
  return async (operation: PageOperation) => (operation.operationName === failing ? { data: null, errors: [error] } : empty(operation));
}

describe('the server render of a page (entry-server)', () => {
  // The pages log their failed sections (spec 1 §8), as in the browser.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders a public page with its own title, its breadcrumbs as JSON-LD, the canonical address and the data block; its operations go to the API', async () => {
    const asked: PageOperation[] = [];
    const page = await renderPage({ path: '/condizioni-uso?utm_source=x', origin: ORIGIN, execute: emptyApi(asked), signal: new AbortController().signal });
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(page!.head).toMatch(/<title>[^<]+ \| Club Professioni Sanitarie<\/title>/);
    expect(page!.head).toContain(`<link rel="canonical" href="${ORIGIN}/condizioni-uso">`);
    expect(page!.markup).toContain('Vai al contenuto');
    expect(page!.state).toMatch(/^<script type="application\/json" id="club-server-state">\{.*\}<\/script>$/);
    expect(asked.map((o) => o.operationName)).toEqual(expect.arrayContaining(['Viewer', 'AppLayout']));
  });

  it('answers 404 for a path no page has (the not-found page says so)', async () => {
    const page = await renderPage({ path: '/pagina-che-non-esiste', origin: ORIGIN, execute: emptyApi([]), signal: new AbortController().signal });
    expect(page!.status).toBe(404);
    expect(page!.markup).toContain('Pagina non trovata');
  });

  it('leaves the members’ pages to the browser when a visitor asks for them', async () => {
    const asked: PageOperation[] = [];
    expect(await renderPage({ path: '/profilo/dati-personali', origin: ORIGIN, execute: emptyApi(asked), signal: new AbortController().signal })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('renders a members’ page for a signed-in member, its operations run as them', async () => {
    const asked: PageOperation[] = [];
    const page = await renderPage({ path: '/profilo/triennio-ecm', origin: ORIGIN, member: true, execute: emptyApi(asked), signal: new AbortController().signal });
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(page!.markup).toContain('Vai al contenuto');
    expect(asked.map((o) => o.operationName)).toEqual(expect.arrayContaining(['Viewer', 'AppLayout']));
  });

  it('gives up when a call of the page failed (the browser renders it and shows the failure as the spec says); an answer the page shows from the answer alone (NOT_FOUND) is rendered', async () => {
    for (const error of [{ message: 'Servizio non disponibile', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }, { message: 'Servizio non disponibile.' }]) {
      await expect(renderPage({ path: '/profilo/fatture-pagamenti', origin: ORIGIN, member: true, execute: failingApi('AppLayout', error), signal: new AbortController().signal })).rejects.toThrow('a call of the page failed');
    }
    expect(hasFailedCall({ data: { course: null }, errors: [{ message: 'Corso non trovato', extensions: { code: 'NOT_FOUND' } }] })).toBe(false);
    expect(hasFailedCall({ data: { item: null }, errors: [{ message: 'Non consentito', extensions: { code: 'FORBIDDEN' } }] })).toBe(true);
    expect(hasFailedCall({ data: { item: null }, errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).toBe(true);
    expect(hasFailedCall({ data: { item: 1 } })).toBe(false);
  });

  it('gives up when told to: the gateway then sends the shell', async () => {
    const controller = new AbortController();
    const never = () => new Promise<never>(() => undefined);
    const rendering = renderPage({ path: '/piani', origin: ORIGIN, execute: never, signal: controller.signal });
    controller.abort(new Error('too slow'));
    await expect(rendering).rejects.toThrow();
  });

  it('moves style attributes out of the markup (the page’s style-src refuses them) without touching text', () => {
    expect(withoutStyleAttributes('<div class="a" style="--lazy-reserve:700px">style="x" as text</div>')).toBe('<div class="a" data-ssr-style="--lazy-reserve:700px">style="x" as text</div>');
  });
});
