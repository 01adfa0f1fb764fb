import { LazySection } from '../../components/LazySection';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LeadForm } from './index';
import { PharmacareList } from './PharmacareList';
import { HOME_CARE_FORM_TYPE } from './supportHours';
import './leads.css';

/** Spec 3 §1 marketing claim and the advantages of the home-care service (PharmaCare). */
export const HOME_CARE_ADVANTAGES = [
  { title: '100% del compenso', text: 'Il compenso delle prestazioni resta interamente al professionista.' },
  { title: 'Nuovi pazienti', text: 'Le farmacie del circuito ti segnalano i pazienti che hanno bisogno di assistenza a domicilio.' },
  { title: 'Visibilità', text: 'La tua scheda professionale compare tra i professionisti Pharmacare del network.' },
  { title: 'Flessibilità', text: 'Scegli tu zone e orari in cui offrire le tue prestazioni.' },
] as const;

/** Spec 3 §2 /professionisti-sanitari/assistenza-domiciliare: advantages, the info form and the Pharmacare professionals. */
export function HomeCarePage() {
  useDocumentTitle('Assistenza domiciliare');
  return (
    <div className="container home-care-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Professionisti sanitari', to: paths.professionals }, { label: 'Assistenza domiciliare' }]} />
      <header className="service-hero">
        <h1>Assistenza domiciliare PharmaCare</h1>
        <p>Offri le tue prestazioni a domicilio ai pazienti delle farmacie del circuito PharmaCare.</p>
      </header>
      <section aria-labelledby="home-care-advantages">
        <h2 id="home-care-advantages">I vantaggi</h2>
        <ul className="home-care-advantages">
          {HOME_CARE_ADVANTAGES.map((a) => (
            <li key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <LeadForm formType={HOME_CARE_FORM_TYPE} variant="homeCare" title="Richiedi informazioni" id="home-care-form" />
      <section aria-labelledby="home-care-professionals" className="home-care-professionals">
        <h2 id="home-care-professionals">I professionisti Pharmacare</h2>
        <LazySection label="pharmacare" minHeight={{ base: 900, md: 480, lg: 320 }} errorMessage="Elenco dei professionisti non disponibile.">
          <PharmacareList />
        </LazySection>
      </section>
    </div>
  );
}
