import { describe, expect, it } from 'vitest';
import { headingAnchor, withSummary } from './summary';

describe("'Sommario' extraction (spec 1 §2, §9)", () => {
  it('lists the second-level headings in order with hyphenated anchor ids set on the body', () => {
    const { html, entries } = withSummary('<p>Intro</p><h2>Cos’è la Fibrillazione atriale</h2><p>a</p><h3>Dettaglio</h3><h2 class="x">Terapia &amp; follow-up</h2>');
    expect(entries).toEqual([
      { id: 'cos-e-la-fibrillazione-atriale', text: 'Cos’è la Fibrillazione atriale' },
      { id: 'terapia-follow-up', text: 'Terapia & follow-up' },
    ]);
    expect(html).toContain('<h2 id="cos-e-la-fibrillazione-atriale">');
    expect(html).toContain('<h2 id="terapia-follow-up" class="x">');
    expect(html).toContain('<h3>Dettaglio</h3>');
  });

  it('shows no box with fewer than two headings (h3 do not count)', () => {
    expect(withSummary('<h2>Solo uno</h2><h3>Non conta</h3>').entries).toEqual([]);
    expect(withSummary('<p>Nessun titolo</p>').entries).toEqual([]);
  });

  it('keeps anchors unique when a heading repeats', () => {
    expect(withSummary('<h2>Note</h2><h2>Note</h2>').entries.map((e) => e.id)).toEqual(['note', 'note-2']);
    expect(headingAnchor('  Perché è Importante? ')).toBe('perche-e-importante');
  });
});
