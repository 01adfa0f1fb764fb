import { SITE_NAME, useDocumentTitle } from '../../lib/useDocumentTitle';
import { CoursesTeaser } from './CoursesTeaser';
import { HeroBanners } from './HeroBanners';
import { LatestNewsSection, LATEST_NEWS_ERROR } from './LatestNewsSection';
import { LazySection } from './LazySection';
import './home.css';

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
      <LazySection label="Corsi ECM" minHeight={260} errorMessage="Non è stato possibile caricare i corsi ECM.">
        <CoursesTeaser />
      </LazySection>
    </div>
  );
}
