import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { KeyHolder } from '../callers/api-keys';

/** The explorer's page in the web build: a Vite entry of its own, so members never download it. */
export const EXPLORER_HTML = 'explorer.html';

export interface ExplorerOptions {
  webDist: string;
  /** The holder of an `x-api-key` value (null: unknown key). */
  identify: (key: string) => KeyHolder | null | Promise<KeyHolder | null>;
}

/**
 * GraphiQL at `/explorer` for ops and partner keys; members and visitors are refused (401) and get a
 * key form instead. The key arrives either in the `x-api-key` header (tools) or from that form
 * (`POST /explorer`, a browser cannot set headers on navigation): the page then receives the key in
 * a meta tag, keeps it in sessionStorage and sends it as `x-api-key` with every operation, which is
 * checked again by /graphql. Nothing is cached.
 */
export function mountExplorer(app: Express, options: ExplorerOptions): void {
  const file = path.join(path.resolve(options.webDist), EXPLORER_HTML);
  let page: string | null = null;
  const explorerPage = () => (page ??= existsSync(file) ? readFileSync(file, 'utf8') : null);

  const holderOf = async (key: unknown) => (typeof key === 'string' && key.length > 0 && key.length <= 200 ? await options.identify(key) : null);
  const sendExplorer = (res: Response, key: string | null) => {
    const html = explorerPage();
    if (!html) return void res.status(503).type('text/plain').send('Explorer non disponibile: la build del client web non lo contiene (npm run build -w web).');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('referrer-policy', 'no-referrer');
    res.type('html').send(key ? html.replace('<head>', `<head>\n    <meta name="club-explorer-key" content="${escapeHtml(key)}" />`) : html);
  };

  app.all('/explorer.html', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.get('/explorer', async (req: Request, res) => {
    const holder = await holderOf(req.headers['x-api-key']);
    if (!holder) return void gate(res, req.headers['x-api-key'] === undefined ? null : 'Chiave API non valida.');
    sendExplorer(res, null);
  });
  app.post('/explorer', express.urlencoded({ extended: false, limit: '2kb' }), async (req: Request, res) => {
    const key = (req.body as Record<string, unknown> | undefined)?.key;
    if (!(await holderOf(key))) return void gate(res, 'Chiave API non valida.');
    sendExplorer(res, key as string);
  });
}

/** The refusal: 401 with a small form (no script) that asks for an ops or partner key. */
function gate(res: Response, error: string | null): void {
  res.status(401).setHeader('cache-control', 'no-store');
  res.type('html').send(`<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Explorer API · accesso riservato</title>
  </head>
  <body>
    <main>
      <h1>Explorer API</h1>
      <p>L'explorer è riservato agli operatori e ai partner: inserisci la tua chiave API.</p>
      ${error ? `<p role="alert" id="key-error">${escapeHtml(error)}</p>` : ''}
      <form method="post" action="/explorer">
        <label for="key">Chiave API</label>
        <input id="key" name="key" type="password" autocomplete="off" required${error ? ' aria-invalid="true" aria-describedby="key-error"' : ''} />
        <button type="submit">Apri l'explorer</button>
      </form>
    </main>
  </body>
</html>
`);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
