import { usePageHead } from '../../lib/pageHead';
import { organization } from '../../lib/structuredData';
import { SITE_NAME, useDocumentTitle } from '../../lib/useDocumentTitle';
import { CoursesTeaser } from './CoursesTeaser';
import { FavouriteNewsSection, FAVOURITE_NEWS_ERROR } from './FavouriteNewsSection';
import { HeroBanners } from './HeroBanners';
import { HomeRewardsTeaser } from './HomeRewardsTeaser';
import { LatestNewsSection, LATEST_NEWS_ERROR } from './LatestNewsSection';
import { LatestToolsSection, LATEST_TOOLS_ERROR } from './LatestToolsSection';
import { LatestProfessionalsSection, PROFESSIONALS_ERROR } from './LatestProfessionalsSection';
import { LazySection, type SectionReserve } from '../../components/LazySection';
import { MagazineTeaser } from './MagazineTeaser';
import { MostReadSection, MOST_READ_ERROR } from './MostReadSection';
import { NewsCarouselSection } from './NewsCarouselSection';
import { CmsComponent, CMS_COMPONENT_ERROR, isCmsBlock, usePageComponents, type PageComponentData, type PageComponentOf } from '../page-components';
import './home.css';

/**
 * Space each home section keeps until its content is laid out: its real height with the demo
 * content (px at 412, 768 and 1350 px wide, a visitor), so that a section arriving moves nothing.
 */
export const HOME_RESERVES = {
  hero: { base: 537, md: 405, lg: 389 },
  latestNews: { base: 2696, md: 1342, lg: 953 },
  favouriteNews: { base: 3080, md: 1568, lg: 1092 },
  courses: { base: 612, md: 491, lg: 362 },
  tools: { base: 594, md: 555, lg: 556 },
  articles: { base: 585, md: 577, lg: 588 },
  media: { base: 563, md: 555, lg: 566 },
  magazines: { base: 2814, md: 2368, lg: 1236 },
  mostRead: { base: 353, md: 262, lg: 262 },
  professionals: { base: 700, md: 367, lg: 228 },
} satisfies Record<string, SectionReserve>;

const CAROUSEL_ERROR = 'Non è stato possibile caricare i contenuti. Riprova più tardi.';

type HomeSection = PageComponentOf<'PageSection'>;

const homeSection = (id: string, name: HomeSection['name'], extra: Partial<Pick<HomeSection, 'title' | 'contentTypes' | 'magazines'>> = {}): HomeSection => ({
  __typename: 'PageSection',
  id,
  name,
  title: extra.title ?? null,
  contentTypes: extra.contentTypes ?? [],
  magazines: extra.magazines ?? [],
});

/**
 * The home's sections until the CMS's list arrives, and when the CMS cannot give it: the order the
 * CMS places them in with the demo content (upstream seed-components.ts), with the same ids, so a
 * section already on the page stays mounted when the list arrives.
 */
export const DEFAULT_HOME_COMPONENTS: readonly PageComponentData[] = [
  homeSection('home-hero', 'HERO_BANNERS'),
  homeSection('home-latest-news', 'LATEST_NEWS'),
  homeSection('home-favourite-news', 'FAVOURITE_NEWS'),
  homeSection('home-courses', 'COURSES_TEASER'),
  homeSection('home-tools', 'LATEST_TOOLS'),
  homeSection('home-articles', 'NEWS_CAROUSEL', { title: 'Approfondimenti', contentTypes: ['Articolo'] }),
  homeSection('home-media', 'NEWS_CAROUSEL', { title: 'Video e podcast', contentTypes: ['Video', 'Podcast', 'Webinar'] }),
  homeSection('home-magazines', 'MAGAZINES', { title: 'Dalle riviste del network', magazines: ['MedicalMagazine', 'QuotidianoSanita'] }),
  homeSection('home-rewards', 'REWARDS_TEASER'),
  homeSection('home-most-read', 'MOST_READ'),
  homeSection('home-professionals', 'LATEST_PROFESSIONALS'),
];

/**
 * Home (spec 2 §2 'Home sections'), assembled from the CMS's list of the home's components (spec 1
 * §1): the portal's own sections where the list places them, any other CMS component (info boxes,
 * grids, download banners, lead forms) in between. Every section loads once, when first scrolled
 * into view (the hero, always at the top, with the page), and fails on its own. The list is asked
 * with the page, beside the hero's banners, never before them: until it arrives (or when the CMS
 * fails) the sections stand in their usual order.
 */
export function HomePage() {
  useDocumentTitle(null);
  // The club, for search engines (JSON-LD of the server-rendered home).
  usePageHead({ structuredData: organization });
  const { components } = usePageComponents('home');
  return (
    <div className="home">
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      {(components ?? DEFAULT_HOME_COMPONENTS).map((component) =>
        isCmsBlock(component) ? (
          <LazySection key={component.id} label={component.__typename} minHeight={0} errorMessage={CMS_COMPONENT_ERROR}>
            <div className="container">
              <CmsComponent component={component} />
            </div>
          </LazySection>
        ) : (
          <HomeSectionOf key={component.id} section={component} />
        ),
      )}
    </div>
  );
}

/** One of the home's own sections, as the CMS's list places it. */
function HomeSectionOf({ section }: { section: HomeSection }) {
  switch (section.name) {
    case 'HERO_BANNERS':
      // At the top: the hero (the page's largest paint) asks for its banners with the page's first render.
      return (
        <LazySection label="In evidenza" atTop minHeight={HOME_RESERVES.hero} errorMessage="Non è stato possibile caricare i contenuti in evidenza.">
          <HeroBanners />
        </LazySection>
      );
    case 'LATEST_NEWS':
      return (
        <LazySection label="Ultime News e Approfondimenti" minHeight={HOME_RESERVES.latestNews} errorMessage={LATEST_NEWS_ERROR}>
          <LatestNewsSection />
        </LazySection>
      );
    case 'FAVOURITE_NEWS':
      return (
        <LazySection label="Le news per te" minHeight={HOME_RESERVES.favouriteNews} errorMessage={FAVOURITE_NEWS_ERROR}>
          <FavouriteNewsSection />
        </LazySection>
      );
    case 'COURSES_TEASER':
      return (
        <LazySection label="Corsi ECM" minHeight={HOME_RESERVES.courses} errorMessage="Non è stato possibile caricare i corsi ECM.">
          <CoursesTeaser />
        </LazySection>
      );
    case 'LATEST_TOOLS':
      return (
        <LazySection label="Ultimi Tool e calcolatori" minHeight={HOME_RESERVES.tools} errorMessage={LATEST_TOOLS_ERROR}>
          <LatestToolsSection />
        </LazySection>
      );
    case 'NEWS_CAROUSEL': {
      const title = section.title ?? 'Approfondimenti';
      return (
        <LazySection label={title} minHeight={section.contentTypes.includes('Articolo') ? HOME_RESERVES.articles : HOME_RESERVES.media} errorMessage={CAROUSEL_ERROR}>
          <NewsCarouselSection id={section.id} title={title} contentTypes={section.contentTypes} errorMessage={CAROUSEL_ERROR} />
        </LazySection>
      );
    }
    case 'MAGAZINES': {
      const title = section.title ?? 'Dalle riviste del network';
      return (
        <LazySection label={title} minHeight={HOME_RESERVES.magazines} errorMessage="Non è stato possibile caricare le riviste.">
          <section className="section" aria-labelledby={section.id}>
            <div className="container">
              <h2 id={section.id}>{title}</h2>
              <div className="magazine-teasers">
                {section.magazines.map((magazine) => (
                  <MagazineTeaser key={magazine} magazine={magazine} />
                ))}
              </div>
            </div>
          </section>
        </LazySection>
      );
    }
    case 'REWARDS_TEASER':
      return <HomeRewardsTeaser />;
    case 'MOST_READ':
      return (
        <LazySection label="I più letti" minHeight={HOME_RESERVES.mostRead} errorMessage={MOST_READ_ERROR}>
          <MostReadSection />
        </LazySection>
      );
    case 'LATEST_PROFESSIONALS':
      return (
        <LazySection label="I nuovi Professionisti entrati nel network" minHeight={HOME_RESERVES.professionals} errorMessage={PROFESSIONALS_ERROR}>
          <LatestProfessionalsSection />
        </LazySection>
      );
  }
}
