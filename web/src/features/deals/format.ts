const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('it-IT');

/** '€ 1.500' style amounts, without cents. */
export const formatEuro = (value: number) => euro.format(value);
export const formatNumber = (value: number) => number.format(value);
