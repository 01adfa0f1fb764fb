import { describe, expect, it } from 'vitest';
import { emptyPageHead, plainDescription } from './pageHead';
import { renderPageHead } from './pageHeadHtml';
import { article, course, organization } from './structuredData';

const ORIGIN = 'https://club.example.it';

describe('the head of a server-rendered page', () => {
  it('gives the title, description, canonical address, Open Graph and Twitter card tags, escaped', () => {
    const head = { ...emptyPageHead(ORIGIN), title: 'Dolore "cronico" & <terapie> | Club Professioni Sanitarie', description: 'Cosa cambia nel 2025', type: 'article' as const, image: '/media/corso.png' };
    const html = renderPageHead(head, `${ORIGIN}/news-approfondimenti/medicina/dolore`);
    expect(html).toContain('<title>Dolore &quot;cronico&quot; &amp; &lt;terapie&gt; | Club Professioni Sanitarie</title>');
    expect(html).toContain('<meta name="description" content="Cosa cambia nel 2025">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/news-approfondimenti/medicina/dolore">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="Dolore &quot;cronico&quot; &amp; &lt;terapie&gt; | Club Professioni Sanitarie">');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/news-approfondimenti/medicina/dolore">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/corso.png">`);
    expect(html).toContain('<meta property="og:locale" content="it_IT">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:description" content="Cosa cambia nel 2025">');
  });

  it('falls back to the site’s title, description and share card', () => {
    const html = renderPageHead(emptyPageHead(ORIGIN), `${ORIGIN}/`);
    expect(html).toContain('<title>Club Professioni Sanitarie</title>');
    expect(html).toContain('<meta name="description" content="Il club dei professionisti della salute: corsi ECM, news, servizi e convenzioni.">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/share-card.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('application/ld+json');
  });

  it('writes each schema.org object as JSON-LD that no text can end early', () => {
    const head = emptyPageHead(ORIGIN);
    head.structuredData.set('Organization', organization(ORIGIN));
    head.structuredData.set('Article', article({ title: 'Fine </script><script>alert(1)</script>', description: null, author: null, publicationDate: '2026-11-30', contentType: 'News', isPremium: true, path: '/news/a' }, ORIGIN));
    const html = renderPageHead(head, `${ORIGIN}/news/a`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Club Professioni Sanitarie', url: `${ORIGIN}/` });
    expect(blocks[1]).toMatchObject({ '@type': 'NewsArticle', headline: 'Fine </script><script>alert(1)</script>', datePublished: '2026-11-30', isAccessibleForFree: false, author: { '@type': 'Organization' } });
    expect(html).not.toContain('</script><script>alert');
  });
});

describe('schema.org objects', () => {
  it('an article is an Article with its author, a course a Course provided by the club with its ECM credits', () => {
    expect(article({ title: 'Legge Gelli', description: 'Cosa chiedono i medici', author: 'Anna Rossi', publicationDate: null, contentType: 'Articolo', isPremium: false, path: '/news/legge' }, ORIGIN)).toMatchObject({
      '@type': 'Article',
      author: { '@type': 'Person', name: 'Anna Rossi' },
      url: `${ORIGIN}/news/legge`,
      isAccessibleForFree: true,
    });
    expect(course({ title: 'Antibiotici', description: null, imageUrl: '/media/a.png', credits: 4.5, path: '/corsi-ecm-fad/antibiotici' }, ORIGIN)).toMatchObject({
      '@type': 'Course',
      name: 'Antibiotici',
      description: 'Antibiotici',
      image: `${ORIGIN}/media/a.png`,
      provider: { '@type': 'Organization', name: 'Club Professioni Sanitarie' },
      educationalCredentialAwarded: '4,5 crediti ECM',
    });
  });

  it('a description is plain text cut at a word', () => {
    expect(plainDescription('<p>Un&nbsp;testo   <b>breve</b></p>')).toBe('Un testo breve');
    expect(plainDescription('')).toBeNull();
    const long = plainDescription('parola '.repeat(60));
    expect(long!.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/parola…$/);
  });
});
