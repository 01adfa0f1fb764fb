import type { TravelIconName } from '../../gql/graphql';

type KnownIconName = Exclude<TravelIconName, 'UNKNOWN'>;

/** Spec 3 §2 travel detail icons: a glyph (decorative) and the label read with the value. */
export const TRAVEL_ICONS: Record<KnownIconName, { glyph: string; label: string }> = {
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

/** The label of an entry whose icon is not known: read by screen readers only, the value says the rest. */
export const UNKNOWN_ICON_LABEL = 'Altra caratteristica';

export type TravelIconEntry<T> = T & { glyph: string | null; label: string; labelHidden: boolean };

/**
 * The icons' entries as the page shows them. An unknown name (the server's `UNKNOWN`, or a newer
 * API's name this client does not know) is logged and its icon omitted (spec 3 §8), no default
 * icon: the entry stays with its value; one without a value has nothing to show and is left out.
 */
export function knownTravelIcons<T extends { name: string; value?: string | null }>(icons: readonly T[]): TravelIconEntry<T>[] {
  return icons.flatMap((icon): TravelIconEntry<T>[] => {
    const known = TRAVEL_ICONS[icon.name as KnownIconName] as { glyph: string; label: string } | undefined;
    if (known) return [{ ...icon, ...known, labelHidden: false }];
    console.warn(`Icona sconosciuta '${icon.name}': omessa.`);
    return icon.value?.trim() ? [{ ...icon, glyph: null, label: UNKNOWN_ICON_LABEL, labelHidden: true }] : [];
  });
}
