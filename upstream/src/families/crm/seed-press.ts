import { insertMany, type Db } from '../../db';
import { int, pick, seededRandom } from '../../random';

/**
 * World Scientific Press demo data (spec 3 §3, §7): 62 categories (spec 3 §1 'over 60
 * specializations') and thousands of English-titled articles spread over the last two years.
 * Its own PRNG, so adding it changes nothing else the CRM seed draws.
 */

/** The press categories (speIdExtrapola, speName): PubMed's English specialty names. */
export const PRESS_CATEGORIES: readonly { id: number; name: string }[] = [
  'Allergy and Immunology', 'Anesthesiology', 'Cardiology', 'Cardiac Surgery', 'Clinical Biochemistry', 'Clinical Pharmacology',
  'Dermatology', 'Emergency Medicine', 'Endocrinology', 'Epidemiology', 'Family Medicine', 'Forensic Medicine',
  'Gastroenterology', 'General Surgery', 'Genetics', 'Geriatrics', 'Gynecology', 'Hematology',
  'Hepatology', 'Infectious Diseases', 'Intensive Care', 'Internal Medicine', 'Maxillofacial Surgery', 'Microbiology',
  'Neonatology', 'Nephrology', 'Neurology', 'Neurosurgery', 'Nuclear Medicine', 'Nursing',
  'Nutrition and Dietetics', 'Obstetrics', 'Occupational Medicine', 'Oncology', 'Ophthalmology', 'Orthopedics',
  'Otorhinolaryngology', 'Palliative Care', 'Pathology', 'Pediatrics', 'Pediatric Surgery', 'Pharmacy',
  'Physical Medicine and Rehabilitation', 'Physiotherapy', 'Plastic Surgery', 'Preventive Medicine', 'Psychiatry', 'Psychology',
  'Public Health', 'Pulmonology', 'Radiology', 'Radiotherapy', 'Rheumatology', 'Sports Medicine',
  'Thoracic Surgery', 'Toxicology', 'Transplantation', 'Tropical Medicine', 'Urology', 'Vascular Surgery',
  'Dentistry', 'Midwifery',
].map((name, i) => ({ id: 1001 + i, name }));

/** How many articles the seed writes (thousands, over two years). */
export const PRESS_ARTICLE_COUNT = 12_400;
/** The seed's days back from today: two years. */
export const PRESS_DAYS_BACK = 730;

const STUDY = ['A randomized controlled trial', 'A systematic review', 'A meta-analysis', 'A cohort study', 'A case-control study', 'A cross-sectional study', 'A multicenter study', 'A narrative review', 'A pilot study', 'A retrospective analysis'];
const OUTCOME = ['outcomes', 'mortality', 'quality of life', 'adherence', 'safety', 'efficacy', 'costs', 'readmissions', 'complications', 'long-term follow-up'];
const INTERVENTION = ['early mobilization', 'telemonitoring', 'low-dose aspirin', 'statin therapy', 'vitamin D supplementation', 'machine learning screening', 'structured exercise', 'antibiotic stewardship', 'minimally invasive surgery', 'mindfulness training', 'point-of-care ultrasound', 'remote consultation', 'immunotherapy', 'nurse-led follow-up', 'dietary counseling', 'smoking cessation support'];
const POPULATION = ['older adults', 'children', 'pregnant women', 'adolescents', 'patients with diabetes', 'intensive care patients', 'primary care patients', 'healthcare workers', 'outpatients', 'cancer survivors', 'patients with obesity', 'people with chronic kidney disease'];
const SURNAMES = ['Smith', 'Rossi', 'Müller', 'Garcia', 'Chen', 'Kim', 'Johnson', 'Bianchi', 'Dubois', 'Nakamura', 'Silva', 'Novak', 'Cohen', 'Andersen', 'Kowalski', 'Patel', 'Russo', 'Fischer', 'Lopez', 'Ferrari'];
const INITIALS = 'ABCDEFGHJKLMNPRST';

function author(random: () => number): string {
  const count = int(random, 1, 4);
  const names = Array.from({ length: count }, () => `${pick(random, SURNAMES)} ${pick(random, INITIALS.split(''))}${random() < 0.4 ? pick(random, INITIALS.split('')) : ''}`);
  return count > 2 ? `${names.slice(0, 2).join(', ')} et al.` : names.join(', ');
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The article rows, newest date first for nothing: each article draws its date, category and words. */
export function pressArticleRows(today: Date, random: () => number = seededRandom(0x5c1e)): unknown[][] {
  const rows: unknown[][] = [];
  for (let i = 0; i < PRESS_ARTICLE_COUNT; i++) {
    const category = PRESS_CATEGORIES[i % PRESS_CATEGORIES.length]!;
    const intervention = pick(random, INTERVENTION);
    const outcome = pick(random, OUTCOME);
    const population = pick(random, POPULATION);
    const study = pick(random, STUDY);
    const title = `Effect of ${intervention} on ${outcome} in ${population}: ${study.toLowerCase()} in ${category.name.toLowerCase()}`;
    const description = `${study} of ${int(random, 40, 4000)} ${population} assessing how ${intervention} affects ${outcome}. Findings relevant to ${category.name.toLowerCase()} practice are discussed.`;
    const day = new Date(today.getTime() - int(random, 0, PRESS_DAYS_BACK) * 86_400_000);
    const pmid = String(36_000_000 + i * 37);
    rows.push([pmid, category.id, title, isoDay(day), author(random), description, `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`]);
  }
  return rows;
}

export async function seedPress(db: Db, today: Date): Promise<void> {
  await insertMany(db, 'crm_press_categories', ['id', 'name'], PRESS_CATEGORIES.map((c) => [c.id, c.name]));
  await insertMany(db, 'crm_press_articles', ['id', 'category_id', 'title', 'pub_date', 'author', 'description', 'link'], pressArticleRows(today), 1000);
}
