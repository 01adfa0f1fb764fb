import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { seriesSlug } from '../seriesSlug';

/** Spec 2 §2 sub-routes of the catalogue: e-books, Film Formazione, video clips. */
const LEARNING_AREAS = [
  { to: `${paths.courses}/ebook`, label: 'E-book' },
  { to: `${paths.courses}/film-formazione`, label: 'Film Formazione' },
  { to: `${paths.courses}/videoclip`, label: 'Video clip' },
];

/** The learning areas and the series pages (/corsi-ecm-fad/collana/{name}), one link each. */
export function AreaLinks({ series }: { series: { id: string; name: string }[] }) {
  return (
    <>
      <nav className="catalogue__series" aria-label="Aree della formazione">
        <h2>Esplora la formazione</h2>
        <ul>
          {LEARNING_AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{area.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {series.length > 0 ? (
        <nav className="catalogue__series" aria-label="Collane">
          <h2>Le collane</h2>
          <ul>
            {series.map((s) => (
              <li key={s.id}>
                <Link to={`${paths.courses}/collana/${seriesSlug(s.name)}`}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
