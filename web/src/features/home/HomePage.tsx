import { SITE_NAME, useDocumentTitle } from '../../lib/useDocumentTitle';
import { CoursesTeaser } from './CoursesTeaser';
import { FavouriteNewsSection, FAVOURITE_NEWS_ERROR } from './FavouriteNewsSection';
import { HeroBanners } from './HeroBanners';
import { LatestNewsSection, LATEST_NEWS_ERROR } from './LatestNewsSection';
import { LatestToolsSection, LATEST_TOOLS_ERROR } from './LatestToolsSection';
import { LatestProfessionalsSection, PROFESSIONALS_ERROR } from './LatestProfessionalsSection';
import { LazySection } from '../../components/LazySection';
import { MagazineTeaser } from './MagazineTeaser';
import { MostReadSection, MOST_READ_ERROR } from './MostReadSection';
import { NewsCarouselSection } from './NewsCarouselSection';
import './home.css';

const CAROUSEL_ERROR = 'Non è stato possibile caricare i contenuti. Riprova più tardi.';

/**
 * Home (spec 2 §2 'Home sections'). Every section loads once, when first scrolled into view,
 * and fails on its own.
 */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="home">
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      <LazySection label="In evidenza" minHeight={280} errorMessage="Non è stato possibile caricare i contenuti in evidenza.">
        <HeroBanners />
      </LazySection>
      <LazySection label="Ultime News e Approfondimenti" minHeight={600} errorMessage={LATEST_NEWS_ERROR}>
        <LatestNewsSection />
      </LazySection>
      <LazySection label="Le news per te" minHeight={600} errorMessage={FAVOURITE_NEWS_ERROR}>
        <FavouriteNewsSection />
      </LazySection>
      <LazySection label="Corsi ECM" minHeight={260} errorMessage="Non è stato possibile caricare i corsi ECM.">
        <CoursesTeaser />
      </LazySection>
      <LazySection label="Ultimi Tool e calcolatori" minHeight={380} errorMessage={LATEST_TOOLS_ERROR}>
        <LatestToolsSection />
      </LazySection>
      <LazySection label="Approfondimenti" minHeight={420} errorMessage={CAROUSEL_ERROR}>
        <NewsCarouselSection id="home-articles" title="Approfondimenti" contentTypes={['Articolo']} errorMessage={CAROUSEL_ERROR} />
      </LazySection>
      <LazySection label="Video e podcast" minHeight={420} errorMessage={CAROUSEL_ERROR}>
        <NewsCarouselSection id="home-media" title="Video e podcast" contentTypes={['Video', 'Podcast', 'Webinar']} errorMessage={CAROUSEL_ERROR} />
      </LazySection>
      <LazySection label="Dalle riviste del network" minHeight={360} errorMessage="Non è stato possibile caricare le riviste.">
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
      <LazySection label="I più letti" minHeight={260} errorMessage={MOST_READ_ERROR}>
        <MostReadSection />
      </LazySection>
      <LazySection label="I nuovi Professionisti entrati nel network" minHeight={240} errorMessage={PROFESSIONALS_ERROR}>
        <LatestProfessionalsSection />
      </LazySection>
    </div>
  );
}
