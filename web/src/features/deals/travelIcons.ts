import type { TravelIconName } from '../../gql/graphql';

/** Spec 3 §2 travel detail icons: a glyph (decorative) and the label read with the value. */
export const TRAVEL_ICONS: Record<TravelIconName, { glyph: string; label: string }> = {
  CRUISE: { glyph: '🚢', label: 'Crociera' },
  NIGHTS: { glyph: '🌙', label: 'Notti' },
  BOARD: { glyph: '🍽️', label: 'Trattamento' },
  SPA: { glyph: '💆', label: 'Spa' },
  BEACH_SERVICE: { glyph: '🏖️', label: 'Servizio spiaggia' },
  HOTEL_STARS: { glyph: '⭐', label: 'Categoria hotel' },
  FLIGHT: { glyph: '✈️', label: 'Volo' },
  WIFI: { glyph: '📶', label: 'Wi-Fi' },
  STRUCTURE_TYPE: { glyph: '🏨', label: 'Tipo di struttura' },
  TOUR_GUIDE: { glyph: '🧭', label: 'Guida turistica' },
};

/** The icons the page knows; an unknown name (a newer API) is logged and omitted (spec 3 §8). */
export function knownTravelIcons<T extends { name: string }>(icons: readonly T[]): (T & { glyph: string; label: string })[] {
  return icons.flatMap((icon) => {
    const known = TRAVEL_ICONS[icon.name as TravelIconName] as { glyph: string; label: string } | undefined;
    if (!known) {
      console.warn(`Icona sconosciuta '${icon.name}': omessa.`);
      return [];
    }
    return [{ ...icon, ...known }];
  });
}
