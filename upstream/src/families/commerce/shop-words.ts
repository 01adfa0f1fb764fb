/**
 * Italian word lists for the TopNegozi seed: categories with shop-name stems and the goods offers
 * talk about, badge types with how their titles read, and phrase tails. Data only.
 */

export interface CategoryWords {
  name: string;
  /** Words that shop names of this category are built from. */
  stems: readonly string[];
  /** Goods the offers of this category are about. */
  goods: readonly string[];
}

/** About 15 Italian shop categories (spec 3 §2 /servizi/convenzioni/negozi/categorie). */
export const CATEGORIES: readonly CategoryWords[] = [
  { name: 'Abbigliamento e Moda', stems: ['Moda', 'Stile', 'Boutique', 'Atelier', 'Sartoria', 'Vesti'], goods: ['abiti', 'camicie', 'giacche', 'maglieria', 'capi di stagione'] },
  { name: 'Scarpe e Accessori', stems: ['Calzature', 'Passo', 'Borse', 'Pelletteria', 'Scarpe'], goods: ['scarpe', 'borse', 'sneakers', 'cinture', 'zaini'] },
  { name: 'Elettronica e Informatica', stems: ['Tecno', 'Digitale', 'Elettro', 'Informatica', 'Bit'], goods: ['notebook', 'smartphone', 'tablet', 'accessori hi-tech', 'monitor'] },
  { name: 'Casa e Arredamento', stems: ['Casa', 'Arredo', 'Dimora', 'Interni', 'Tessile'], goods: ['arredamento', 'biancheria per la casa', 'complementi d’arredo', 'illuminazione', 'cucine'] },
  { name: 'Giardino e Fai da te', stems: ['Giardino', 'Bricolage', 'Ferramenta', 'Verde', 'Attrezzi'], goods: ['utensili', 'piante', 'arredo da esterno', 'attrezzi da giardino', 'vernici'] },
  { name: 'Bellezza e Profumeria', stems: ['Profumeria', 'Bellezza', 'Cosmesi', 'Essenze', 'Beauty'], goods: ['profumi', 'cosmetici', 'creme viso', 'trucchi', 'prodotti per capelli'] },
  { name: 'Salute e Benessere', stems: ['Parafarmacia', 'Benessere', 'Salute', 'Erboristeria', 'Vita'], goods: ['integratori', 'dispositivi medici', 'prodotti naturali', 'articoli sanitari', 'cosmetici dermatologici'] },
  { name: 'Sport e Tempo libero', stems: ['Sport', 'Atletica', 'Outdoor', 'Palestra', 'Montagna'], goods: ['abbigliamento sportivo', 'attrezzatura fitness', 'biciclette', 'scarpe da corsa', 'articoli da campeggio'] },
  { name: 'Viaggi e Vacanze', stems: ['Viaggi', 'Vacanze', 'Crociere', 'Soggiorni', 'Itinerari'], goods: ['pacchetti vacanza', 'soggiorni in hotel', 'crociere', 'voli', 'weekend'] },
  { name: 'Alimentari e Vini', stems: ['Gastronomia', 'Cantina', 'Dispensa', 'Sapori', 'Enoteca'], goods: ['vini', 'prodotti tipici', 'specialità regionali', 'caffè', 'cesti regalo'] },
  { name: 'Libri e Formazione', stems: ['Libreria', 'Edizioni', 'Pagine', 'Cultura', 'Studio'], goods: ['libri', 'ebook', 'corsi online', 'testi universitari', 'audiolibri'] },
  { name: 'Infanzia e Giocattoli', stems: ['Giocattoli', 'Bimbi', 'Infanzia', 'Giochi', 'Pupi'], goods: ['giocattoli', 'passeggini', 'abbigliamento per bambini', 'giochi educativi', 'seggiolini'] },
  { name: 'Animali', stems: ['Animali', 'Zoo', 'Pet', 'Cucciolo', 'Fido'], goods: ['cibo per cani', 'cibo per gatti', 'accessori per animali', 'cucce', 'antiparassitari'] },
  { name: 'Auto e Moto', stems: ['Motori', 'Ricambi', 'Autoshop', 'Moto', 'Pneumatici'], goods: ['pneumatici', 'ricambi auto', 'accessori moto', 'caschi', 'noleggi'] },
  { name: 'Gioielli e Orologi', stems: ['Gioielleria', 'Orologeria', 'Oro', 'Preziosi', 'Argenti'], goods: ['gioielli', 'orologi', 'bracciali', 'anelli', 'collane'] },
];

/** Endings for shop names built as one word ('ModaPiù', 'TecnoStore'). */
export const NAME_SUFFIXES = ['Più', 'Store', 'Shop', 'Point', 'Online', 'Express', 'Club', 'Market', 'Italia', 'Center', 'Lab', 'Web'] as const;

/** Italian cities for names like 'Boutique Firenze'. */
export const CITIES = [
  'Roma', 'Milano', 'Torino', 'Napoli', 'Firenze', 'Bologna', 'Genova', 'Venezia', 'Verona', 'Padova', 'Trieste', 'Bari',
  'Palermo', 'Catania', 'Cagliari', 'Perugia', 'Ancona', 'Pescara', 'Trento', 'Bolzano', 'Parma', 'Modena', 'Lecce', 'Siena',
] as const;

/** How an offer's value reads: percent, euro, either, or no value at all. */
export type ValueKind = 'percent' | 'euro' | 'either' | 'none';

export interface BadgeWords {
  /** otypes[0].input_name, spelled as the spec spells it (spec 3 §9). */
  inputName: string;
  /** Italian name of the badge. */
  name: string;
  value: ValueKind;
  /** Coupon-only badges always carry a code. */
  couponOnly?: boolean;
  /** Title template: {goods}, {value} (e.g. '15%' or '10 €'). */
  title: string;
}

export const BADGES: readonly BadgeWords[] = [
  { inputName: 'sale', name: 'Sconto', value: 'either', title: '{value} di sconto su {goods}' },
  { inputName: 'gift', name: 'Omaggio', value: 'none', title: "Omaggio con l'acquisto di {goods}" },
  { inputName: 'free-shipping', name: 'Spedizione gratuita', value: 'none', title: 'Spedizione gratuita su tutti gli ordini' },
  { inputName: 'free-service', name: 'Servizio gratuito', value: 'none', title: 'Servizio di consulenza gratuito su {goods}' },
  { inputName: 'outlet', name: 'Outlet', value: 'percent', title: 'Outlet: fino al {value} su {goods}' },
  { inputName: 'bonus-subscription', name: 'Abbonamento bonus', value: 'none', title: 'Un mese di abbonamento in omaggio' },
  { inputName: 'reccomended-products', name: 'Prodotti consigliati', value: 'percent', title: 'Prodotti consigliati: {value} su {goods}' },
  { inputName: 'gift-card', name: 'Gift card', value: 'euro', title: 'Gift card da {value} in regalo' },
  { inputName: 'students', name: 'Studenti', value: 'percent', title: 'Sconto studenti del {value} su {goods}' },
  { inputName: 'free-store-collect', name: 'Ritiro gratuito', value: 'none', title: 'Ritiro gratuito in negozio' },
  { inputName: 'free-cash-on-delivery', name: 'Contrassegno gratuito', value: 'none', title: 'Pagamento in contrassegno senza costi aggiuntivi' },
  { inputName: 'free-return', name: 'Reso gratuito', value: 'none', title: 'Reso gratuito entro 30 giorni su {goods}' },
  { inputName: 'loan', name: 'Finanziamento', value: 'none', title: 'Paga {goods} in 3 rate senza interessi' },
  { inputName: 'customize', name: 'Personalizzazione', value: 'none', title: 'Personalizzazione gratuita di {goods}' },
  { inputName: 'fidelity-card', name: 'Carta fedeltà', value: 'none', title: 'Carta fedeltà: punti doppi su {goods}' },
  { inputName: 'new-collection', name: 'Nuova collezione', value: 'percent', title: 'Nuova collezione: {value} su {goods}' },
  { inputName: 'sales-off', name: 'Saldi', value: 'percent', title: 'Saldi: fino al {value} su {goods}' },
  { inputName: 'coupon-free-shipping', name: 'Coupon spedizione gratuita', value: 'none', couponOnly: true, title: 'Codice sconto per la spedizione gratuita' },
  { inputName: 'coupon-gift', name: 'Coupon omaggio', value: 'euro', couponOnly: true, title: 'Codice regalo: buono da {value} su {goods}' },
  { inputName: 'amazon', name: 'Amazon', value: 'either', title: 'Offerta lampo: {value} su {goods}' },
  { inputName: 'offers-3x2', name: 'Promo 3x2', value: 'none', title: 'Promo 3x2 su {goods}' },
];

/** Sentences that close an offer's description. */
export const DESCRIPTION_TAILS = [
  'Offerta riservata ai soci del Club.',
  'Inserisci il codice nel carrello al momento del pagamento.',
  'Non cumulabile con altre promozioni in corso.',
  'Valida fino ad esaurimento scorte.',
  'Valida su una selezione di prodotti indicata sul sito del negozio.',
  'Per ordini superiori a 30 euro.',
  'Valida per un solo utilizzo per cliente.',
  'Approfitta della promozione prima della scadenza.',
] as const;

/** Slideshow headlines, after the shop name. */
export const SLIDE_TITLES = [
  'Fino al 40% di sconto per i soci',
  'Nuova collezione, prezzi riservati al Club',
  'Spedizione gratuita per tutto il mese',
  'Le offerte della settimana',
  'Codici sconto esclusivi per te',
] as const;
