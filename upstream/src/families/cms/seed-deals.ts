import { CMS_TRAVEL_DESTINATIONS, CMS_TRAVEL_VACATION_TYPES } from '@club/contracts';
import type { Db } from '../../db';
import { insertMany } from '../../db';
import { int, pick } from '../../random';
import { slugify } from './slug';

/** Tables of the partner deals the CMS runs (spec 3 §2/§3): travel offers, rental offers, light-and-gas offers. */
export const DEALS_MIGRATION_SQL = `
  CREATE TABLE IF NOT EXISTS cms_travel_items (
    item_path text PRIMARY KEY,
    destination text NOT NULL,
    holiday_type text NOT NULL,
    location text NOT NULL,
    title text NOT NULL,
    extract text,
    image_url text,
    background_image text,
    icons jsonb NOT NULL DEFAULT '[]',
    description text,
    sort int NOT NULL
  );
  CREATE INDEX IF NOT EXISTS cms_travel_items_filter_idx ON cms_travel_items (destination, holiday_type, sort);

  CREATE TABLE IF NOT EXISTS cms_rental_offers (
    id text PRIMARY KEY,
    sort int NOT NULL,
    image text,
    advance numeric NOT NULL,
    max_km int NOT NULL,
    max_time int NOT NULL,
    brand text NOT NULL,
    model text NOT NULL,
    cost numeric NOT NULL,
    average_consumption text,
    horse_power int,
    co2 text,
    transmission text,
    cc int,
    traction text,
    fuel_type text,
    doors int
  );

  CREATE TABLE IF NOT EXISTS cms_energy_offers (
    id text PRIMARY KEY,
    sort int NOT NULL,
    kind text NOT NULL CHECK (kind IN ('Gas', 'Luce')),
    title text NOT NULL,
    description text,
    features jsonb NOT NULL DEFAULT '[]',
    conditions_file text
  );
`;

/** Travel offers per destination and vacation type (10 combinations × TRAVEL_PER_COMBINATION). */
export const TRAVEL_PER_COMBINATION = 6;

const PLACES: Record<(typeof CMS_TRAVEL_DESTINATIONS)[number], Record<(typeof CMS_TRAVEL_VACATION_TYPES)[number], string[]>> = {
  Italia: {
    'Viaggi e tour organizzati': ['Toscana', 'Sicilia', 'Puglia', 'Umbria', 'Langhe', 'Costiera Amalfitana'],
    Montagna: ['Cortina d’Ampezzo', 'Val Gardena', 'Courmayeur', 'Madonna di Campiglio', 'Livigno', 'Bormio'],
    Crociera: ['Isole Eolie', 'Arcipelago della Maddalena', 'Lago di Garda', 'Laguna di Venezia', 'Isole Egadi', 'Golfo di Napoli'],
    'Città e cultura': ['Roma', 'Firenze', 'Venezia', 'Napoli', 'Torino', 'Matera'],
    Mare: ['Sardegna', 'Salento', 'Cinque Terre', 'Capri', 'Tropea', 'Elba'],
  },
  Estero: {
    'Viaggi e tour organizzati': ['Giappone', 'Perù', 'Islanda', 'Marocco', 'Vietnam', 'Sudafrica'],
    Montagna: ['Zermatt', 'Chamonix', 'Innsbruck', 'St. Moritz', 'Banff', 'Kitzbühel'],
    Crociera: ['Fiordi norvegesi', 'Caraibi', 'Isole greche', 'Mar Baltico', 'Polinesia', 'Alaska'],
    'Città e cultura': ['Parigi', 'Londra', 'New York', 'Vienna', 'Praga', 'Lisbona'],
    Mare: ['Maldive', 'Mauritius', 'Seychelles', 'Zanzibar', 'Bali', 'Formentera'],
  },
};

const BOARDS = ['Pensione completa', 'Mezza pensione', 'Colazione inclusa', 'All inclusive'];
const STRUCTURES = ['Hotel', 'Resort', 'Villaggio', 'Nave', 'Boutique hotel'];

/** The icons of one offer: a subset of the ten known names (spec 3 §2); every seventh offer also carries an unknown one. */
function travelIcons(random: () => number, type: string, n: number): { name: string; value: string | null }[] {
  const icons: { name: string; value: string | null }[] = [];
  if (type === 'Crociera') icons.push({ name: 'cruise', value: 'Crociera' });
  icons.push({ name: 'nights', value: `${int(random, 3, 12)} notti` });
  icons.push({ name: 'board', value: pick(random, BOARDS) });
  if (random() < 0.4) icons.push({ name: 'spa', value: 'Spa' });
  if (type === 'Mare') icons.push({ name: 'beachService', value: 'Servizio spiaggia' });
  if (type !== 'Crociera') icons.push({ name: 'hotelStars', value: `${int(random, 3, 5)} stelle` });
  if (random() < 0.6) icons.push({ name: 'flight', value: 'Volo incluso' });
  if (random() < 0.7) icons.push({ name: 'wifi', value: 'Wi-Fi gratuito' });
  icons.push({ name: 'structureType', value: type === 'Crociera' ? 'Nave' : pick(random, STRUCTURES) });
  if (type === 'Viaggi e tour organizzati') icons.push({ name: 'tourGuide', value: 'Guida turistica' });
  if (n % 7 === 3) icons.push({ name: 'teletrasporto', value: 'Sconosciuto' });
  return icons;
}

function travelRows(random: () => number): unknown[][] {
  const rows: unknown[][] = [];
  let n = 0;
  for (const destination of CMS_TRAVEL_DESTINATIONS) {
    for (const type of CMS_TRAVEL_VACATION_TYPES) {
      for (const location of PLACES[destination][type].slice(0, TRAVEL_PER_COMBINATION)) {
        n++;
        const title = `${type === 'Crociera' ? 'Crociera' : 'Soggiorno'}: ${location}`;
        const path = `/servizi/convenzioni/business-class-viaggi/${slugify(`${location}-${n}`)}`;
        // Every fifth offer has no image: the listing shows the placeholder.
        const image = n % 5 === 0 ? null : `/media/cms/viaggi/${slugify(location)}.svg`;
        const description = `<p>Un viaggio in ${location} pensato per i professionisti sanitari del Club, con il 10% di sconto sulle attrazioni.</p><ul><li>Assistenza dedicata prima e durante il viaggio</li><li>Cancellazione flessibile</li></ul>`;
        rows.push([path, destination, type, location, title, `Scopri ${location} con Business Class Viaggi: offerta riservata agli iscritti.`, image, image, JSON.stringify(travelIcons(random, type, n)), description, n]);
      }
    }
  }
  return rows;
}

const CARS: [string, string, string, string, number, number][] = [
  ['Fiat', '500 Hybrid', 'Ibrida', 'Manuale', 70, 999],
  ['Volkswagen', 'Golf 1.5 eTSI', 'Benzina', 'Automatico', 150, 1498],
  ['Toyota', 'Yaris Cross', 'Ibrida', 'Automatico', 116, 1490],
  ['Peugeot', '2008 BlueHDi', 'Diesel', 'Manuale', 130, 1499],
  ['Jeep', 'Compass 4xe', 'Ibrida plug-in', 'Automatico', 240, 1332],
  ['Tesla', 'Model 3', 'Elettrica', 'Automatico', 283, 0],
  ['Audi', 'A3 Sportback', 'Benzina', 'Automatico', 150, 1498],
  ['Renault', 'Clio E-Tech', 'Ibrida', 'Automatico', 145, 1598],
];

function rentalRows(random: () => number): unknown[][] {
  return CARS.map(([brand, model, fuel, transmission, hp, cc], i) => [
    `rent-${i + 1}`,
    i,
    `/media/cms/noleggio/${slugify(`${brand}-${model}`)}.svg`,
    pick(random, [0, 1500, 2500, 3000, 5000]),
    pick(random, [10_000, 15_000, 20_000, 30_000]),
    pick(random, [24, 36, 48]),
    brand,
    model,
    int(random, 249, 649),
    fuel === 'Elettrica' ? '14,9 kWh/100 km' : `${int(random, 38, 65) / 10} l/100 km`.replace('.', ','),
    hp,
    fuel === 'Elettrica' ? '0 g/km' : `${int(random, 95, 160)} g/km`,
    transmission,
    cc || null,
    brand === 'Jeep' ? 'Integrale' : 'Anteriore',
    fuel,
    brand === 'Tesla' ? 4 : 5,
  ]);
}

const ENERGY: [string, 'Gas' | 'Luce', string, { text: string; tooltip: string | null }[]][] = [
  ['luce-fissa', 'Luce', 'Luce Prezzo Fisso Club', [
    { text: 'Prezzo della componente energia bloccato per 12 mesi', tooltip: 'Il prezzo non cambia per 12 mesi dalla data di attivazione della fornitura.' },
    { text: 'Energia 100% da fonti rinnovabili', tooltip: 'Certificata con Garanzie di Origine.' },
    { text: 'Nessun costo di attivazione', tooltip: null },
  ]],
  ['luce-indicizzata', 'Luce', 'Luce Indicizzata Club', [
    { text: 'Prezzo legato al PUN mensile più uno spread ridotto', tooltip: 'Il PUN è il Prezzo Unico Nazionale dell’energia elettrica, pubblicato dal GME.' },
    { text: 'Bolletta digitale e domiciliazione', tooltip: null },
  ]],
  ['gas-fisso', 'Gas', 'Gas Prezzo Fisso Club', [
    { text: 'Prezzo della materia prima bloccato per 12 mesi', tooltip: 'Il prezzo non cambia per 12 mesi dalla data di attivazione della fornitura.' },
    { text: 'Compensazione delle emissioni di CO2', tooltip: 'Le emissioni legate al consumo di gas sono compensate con progetti certificati.' },
    { text: 'Nessun deposito cauzionale con domiciliazione', tooltip: null },
  ]],
  ['gas-indicizzato', 'Gas', 'Gas Indicizzato Club', [
    { text: 'Prezzo legato al PSV mensile più uno spread ridotto', tooltip: 'Il PSV è il Punto di Scambio Virtuale, il prezzo all’ingrosso del gas in Italia.' },
    { text: 'Assistenza clienti dedicata agli iscritti', tooltip: null },
  ]],
];

/** Title of a light-and-gas conditions document by its file name (the PDF route prints it). */
export function energyConditionsTitle(file: string): string | null {
  const offer = ENERGY.find(([id]) => `${id}.pdf` === file);
  return offer ? `Condizioni tecnico-economiche: ${offer[2]}` : null;
}

export async function seedDeals(db: Db, random: () => number): Promise<void> {
  await insertMany(db, 'cms_travel_items', ['item_path', 'destination', 'holiday_type', 'location', 'title', 'extract', 'image_url', 'background_image', 'icons', 'description', 'sort'], travelRows(random));
  await insertMany(
    db,
    'cms_rental_offers',
    ['id', 'sort', 'image', 'advance', 'max_km', 'max_time', 'brand', 'model', 'cost', 'average_consumption', 'horse_power', 'co2', 'transmission', 'cc', 'traction', 'fuel_type', 'doors'],
    rentalRows(random),
  );
  await insertMany(
    db,
    'cms_energy_offers',
    ['id', 'sort', 'kind', 'title', 'description', 'features', 'conditions_file'],
    ENERGY.map(([id, kind, title, features], i) => [id, i, kind, title, `Offerta ${kind.toLowerCase()} riservata agli iscritti del Club.`, JSON.stringify(features), `${id}.pdf`]),
  );
}
