// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jumpToSection, LIMIT_MS, RESET_GRACE_MS, WINDOW_MS } from './jumpToSection';

/**
 * jsdom has no layout: the target sits at `docTop` in the page, the page is scrolled by `scroll`,
 * `scrollIntoView` scrolls the page to the target, and animation frames are run by hand with the
 * time they report.
 */
let docTop = 0;
let scroll = 0;
let now = 0;
let frames: FrameRequestCallback[] = [];
const scrolls = vi.fn(function (this: HTMLElement) {
  scroll = docTop;
});

function runFrame(after: number): void {
  now += after;
  const due = frames;
  frames = [];
  for (const f of due) f(now);
}

function section(id: string): HTMLElement {
  const el = document.createElement('section');
  el.id = id;
  el.getBoundingClientRect = () => ({ top: docTop - scroll }) as DOMRect;
  el.scrollIntoView = scrolls;
  document.body.append(el);
  return el;
}

beforeEach(() => {
  docTop = 500;
  scroll = 0;
  now = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scroll });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
  frames = [];
  scrolls.mockClear();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('jumpToSection: an in-page jump stays on its section while the layout above it settles', () => {
  it('aligns and focuses the target, then aligns it again when a late section above pushes it down', () => {
    const target = section('modulo');
    jumpToSection(target);
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    docTop = 500 + 1289; // 'Contenuti correlati' above it grew
    runFrame(16);
    expect(scrolls).toHaveBeenCalledTimes(2);
    expect(scroll).toBe(docTop);
    // Aligned again, it is not scrolled any more while nothing moves.
    runFrame(16);
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('puts the section back when the page is sent back to its top after the jump (the router restoring a first load), not before a smooth scroll had time to leave it', () => {
    const target = section('upgrade-news');
    jumpToSection(target);
    expect(scroll).toBe(500);
    scroll = 0; // a late window.scrollTo(0, 0)
    runFrame(16);
    expect(scrolls).toHaveBeenCalledTimes(1);
    runFrame(RESET_GRACE_MS);
    expect(scrolls).toHaveBeenCalledTimes(2);
    expect(scroll).toBe(500);
  });

  it('watches for WINDOW_MS, and longer while something above the target is still loading', () => {
    const busy = document.createElement('section');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    const target = section('modulo');
    jumpToSection(target);
    runFrame(WINDOW_MS - 100);
    docTop = 900; // a late answer after a quiet while: still aligned
    runFrame(16);
    expect(scrolls).toHaveBeenCalledTimes(2);
    runFrame(200);
    expect(frames).toHaveLength(1); // past the window, but still busy above: still watching
    busy.removeAttribute('aria-busy');
    runFrame(16);
    expect(frames).toHaveLength(0); // settled: the watch ended
    docTop = 1200;
    runFrame(16);
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('gives up after LIMIT_MS even if something above never stops loading', () => {
    const busy = document.createElement('section');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    jumpToSection(section('modulo'));
    runFrame(LIMIT_MS);
    expect(frames).toHaveLength(0);
  });

  it("never scrolls against the member: their own wheel, touch, key or press ends the watch", () => {
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      scrolls.mockClear();
      jumpToSection(section(`modulo-${type}`));
      window.dispatchEvent(new Event(type));
      docTop += 700;
      runFrame(16);
      expect(scrolls, type).toHaveBeenCalledTimes(1);
    }
  });

  it('a newer jump ends the watch of the previous one', () => {
    const first = section('primo');
    jumpToSection(first);
    const second = section('secondo');
    jumpToSection(second);
    expect(document.activeElement).toBe(second);
    scrolls.mockClear();
    docTop += 200;
    runFrame(16);
    // Only the second jump's watch is left, and it aligns its own target once.
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(scrolls.mock.contexts[0]).toBe(second);
  });
});
