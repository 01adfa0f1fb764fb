/**
 * Deterministic seed of the partner side of the CMS: the seven magazines (spec 2 §2) with categories
 * and posts, the external news feed, the partner logos, and reading counts for the most-read block.
 */
import { fakerIT } from '@faker-js/faker';
import type { Db } from '../../db';
import { insertMany } from '../../db';
import { int, pick } from '../../random';
import { slugify } from './slug';

/** The seven magazines, in the logo strip's order. */
export const MAGAZINES = [
  { id: 'MedicalMagazine', name: 'Medical Magazine', host: 'medicalmagazine.demo.club', categories: ['Cardiologia', 'Oncologia', 'Neurologia'] },
  { id: 'SanitaInformazione', name: 'Sanità Informazione', host: 'sanitainformazione.demo.club', categories: ['Politica sanitaria', 'Professioni', 'Lavoro'] },
  { id: 'Sanitask', name: 'Sanitask', host: 'sanitask.demo.club', categories: ['Infermieristica', 'Riabilitazione', 'Prevenzione'] },
  { id: 'NutriPrevieni', name: 'NutriPrevieni', host: 'nutriprevieni.demo.club', categories: ['Alimentazione', 'Benessere', 'Diete'] },
  { id: 'DailyHealthIndustry', name: 'Daily Health Industry', host: 'dailyhealthindustry.demo.club', categories: ['Farmaceutica', 'Dispositivi', 'Mercato'] },
  { id: 'PopularScience', name: 'Popular Science', host: 'popularscience.demo.club', categories: ['Ricerca', 'Tecnologia', 'Ambiente'] },
  { id: 'QuotidianoSanita', name: 'Quotidiano Sanità', host: 'quotidianosanita.demo.club', categories: ['Governo', 'Regioni', 'Studi e analisi'] },
] as const;

const POSTS_PER_CATEGORY = 12;
const PROFESSION_IDS = ['1', '2'];
const DETAIL_IDS = ['201', '202', '203', '204'];
const SUBJECTS = ['prevenzione cardiovascolare', 'nuove linee guida', 'telemedicina', 'antibiotico-resistenza', 'assistenza domiciliare', 'vaccinazioni', 'salute mentale', 'diabete di tipo 2', 'riforma delle cure primarie', 'sicurezza dei pazienti'];
const SECTIONS = ['Attualità', 'Professione', 'Ricerca', 'Normativa'];
/**
 * Partner logos (spec 1 §3 'Partner logo'). productName is what the member's product maps to (spec 1
 * §4 'Logo selection': the product name itself, its club or its convention); the default stands in for
 * a convention product with no logo of its own; a hidden logo is neither in the strip nor chosen.
 */
const LOGOS: { name: string; productName: string | null; show?: boolean; isDefault?: boolean }[] = [
  { name: 'Ordine dei Medici', productName: 'OMCeO' },
  { name: 'Federazione Infermieri', productName: 'OPI' },
  { name: 'Società Italiana di Medicina Generale', productName: null },
  { name: 'Associazione Farmacisti', productName: 'Club Farmacisti' },
  { name: 'Ente Nazionale Previdenza', productName: 'ENPAM', show: false },
  { name: 'Fondazione Ricerca Salute', productName: null, isDefault: true },
];

function magazineRows(random: () => number) {
  const magazines: unknown[][] = [];
  const categories: unknown[][] = [];
  const posts: unknown[][] = [];
  const start = Date.UTC(2025, 0, 1);
  MAGAZINES.forEach((m, sort) => {
    const url = `https://${m.host}`;
    magazines.push([m.id, m.name, url, `/media/magazines/${slugify(m.id)}.svg`, sort]);
    m.categories.forEach((name, cSort) => {
      const slug = slugify(name);
      categories.push([m.id, slug, name, `${url}/categoria/${slug}`, cSort]);
      for (let i = 0; i < POSTS_PER_CATEGORY; i++) {
        const subject = pick(random, SUBJECTS);
        const title = `${name}: ${subject}, ${fakerIT.lorem.words(3)}`;
        const id = `${m.id}-${slug}-${i + 1}`;
        const professions = random() < 0.3 ? [] : [pick(random, PROFESSION_IDS)];
        const details = professions[0] === '2' ? [pick(random, DETAIL_IDS)] : [];
        posts.push([
          id,
          m.id,
          slug,
          title,
          `<p>${fakerIT.lorem.sentence(18)}</p>`,
          new Date(start + int(random, 0, 320) * 86_400_000).toISOString(),
          `${url}/${slugify(title)}-${i + 1}`,
          fakerIT.person.fullName(),
          `/media/riviste/${int(random, 1, 30)}.svg`,
          [subject, name.toLowerCase()],
          professions,
          details,
        ]);
      }
    });
  });
  return { magazines, categories, posts };
}

export async function seedMagazines(db: Db, random: () => number): Promise<void> {
  fakerIT.seed(301);
  const { magazines, categories, posts } = magazineRows(random);
  await insertMany(db, 'cms_magazines', ['id', 'name', 'url', 'logo_url', 'sort'], magazines);
  await insertMany(db, 'cms_magazine_categories', ['magazine_id', 'slug', 'name', 'link', 'sort'], categories);
  await insertMany(
    db,
    'cms_magazine_posts',
    ['id', 'magazine_id', 'category_slug', 'title', 'excerpt', 'date', 'link', 'author', 'image_url', 'terms', 'professions', 'profession_details'],
    posts,
  );
  const news = Array.from({ length: 12 }, (_, i) => {
    const section = pick(random, SECTIONS);
    const title = `${pick(random, SUBJECTS)}: ${fakerIT.lorem.words(4)}`;
    return [
      i + 1,
      title.charAt(0).toUpperCase() + title.slice(1),
      `<p>${fakerIT.lorem.sentence(20)}</p>`,
      `https://news.demo.club/${slugify(title)}-${i + 1}`,
      ['post', 'type-post', `category-${slugify(section)}`],
      fakerIT.person.fullName(),
      section,
      new Date(Date.UTC(2025, 10, 14) - i * 86_400_000).toISOString(),
    ];
  });
  await insertMany(db, 'cms_external_news', ['id', 'title', 'excerpt', 'link', 'class_list', 'author', 'section', 'date'], news);
  await insertMany(
    db,
    'cms_partner_logos',
    ['id', 'name', 'image_url', 'url', 'product_name', 'show_partner_logo', 'is_default'],
    LOGOS.map((l, i) => [i + 1, l.name, `/media/partners/${slugify(l.name)}.svg`, `https://${slugify(l.name)}.demo.club`, l.productName, l.show ?? true, l.isDefault ?? false]),
  );
  // Reading counts: deterministic from the id, so the most-read block is stable across seeds.
  await db.query(`UPDATE cms_contents SET read_count = (id::int * 7919) % 10007`);
}
