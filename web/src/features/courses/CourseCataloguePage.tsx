import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { Catalogue } from './catalogue/Catalogue';
import { CatalogueFilterOptionsQuery } from './catalogue/catalogueDocuments';
import { CourseNotFound } from './CourseNotFound';
import { seriesBySlug } from './seriesSlug';

/** Spec 2 §2 /corsi-ecm-fad: ECM catalogue with free text, series, teaching model and credit filters, paged by pagina. */
export function CourseCataloguePage() {
  return <Catalogue series={null} />;
}

/**
 * Spec 2 §2 /corsi-ecm-fad/collana/{name}: the catalogue of one series, found by its name
 * (any case; hyphens for spaces), with the other filters as on the catalogue.
 */
export function SeriesCataloguePage() {
  const { name = '' } = useParams();
  const options = useQuery(CatalogueFilterOptionsQuery);
  const series = seriesBySlug(options.data?.courseSeries ?? [], name);
  if (options.loading && !options.data) return <Spinner label="Caricamento della collana" />;
  if (!series) return <CourseNotFound />;
  return <Catalogue series={series} />;
}
