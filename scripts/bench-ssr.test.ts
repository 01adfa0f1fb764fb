import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notServerRendered } from './bench-ssr';

/** The web client's shell as the gateway sends it when a page is not rendered (web/index.html: #root holds the first paint). */
const shell = readFileSync(new URL('../web/index.html', import.meta.url), 'utf8');
const rootContent = /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*<\/div>\s*<\/div>/;

/** The shell with `markup` in #root and the data block before </body>, as gateway/src/web/web-client.ts assembles a rendered page. */
const rendered = (markup: string) =>
  shell.replace(rootContent, `<div id="root">${markup}</div>`).replace('</body>', '<script type="application/json" id="club-server-state">{"ROOT_QUERY":{}}</script>\n</body>');

const courses = Array.from({ length: 12 }, (_, i) => `<li><a href="/corsi-ecm-fad/corso-${i}">Corso di aggiornamento numero ${i}</a></li>`).join('');

describe("the ssr bench section's check that a recorded page was rendered on the server", () => {
  it('accepts a page whose <main> holds its content, with the data block', () => {
    expect(rendered(`<header>Club</header><main id="contenuto"><h1>Corsi ECM FAD</h1><ul>${courses}</ul></main>`)).not.toContain('app-shell');
    expect(notServerRendered(rendered(`<header>Club</header><main id="contenuto"><h1>Corsi ECM FAD</h1><ul>${courses}</ul></main>`))).toBeNull();
  });

  it('refuses the shell, a page without its data block, and a page whose <main> is only a loading state', () => {
    expect(notServerRendered(shell)).toMatch(/no data block/);
    expect(notServerRendered(`${shell.replace('</body>', '<script type="application/json" id="club-server-state">{}</script></body>')}`)).toMatch(/the shell's first paint/);
    expect(notServerRendered(rendered(`<main id="contenuto"><ul>${courses}</ul></main>`).replace(' id="club-server-state"', ''))).toMatch(/no data block/);
    expect(notServerRendered(rendered('<main id="contenuto"><p>Caricamento…</p></main>'))).toMatch(/holds 12 characters of text/);
    expect(notServerRendered(rendered(`<div>${courses}</div>`))).toMatch(/no <main>/);
  });
});
