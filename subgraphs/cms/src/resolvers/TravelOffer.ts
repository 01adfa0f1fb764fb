/** Business-class travel (spec 3 §2/§3/§7): the listing with its two filters and the detail page. */
import type { CmsTravelDoc, CmsTravelIcon, CmsTravelItem } from '@club/contracts';
import { nullOn404, processLogger } from '@club/subgraph-kit';
import type { QueryResolvers, TravelDestination, TravelIcon, TravelIconName, TravelOffer, TravelOfferDetail, VacationType } from '../generated/resolvers-types';

/** Shown when an offer has no image (spec 3 §3 "image url (placeholder if missing)"). */
export const TRAVEL_IMAGE_PLACEHOLDER = '/media/cms/viaggi/segnaposto.svg';

const DESTINATIONS: Record<TravelDestination, 'Estero' | 'Italia'> = { ESTERO: 'Estero', ITALIA: 'Italia' };
const VACATION_TYPES: Record<VacationType, CmsTravelDoc['holidayType']> = {
  VIAGGI_E_TOUR_ORGANIZZATI: 'Viaggi e tour organizzati',
  MONTAGNA: 'Montagna',
  CROCIERA: 'Crociera',
  CITTA_E_CULTURA: 'Città e cultura',
  MARE: 'Mare',
};
const invert = <K extends string, V extends string>(o: Record<K, V>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [v, k])) as Record<V, K>;
const DESTINATION_OF = invert(DESTINATIONS);
const VACATION_TYPE_OF = invert(VACATION_TYPES);

/** The CMS's icon names (spec 3 §2) → the API's. */
const ICONS: Record<string, TravelIconName> = {
  cruise: 'CRUISE',
  nights: 'NIGHTS',
  board: 'BOARD',
  spa: 'SPA',
  beachService: 'BEACH_SERVICE',
  hotelStars: 'HOTEL_STARS',
  flight: 'FLIGHT',
  wifi: 'WIFI',
  structureType: 'STRUCTURE_TYPE',
  tourGuide: 'TOUR_GUIDE',
};

/**
 * Spec 3 §8 'Unknown icon name': logged, icon omitted. Only the icon: the entry stays as `UNKNOWN`
 * with its value, so what the CMS says about the trip is not lost; an unknown name without a value
 * has nothing left to show and is left out.
 */
export function knownIcons(icons: CmsTravelIcon[], path: string, log: (message: string) => void = (message) => processLogger().warn(message)): TravelIcon[] {
  return icons.flatMap((icon) => {
    const name = ICONS[icon.name];
    if (name) return [{ name, value: icon.value }];
    log(`Icona sconosciuta '${icon.name}' nel viaggio ${path}: omessa.`);
    return icon.value?.trim() ? [{ name: 'UNKNOWN' as const, value: icon.value }] : [];
  });
}

export const toTravelOffer = (doc: CmsTravelDoc): TravelOffer => ({
  path: doc.itemPath,
  title: doc.title,
  location: doc.location,
  destination: DESTINATION_OF[doc.destination],
  vacationType: VACATION_TYPE_OF[doc.holidayType],
  extract: doc.extract,
  imageUrl: doc.imageUrl ?? TRAVEL_IMAGE_PLACEHOLDER,
});

const toTravelDetail = (item: CmsTravelItem): TravelOfferDetail => ({
  path: item.itemPath,
  title: item.title,
  location: item.location,
  backgroundImageUrl: item.backgroundImage ?? TRAVEL_IMAGE_PLACEHOLDER,
  icons: knownIcons(item.icons, item.itemPath),
  description: item.description,
});

export const travelQueryFields: Pick<QueryResolvers, 'travelOffers' | 'travelOffer'> = {
  async travelOffers(_parent, { destination, vacationType }, { dataSources }) {
    const docs = await dataSources.deals.travelSearch(destination ? DESTINATIONS[destination] : null, vacationType ? VACATION_TYPES[vacationType] : null);
    return docs.map(toTravelOffer);
  },
  async travelOffer(_parent, { path }, { dataSources }) {
    const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
    if (!clean) return null;
    const item = await nullOn404(dataSources.deals.travelItem(clean));
    return item ? toTravelDetail(item) : null;
  },
};
