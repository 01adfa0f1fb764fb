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

/**
 * Home (spec 2 §2 'Home sections'). Every section loads once, when first scrolled into view (the
 * hero, always at the top, with the page), and fails on its own.
 */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="home">
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      {/* At the top: the hero (the page's largest paint) asks for its banners with the page's first render. */}
      <LazySection label="In evidenza" atTop minHeight={HOME_RESERVES.hero} errorMessage="Non è stato possibile caricare i contenuti in evidenza.">
        <HeroBanners />
      </LazySection>
      <LazySection label="Ultime News e Approfondimenti" minHeight={HOME_RESERVES.latestNews} errorMessage={LATEST_NEWS_ERROR}>
        <LatestNewsSection />
      </LazySection>
      <LazySection label="Le news per te" minHeight={HOME_RESERVES.favouriteNews} errorMessage={FAVOURITE_NEWS_ERROR}>
        <FavouriteNewsSection />
      </LazySection>
      <LazySection label="Corsi ECM" minHeight={HOME_RESERVES.courses} errorMessage="Non è stato possibile caricare i corsi ECM.">
        <CoursesTeaser />
      </LazySection>
      <LazySection label="Ultimi Tool e calcolatori" minHeight={HOME_RESERVES.tools} errorMessage={LATEST_TOOLS_ERROR}>
        <LatestToolsSection />
      </LazySection>
      <LazySection label="Approfondimenti" minHeight={HOME_RESERVES.articles} errorMessage={CAROUSEL_ERROR}>
        <NewsCarouselSection id="home-articles" title="Approfondimenti" contentTypes={['Articolo']} errorMessage={CAROUSEL_ERROR} />
      </LazySection>
      <LazySection label="Video e podcast" minHeight={HOME_RESERVES.media} errorMessage={CAROUSEL_ERROR}>
        <NewsCarouselSection id="home-media" title="Video e podcast" contentTypes={['Video', 'Podcast', 'Webinar']} errorMessage={CAROUSEL_ERROR} />
      </LazySection>
      <LazySection label="Dalle riviste del network" minHeight={HOME_RESERVES.magazines} errorMessage="Non è stato possibile caricare le riviste.">
        <section className="section" aria-labelledby="home-magazines">
          <div className="container">
            <h2 id="home-magazines">Dalle riviste del network</h2>
            <div className="magazine-teasers">
              <MagazineTeaser magazine="MedicalMagazine" />
              <MagazineTeaser magazine="QuotidianoSanita" />
            </div>
          </div>
        </section>
      </LazySection>
      <HomeRewardsTeaser />
      <LazySection label="I più letti" minHeight={HOME_RESERVES.mostRead} errorMessage={MOST_READ_ERROR}>
        <MostReadSection />
      </LazySection>
      <LazySection label="I nuovi Professionisti entrati nel network" minHeight={HOME_RESERVES.professionals} errorMessage={PROFESSIONALS_ERROR}>
        <LatestProfessionalsSection />
      </LazySection>
    </div>
  );
}
