import { describe, expect, it } from 'vitest';
import { matchingServices } from './services';
import { buildSuggestionGroups, SUGGESTIONS_PER_GROUP } from './suggestionGroups';

const items = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `${prefix} ${i}`, href: `/x/${prefix}${i}` }));

describe('buildSuggestionGroups', () => {
  it('orders the groups as the spec lists them, adds the local services last and cuts every group to 5', () => {
    const groups = buildSuggestionGroups(
      [
        { kind: 'TOOLS', label: 'Tool e calcolatori', items: items('tool', 2) },
        { kind: 'MODULES', label: 'Risorse', items: items('mod', 7) },
        { kind: 'NEWS', label: 'News e approfondimenti', items: items('news', 6) },
        { kind: 'ECM', label: 'Corsi di Formazione ECM', items: items('ecm', 5) },
      ],
      items('svc', 6),
    );
    expect(groups.map((g) => g.label)).toEqual(['News e approfondimenti', 'Corsi di Formazione ECM', 'Risorse', 'Tool e calcolatori', 'Servizi e convenzioni']);
    expect(groups.map((g) => g.items.length)).toEqual([SUGGESTIONS_PER_GROUP, 5, 5, 2, 5]);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['news0', 'news1', 'news2', 'news3', 'news4']);
  });

  it('leaves failed (empty or null) groups out while the others show', () => {
    const groups = buildSuggestionGroups(
      [
        { kind: 'NEWS', label: 'News e approfondimenti', items: [] },
        { kind: 'ECM', label: 'Corsi di Formazione ECM', items: items('ecm', 1) },
      ],
      [],
    );
    expect(groups.map((g) => g.id)).toEqual(['ECM']);
    expect(buildSuggestionGroups(null, items('svc', 1)).map((g) => g.id)).toEqual(['SERVICES']);
    expect(buildSuggestionGroups(null, [])).toEqual([]);
  });
});

describe("'Servizi e convenzioni' (local title match over the services the server says the wallets unlock)", () => {
  const services = [
    { id: 'legal', title: 'Consulenza legale', href: '/servizi/legali/consulenza' },
    { id: 'topnegozi', title: 'Convenzioni e sconti', href: '/servizi/convenzioni' },
    { id: 'netmed', title: 'Telemedicina', href: '/telemedicina' },
  ];

  it('matches titles case-insensitively, in the server order', () => {
    expect(matchingServices('TELE', services).map((s) => s.title)).toEqual(['Telemedicina']);
    expect(matchingServices(' con ', services).map((s) => s.title)).toEqual(['Consulenza legale', 'Convenzioni e sconti']);
    expect(matchingServices('pubmed', services)).toEqual([]);
  });

  it('offers nothing when the server offers no service', () => {
    expect(matchingServices('tele', [])).toEqual([]);
  });
});
