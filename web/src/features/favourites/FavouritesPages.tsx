import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { FavouritesList } from './FavouritesList';
import './favourites.css';

/** /profilo/le-mie-risorse: the favourite Modules and Tools (spec 2 §2). */
export function MyResourcesPage() {
  useDocumentTitle('Le mie Risorse');
  return (
    <div className="container favourites">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Profilo', to: paths.profile }, { label: 'Le mie Risorse' }]} />
      <h1>Le mie Risorse</h1>
      <FavouritesList kind="MODULI" title="Moduli" empty="Non hai ancora salvato nessun Modulo." />
      <FavouritesList kind="TOOLS" title="Tool e calcolatori" empty="Non hai ancora salvato nessun Tool." />
    </div>
  );
}

/** /profilo/la-mia-libreria: the favourite news and in-depth items (spec 2 §2). */
export function MyLibraryPage() {
  useDocumentTitle('La mia Libreria');
  return (
    <div className="container favourites">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Profilo', to: paths.profile }, { label: 'La mia Libreria' }]} />
      <h1>La mia Libreria</h1>
      <FavouritesList kind="NEWS" title="News e Approfondimenti" empty="Non hai ancora salvato nessun contenuto." />
    </div>
  );
}
