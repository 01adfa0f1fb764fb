/**
 * Generates the editorial contents (several thousand, deterministic): titles, abstracts and HTML
 * bodies composed from the Italian word lists, spread over the 13 content types (more News and
 * Articolo), the categories and topics. A few items lack a title, abstract or author on purpose:
 * the web has fallbacks for them (spec 1 §8).
 */
import { fakerIT } from '@faker-js/faker';
import { int, pick } from '../../random';
import { publishedCourseOfModelNear } from '../fad/seed';
import type { ContentTypeName } from './migration';
import {
  ABSTRACT_TEMPLATES,
  AUDIENCES,
  CATEGORIES,
  INTERNAL_TAGS,
  OCCUPATIONS,
  SECTION_HEADINGS,
  SENTENCES,
  SERIES,
  SPECIALIZATIONS,
  TITLE_TEMPLATES,
  type CategorySeed,
} from './seed-words';
import { slugify } from './slug';

/** How many items of each type the seed creates (5,240 in all). */
export const CONTENT_COUNTS: Record<ContentTypeName, number> = {
  Articolo: 1500,
  News: 1800,
  Podcast: 200,
  Video: 250,
  'E-book': 150,
  Guida: 150,
  Faq: 250,
  Modulo: 200,
  Infografica: 150,
  Tool: 120,
  'Film Formazione': 120,
  VideoClip: 200,
  Webinar: 150,
};

/** Courses the fad family seeds have ids '1'..'240'; training items point at one of them. */
const FAD_COURSE_IDS = 240;
export const FIRST_ID = 100001;
const DATE_FROM = Date.UTC(2020, 0, 1);
const DATE_TO = Date.UTC(2025, 10, 14);
const DAY = 86_400_000;

export const CONTENT_COLUMNS = [
  'id', 'parent_id', 'content_type', 'slug', 'title', 'abstract', 'body', 'link', 'img_src',
  'publication_date', 'updated_at', 'created_at', 'category_slug', 'collana', 'modello_didattico_type',
  'occupations', 'specializations', 'professione', 'internal_tags',
  'is_modleg', 'is_modscient', 'is_toolleg', 'is_toolscient',
  'user_actions', 'topics', 'embedded_content', 'is_formativo', 'author', 'is_premium', 'course_id', 'search_text',
];

const WITH_SECTIONS: Partial<Record<ContentTypeName, number>> = { Articolo: 4, Guida: 5, News: 2 };
const PLAYABLE = new Set<ContentTypeName>(['Podcast', 'Video', 'Webinar', 'VideoClip', 'Film Formazione']);
const TRAINING = new Set<ContentTypeName>(['E-book', 'Film Formazione', 'VideoClip', 'Webinar']);
const PREMIUM_RATE: Partial<Record<ContentTypeName, number>> = { Articolo: 0.35, News: 0.15, 'E-book': 0.7, 'Film Formazione': 0.7, Tool: 0.6, Modulo: 0.6, Webinar: 0.5 };
const TEACHING_MODEL: Partial<Record<ContentTypeName, string>> = { 'E-book': 'E-book', 'Film Formazione': 'Film Formazione', VideoClip: 'Multimediale', Webinar: 'Interattivo' };

export function categorySlug(category: CategorySeed): string {
  return slugify(category.label);
}

/** Path of an item on the portal, by type (spec 1 §2 and spec 2 §2 routes). */
export function contentLink(type: ContentTypeName, category: string, slug: string): string {
  switch (type) {
    case 'Tool':
    case 'Modulo':
      return `/risorse/${slug}`;
    // E-book, Film Formazione and VideoClip contents are the CMS's articles about a course (their
    // course link is course_id): the /corsi-ecm-fad/{ebook,film-formazione,videoclip}/{slug} pages
    // show FAD courses by the course's slug, which a CMS slug never is, so they open as articles.
    default:
      return `/news-approfondimenti/${category}/${slug}`;
  }
}

/**
 * The course an item links: E-book articles offer 'Download' (the linked course's e-book), so they
 * link a course with an e-book; the others the course drawn.
 */
function linkedCourse(type: ContentTypeName, drawn: number): number {
  return type === 'E-book' ? publishedCourseOfModelNear(drawn, 'E-book') : drawn;
}

function userActions(type: ContentTypeName): string[] {
  if (type === 'Modulo') return ['Share', 'Download', 'Print'];
  if (type === 'E-book') return ['Share', 'Download'];
  if (type === 'Tool' || type === 'Articolo' || type === 'News' || type === 'Guida') return ['Share', 'Print'];
  return ['Share'];
}

function fill(template: string, subject: string, audience: string, year: number): string {
  return template
    .replaceAll('{S}', subject.charAt(0).toUpperCase() + subject.slice(1))
    .replaceAll('{s}', subject)
    .replaceAll('{a}', audience)
    .replaceAll('{y}', String(year));
}

function pickSome<T>(random: () => number, items: readonly T[], min: number, max: number): T[] {
  const count = int(random, min, Math.min(max, items.length));
  const pool = [...items];
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

function body(random: () => number, type: ContentTypeName, subject: string, audience: string): string {
  const paragraph = () => `<p>${pickSome(random, SENTENCES, 2, 3).map((s) => fill(s, subject, audience, 0)).join(' ')}</p>`;
  const sections = WITH_SECTIONS[type];
  if (!sections) return paragraph();
  const headings = pickSome(random, SECTION_HEADINGS, sections, sections);
  return [paragraph(), ...headings.map((h) => `<h2>${h}</h2>${paragraph()}`)].join('');
}

/** Rows for `insertMany(db, 'cms_contents', CONTENT_COLUMNS, rows)`, in an order where parents come first. */
export function generateContents(random: () => number): unknown[][] {
  fakerIT.seed(300);
  const rows: unknown[][] = [];
  const guidesByCategory = new Map<string, string[]>();
  let next = FIRST_ID;
  // Guida precedes Faq in CONTENT_COUNTS, so an FAQ's parent guide is already generated.
  for (const [type, count] of Object.entries(CONTENT_COUNTS) as [ContentTypeName, number][]) {
    for (let i = 0; i < count; i++) {
      const id = String(next++);
      const category = pick(random, CATEGORIES);
      const catSlug = categorySlug(category);
      const subject = pick(random, category.subjects);
      const audience = pick(random, AUDIENCES);
      const published = DATE_FROM + Math.floor(random() * (DATE_TO - DATE_FROM));
      const year = new Date(published).getUTCFullYear();
      const title = random() < 0.015 ? null : fill(pick(random, TITLE_TEMPLATES[type]!), subject, audience, year);
      const abstract = random() < 0.04 ? null : fill(pick(random, ABSTRACT_TEMPLATES), subject, audience, year);
      const author = random() < 0.15 ? null : fakerIT.person.fullName();
      const slug = `${slugify(title ?? 'contenuto')}-${id}`;
      const occupations = random() < 0.5 ? [] : pickSome(random, OCCUPATIONS, 1, 3);
      const specializations = occupations.includes('Medico chirurgo') ? pickSome(random, SPECIALIZATIONS, 1, 2) : [];
      const tags = pickSome(random, INTERNAL_TAGS, 0, 1);
      if (category.label === 'Corsi e formazione') tags.push('Corsi e formazione');
      if (category.legal && random() < 0.4) tags.push(category.label === 'Assicurazioni e tutele' || category.label === 'Fisco e Tasse' ? 'servizi-assicurativi' : 'servizi-legali');
      const training = TRAINING.has(type);
      const linksCourse = training ? type !== 'Webinar' || random() < 0.5 : type === 'Articolo' && random() < 0.1;
      let parentId: string | null = null;
      if (type === 'Guida') guidesByCategory.set(catSlug, [...(guidesByCategory.get(catSlug) ?? []), id]);
      if (type === 'Faq' && random() < 0.6) parentId = pick(random, guidesByCategory.get(catSlug) ?? [null]);
      rows.push([
        id,
        parentId,
        type,
        slug,
        title,
        abstract,
        body(random, type, subject, audience),
        contentLink(type, catSlug, slug),
        random() < 0.05 ? null : `/media/cms/${slugify(type)}/${int(random, 1, 12)}.svg`,
        new Date(published).toISOString(),
        new Date(published + Math.floor(random() * 60) * DAY).toISOString(),
        new Date(published - int(random, 1, 72) * 3_600_000).toISOString(),
        catSlug,
        training ? (category.legal ? 'Legale' : pick(random, SERIES)) : null,
        TEACHING_MODEL[type] ?? null,
        occupations,
        specializations,
        occupations[0] ?? null,
        [...new Set(tags)],
        type === 'Modulo' && !!category.legal,
        type === 'Modulo' && !category.legal,
        type === 'Tool' && !!category.legal,
        type === 'Tool' && !category.legal,
        userActions(type),
        pickSome(random, category.topics, 1, 2).map(slugify),
        PLAYABLE.has(type) ? `/media/embed/${id}` : null,
        linksCourse,
        author,
        random() < (PREMIUM_RATE[type] ?? 0.1),
        linksCourse ? String(linkedCourse(type, int(random, 1, FAD_COURSE_IDS))) : null,
        [title, abstract, author].filter(Boolean).join(' ').toLowerCase(),
      ]);
    }
  }
  return rows;
}
