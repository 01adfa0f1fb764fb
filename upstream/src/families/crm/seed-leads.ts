import { insertMany, type Db } from '../../db';
import { int, pick } from '../../random';

/** Cities of the fitness network (spec 3 §2 fitness-network-italia), with their province. */
const CITIES = [
  ['Milano', 'MI'], ['Roma', 'RM'], ['Torino', 'TO'], ['Napoli', 'NA'], ['Bologna', 'BO'], ['Firenze', 'FI'],
  ['Genova', 'GE'], ['Bari', 'BA'], ['Palermo', 'PA'], ['Verona', 'VR'], ['Padova', 'PD'], ['Brescia', 'BS'],
  ['Bergamo', 'BG'], ['Catania', 'CT'], ['Cagliari', 'CA'], ['Pescara', 'PE'], ['Perugia', 'PG'], ['Trieste', 'TS'],
  ['Parma', 'PR'], ['Monza', 'MB'],
] as const;
const CHAINS = ['FitActive', 'Virgin Active', 'McFit', 'Anytime Fitness', 'Get Fit', 'Palestre Italiane'];
const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Viale Europa', 'Via Mazzini', 'Via Dante', 'Corso Vittorio Emanuele', 'Via Verdi'];

/** How many branches the seed holds (the spec gives no figure; two to three per city). */
export function fitnessCenterRows(random: () => number): unknown[][] {
  const rows: unknown[][] = [];
  for (const [citta, provincia] of CITIES) {
    const n = int(random, 2, 3);
    for (let i = 0; i < n; i++) {
      const chain = pick(random, CHAINS);
      const street = pick(random, STREETS);
      rows.push([`fc-${provincia.toLowerCase()}-${i + 1}`, `${chain} ${citta} ${street.replace(/^(Via|Corso|Viale) /, '')}`, citta, provincia, `${street} ${int(random, 1, 180)}`]);
    }
  }
  return rows;
}

/** Seeds the fitness branches; leads start empty (they are written by the forms). */
export async function seedLeads(db: Db, random: () => number): Promise<void> {
  await insertMany(db, 'crm_fitness_centers', ['id', 'nome', 'citta', 'provincia', 'indirizzo'], fitnessCenterRows(random));
}
