import type { TravelDestination, VacationType } from '../../gql/graphql';

/** Spec 3 §2/§4 business-class travel filters: each is 'Ovunque' (absent from the URL) or one option. */
export const ANYWHERE = 'Ovunque';

export const DESTINATION_PARAM = 'destinazione';
export const VACATION_TYPE_PARAM = 'tipo';

export const DESTINATION_OPTIONS: readonly { value: TravelDestination; slug: string; label: string }[] = [
  { value: 'ESTERO', slug: 'estero', label: 'Estero' },
  { value: 'ITALIA', slug: 'italia', label: 'Italia' },
];

export const VACATION_TYPE_OPTIONS: readonly { value: VacationType; slug: string; label: string }[] = [
  { value: 'VIAGGI_E_TOUR_ORGANIZZATI', slug: 'viaggi-e-tour-organizzati', label: 'Viaggi e tour organizzati' },
  { value: 'MONTAGNA', slug: 'montagna', label: 'Montagna' },
  { value: 'CROCIERA', slug: 'crociera', label: 'Crociera' },
  { value: 'CITTA_E_CULTURA', slug: 'citta-e-cultura', label: 'Città e cultura' },
  { value: 'MARE', slug: 'mare', label: 'Mare' },
];

/** The filters as slugs ('' = Ovunque). */
export interface TravelFilters {
  destination: string;
  vacationType: string;
}

export const NO_TRAVEL_FILTERS: TravelFilters = { destination: '', vacationType: '' };

/** The filters of the URL; an unknown value reads as Ovunque. */
export function travelFiltersFromSearch(params: URLSearchParams): TravelFilters {
  const destination = params.get(DESTINATION_PARAM) ?? '';
  const vacationType = params.get(VACATION_TYPE_PARAM) ?? '';
  return {
    destination: DESTINATION_OPTIONS.some((o) => o.slug === destination) ? destination : '',
    vacationType: VACATION_TYPE_OPTIONS.some((o) => o.slug === vacationType) ? vacationType : '',
  };
}

/** The URL search of the filters (Ovunque leaves the parameter out). */
export function travelSearchOf(filters: TravelFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.destination) params.set(DESTINATION_PARAM, filters.destination);
  if (filters.vacationType) params.set(VACATION_TYPE_PARAM, filters.vacationType);
  return params;
}

export function travelVariables(filters: TravelFilters): { destination: TravelDestination | null; vacationType: VacationType | null } {
  return {
    destination: DESTINATION_OPTIONS.find((o) => o.slug === filters.destination)?.value ?? null,
    vacationType: VACATION_TYPE_OPTIONS.find((o) => o.slug === filters.vacationType)?.value ?? null,
  };
}

export const hasTravelFilters = (filters: TravelFilters) => Boolean(filters.destination || filters.vacationType);

export const destinationLabel = (value: TravelDestination) => DESTINATION_OPTIONS.find((o) => o.value === value)?.label ?? value;
export const vacationTypeLabel = (value: VacationType) => VACATION_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
