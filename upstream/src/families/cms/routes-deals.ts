import PDFDocument from 'pdfkit';
import { contentDisposition } from '@club/wire/content-disposition';
import { cmsContracts, type CmsTravelIcon, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { pictureSvg } from './routes-media';
import { energyConditionsTitle } from './seed-deals';
import { parseOr400 } from './validate';

interface TravelRow {
  item_path: string;
  destination: 'Estero' | 'Italia';
  holiday_type: PayloadOf<typeof cmsContracts.travelSearch>['docs'][number]['holidayType'];
  location: string;
  title: string;
  extract: string | null;
  image_url: string | null;
  background_image: string | null;
  icons: CmsTravelIcon[] | string;
  description: string | null;
}

interface RentalRow {
  id: string;
  image: string | null;
  advance: string | number;
  max_km: number;
  max_time: number;
  brand: string;
  model: string;
  cost: string | number;
  average_consumption: string | null;
  horse_power: number | null;
  co2: string | null;
  transmission: string | null;
  cc: number | null;
  traction: string | null;
  fuel_type: string | null;
  doors: number | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Sortable columns of the travel search's orderCriteria. */
const TRAVEL_ORDER_FIELDS: Record<string, string> = { title: 'title', location: 'location', sort: 'sort' };

/** A conditions document: a short, uncompressed PDF with the offer's name (the CMS's document library in the demo). */
function conditionsPdf(title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title);
    doc.moveDown().fontSize(11).text('Condizioni economiche e tecniche di fornitura riservate agli iscritti del Club. Documento dimostrativo.');
    doc.end();
  });
}

/** Partner deals run by the CMS (spec 3 §2/§3/§7): travel search and detail, rental offers, light-and-gas offers and their conditions. Public. */
export function registerDealRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/CMS/Search/TravelBodyContent/Ungrouped', async (req, reply) => {
    const body = await parseOr400(cmsContracts.travelSearch.body, req.body, reply);
    if (!body) return reply;
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (body.destination) conditions.push(`destination = $${params.push(body.destination)}`);
    if (body.vacationType) conditions.push(`holiday_type = $${params.push(body.vacationType)}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = [...body.criteria.orderCriteria.filter((o) => TRAVEL_ORDER_FIELDS[o.field]).map((o) => `${TRAVEL_ORDER_FIELDS[o.field]} ${o.direction}`), 'sort'].join(', ');
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cms_travel_items ${where}`, params);
    const rows = await db.query<TravelRow>(
      `SELECT * FROM cms_travel_items ${where} ORDER BY ${order} LIMIT ${body.criteria.rows} OFFSET ${body.criteria.offset}`,
      params,
    );
    return {
      docs: rows.map((r) => ({
        destination: r.destination,
        holidayType: r.holiday_type,
        location: r.location,
        title: r.title,
        itemPath: r.item_path,
        extract: r.extract,
        imageUrl: r.image_url,
      })),
      matches: count?.n ?? 0,
    } satisfies PayloadOf<typeof cmsContracts.travelSearch>;
  });

  app.get('/CMS/Viaggi/PerPath', async (req, reply) => {
    const q = await parseOr400(cmsContracts.travelItem.query, req.query, reply);
    if (!q) return reply;
    const [row] = await db.query<TravelRow>(`SELECT * FROM cms_travel_items WHERE item_path = $1`, [q.path]);
    if (!row) return reply.code(404).send({ message: 'Viaggio non trovato.' });
    return {
      itemPath: row.item_path,
      title: row.title,
      location: row.location,
      backgroundImage: row.background_image,
      icons: json<CmsTravelIcon[]>(row.icons),
      description: row.description,
    } satisfies PayloadOf<typeof cmsContracts.travelItem>;
  });

  app.get('/CMS/Convenzioni/Noleggio/Offerte', async (): Promise<PayloadOf<typeof cmsContracts.rentalOffers>> => {
    const rows = await db.query<RentalRow>(`SELECT * FROM cms_rental_offers ORDER BY sort`);
    return rows.map((r) => ({
      Id: r.id,
      Image: r.image,
      Advance: Number(r.advance),
      'Max KM': r.max_km,
      'Max Time': r.max_time,
      Brand: r.brand,
      Model: r.model,
      Cost: Number(r.cost),
      'Average Consumption': r.average_consumption,
      'Horse Power': r.horse_power,
      CO2: r.co2,
      Transmission: r.transmission,
      CC: r.cc,
      Traction: r.traction,
      'Fuel Type': r.fuel_type,
      Doors: r.doors,
    }));
  });

  app.get('/CMS/Convenzioni/LuceGas/Offerte', async (): Promise<PayloadOf<typeof cmsContracts.energyOffers>> => {
    const rows = await db.query<{ id: string; kind: 'Gas' | 'Luce'; title: string; description: string | null; features: { text: string; tooltip: string | null }[] | string; conditions_file: string | null }>(
      `SELECT * FROM cms_energy_offers ORDER BY sort`,
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      description: r.description,
      features: json(r.features),
      conditionsUrl: r.conditions_file ? `/media/cms/condizioni/${r.conditions_file}` : null,
    }));
  });

  // Media of the deals (served under /media like the rest of the library): travel and car pictures, conditions PDFs.
  app.get<{ Params: { file: string } }>('/media/cms/viaggi/:file', async (req, reply) => {
    if (!/^[a-z0-9-]+\.svg$/.test(req.params.file)) return reply.code(404).send({ message: 'Immagine non trovata.' });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(pictureSvg(req.url, 'Business Class Viaggi'));
  });
  app.get<{ Params: { file: string } }>('/media/cms/noleggio/:file', async (req, reply) => {
    if (!/^[a-z0-9-]+\.svg$/.test(req.params.file)) return reply.code(404).send({ message: 'Immagine non trovata.' });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(pictureSvg(req.url, 'Noleggio a lungo termine'));
  });
  app.get<{ Params: { file: string } }>('/media/cms/condizioni/:file', async (req, reply) => {
    const title = energyConditionsTitle(req.params.file);
    if (!title) return reply.code(404).send({ message: 'Documento non trovato.' });
    const pdf = await conditionsPdf(title);
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('inline', req.params.file)).send(pdf);
  });
}
