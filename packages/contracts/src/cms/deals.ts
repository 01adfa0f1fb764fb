/**
 * Partner deals run by the CMS (spec 3 §2, §3, §7): the business-class travel search and its
 * detail pages, the rental partner's offers and the light-and-gas offers with their conditions
 * document. Public: every viewer gets the same answer.
 */
import { z } from 'zod';
import { route } from '../route';

/** Spec 3 §2 travel filter 'Destinazione' options, as the CMS spells them. */
export const CMS_TRAVEL_DESTINATIONS = ['Estero', 'Italia'] as const;
/** Spec 3 §2 travel filter 'Tipo di vacanza' options, as the CMS spells them. */
export const CMS_TRAVEL_VACATION_TYPES = ['Viaggi e tour organizzati', 'Montagna', 'Crociera', 'Città e cultura', 'Mare'] as const;

export const cmsTravelDestination = z.enum(CMS_TRAVEL_DESTINATIONS);
export const cmsTravelVacationType = z.enum(CMS_TRAVEL_VACATION_TYPES);

/** A travel search document (spec 3 §3 'Travel search document'). */
export const cmsTravelDoc = z.object({
  destination: cmsTravelDestination,
  holidayType: cmsTravelVacationType,
  location: z.string(),
  title: z.string(),
  /** Path of the item's detail page on the portal. */
  itemPath: z.string(),
  extract: z.string().nullable(),
  /** Sent as null when the item has no image: the subgraph puts the placeholder in. */
  imageUrl: z.string().nullable(),
});
export type CmsTravelDoc = z.infer<typeof cmsTravelDoc>;

/** One icon of a travel detail: its name (an open string: the CMS may send names the portal does not know) and its value. */
export const cmsTravelIcon = z.object({ name: z.string(), value: z.string().nullable() });
export type CmsTravelIcon = z.infer<typeof cmsTravelIcon>;

export const cmsTravelItem = z.object({
  itemPath: z.string(),
  title: z.string(),
  location: z.string(),
  backgroundImage: z.string().nullable(),
  icons: z.array(cmsTravelIcon),
  /** Rich text (HTML). */
  description: z.string().nullable(),
});
export type CmsTravelItem = z.infer<typeof cmsTravelItem>;

/** Spec 3 §3 'Rental offer', field names as the CMS sends them. */
export const cmsRentalOffer = z.object({
  Id: z.string(),
  Image: z.string().nullable(),
  /** Advance payment, euro. */
  Advance: z.number(),
  /** Kilometres per year. */
  'Max KM': z.number().int(),
  /** Months. */
  'Max Time': z.number().int(),
  Brand: z.string(),
  Model: z.string(),
  /** Monthly fee, euro, VAT excluded. */
  Cost: z.number(),
  'Average Consumption': z.string().nullable(),
  'Horse Power': z.number().int().nullable(),
  CO2: z.string().nullable(),
  Transmission: z.string().nullable(),
  CC: z.number().int().nullable(),
  Traction: z.string().nullable(),
  'Fuel Type': z.string().nullable(),
  Doors: z.number().int().nullable(),
});
export type CmsRentalOffer = z.infer<typeof cmsRentalOffer>;

/** A light-and-gas offer (spec 3 §2): Gas or Luce, its features with optional tooltips and the conditions document. */
export const cmsEnergyOffer = z.object({
  id: z.string(),
  kind: z.enum(['Gas', 'Luce']),
  title: z.string(),
  description: z.string().nullable(),
  features: z.array(z.object({ text: z.string(), tooltip: z.string().nullable() })),
  /** Site-relative path of the technical-economic conditions PDF (served from the media library). */
  conditionsUrl: z.string().nullable(),
});
export type CmsEnergyOffer = z.infer<typeof cmsEnergyOffer>;

export const cmsDealRoutes = {
  travelSearch: route({
    family: 'cms',
    method: 'POST',
    path: '/CMS/Search/TravelBodyContent/Ungrouped',
    sharing: 'everyone',
    summary: 'Business-class travel offers by destination and vacation type (both optional: any)',
    auth: 'none',
    body: z.object({
      destination: cmsTravelDestination.nullable().optional(),
      vacationType: cmsTravelVacationType.nullable().optional(),
      criteria: z.object({
        offset: z.number().int().min(0).default(0),
        rows: z.number().int().min(1).max(999).default(999),
        orderCriteria: z.array(z.object({ field: z.string(), direction: z.enum(['asc', 'desc']) })).default([]),
      }),
    }),
    response: z.object({ docs: z.array(cmsTravelDoc), matches: z.number().int() }),
    errors: { 400: 'Malformed body or unknown filter value' },
  }),
  travelItem: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Viaggi/PerPath',
    sharing: 'everyone',
    summary: 'One travel offer by its portal path, with its icons and description',
    auth: 'none',
    query: z.object({ path: z.string().min(1, 'Il percorso è obbligatorio.') }),
    response: cmsTravelItem,
    errors: { 400: 'Missing path', 404: 'Unknown travel offer' },
  }),
  rentalOffers: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Convenzioni/Noleggio/Offerte',
    sharing: 'everyone',
    summary: "The rental partner's long-term rental offers",
    auth: 'none',
    response: z.array(cmsRentalOffer),
  }),
  energyOffers: route({
    family: 'cms',
    method: 'GET',
    path: '/CMS/Convenzioni/LuceGas/Offerte',
    sharing: 'everyone',
    summary: 'The light-and-gas partner offers with their conditions document',
    auth: 'none',
    response: z.array(cmsEnergyOffer),
  }),
};
