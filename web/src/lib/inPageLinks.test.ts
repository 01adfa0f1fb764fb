// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installInPageLinks } from './inPageLinks';

let uninstall: () => void = () => undefined;
const scrolled = vi.fn();

beforeEach(() => {
  window.history.replaceState(null, '', '/servizi/legali');
  document.body.innerHTML = `
    <a id="plain" href="#modulo">Richiedi</a>
    <a id="routed" href="/servizi/legali#modulo">Router</a>
    <a id="other-page" href="/servizi/assicurativi#modulo">Altra pagina</a>
    <a id="marker" href="#phonecall">Chiamaci</a>
    <a id="missing" href="#nessuno">Nessuno</a>
    <section id="modulo">Modulo</section>
    <section id="phonecall">x</section>`;
  HTMLElement.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
  uninstall = installInPageLinks();
});
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

describe('installInPageLinks: every in-page link of the client jumps with jumpToSection', () => {
  it('a plain #link and a router link to this page with a hash jump to the section, focus it and keep the hash', () => {
    for (const id of ['plain', 'routed']) {
      scrolled.mockClear();
      window.history.replaceState(null, '', '/servizi/legali');
      const event = click(id);
      expect(event.defaultPrevented, id).toBe(true);
      expect(scrolled, id).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0], id).toBe(document.getElementById('modulo'));
      expect(document.activeElement, id).toBe(document.getElementById('modulo'));
      expect(window.location.hash, id).toBe('#modulo');
    }
  });

  it('leaves alone link markers, links to another page, missing sections and clicks already handled', () => {
    for (const id of ['marker', 'other-page', 'missing']) expect(click(id).defaultPrevented, id).toBe(false);
    const link = document.getElementById('plain')!;
    link.addEventListener('click', (e) => e.preventDefault(), { capture: true, once: true });
    // Handled by a listener on the link itself (after the document's capture): the jump still happens once.
    click('plain');
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockClear();
    window.addEventListener('click', (e) => e.preventDefault(), { capture: true, once: true });
    click('plain');
    expect(scrolled).not.toHaveBeenCalled();
  });
});
