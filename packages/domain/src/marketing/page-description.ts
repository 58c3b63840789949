import { formatMoney } from '../agreement/format.ts';
import { loanMarketIndex } from '../catalogue/representative.ts';
import type { Language, MarketId } from '../market/markets.ts';
import { LANDING_PAGES } from './attribution.ts';

/** The pages a search engine can land a visitor on: home and the promotions. */
export const DESCRIBED_PAGES = ['home', ...LANDING_PAGES] as const;
export type DescribedPage = (typeof DESCRIBED_PAGES)[number];

/**
 * The page's meta description (issue 19): what a search result says under the title, one per
 * market, language and page. The server writes home's into index.html in the market's language;
 * the web app rewrites it for the language shown and the landing page open. Amounts come from
 * the market's catalogue, so a snippet never promises a loan the products do not offer.
 */
const TEXTS: Record<Language, Record<DescribedPage, string>> = {
  en: {
    home: 'Lendline: short-term cash loans in {country}, {min} to {max}, paid to your own account. Every charge and the {cost} are shown before you accept.',
    yx1: 'Cash for what cannot wait: borrow {min} to {max} in {country} from your phone, paid to your own account. Apply in minutes with Lendline.',
    yx2: 'Know the full price before you borrow up to {max} in {country}: Lendline shows every charge, the total to repay and the {cost} first.',
    yx2ConfirmBorrow: 'Choose an amount up to {max} and see what a Lendline loan in {country} costs: interest, fees, the total to repay and the {cost}.',
    yx3: 'Check your Lendline loan offer in {country}: enter your mobile number and apply in a few minutes for {min} to {max}.',
  },
  es: {
    home: 'Lendline: préstamos a corto plazo en {country}, de {min} a {max}, depositados en su propia cuenta. Todos los cargos y el {cost}, antes de aceptar.',
    yx1: 'Dinero para lo que no puede esperar: pida de {min} a {max} en {country} desde su celular, depositado en su cuenta. Solicítelo en minutos.',
    yx2: 'Conozca el precio completo antes de pedir hasta {max} en {country}: Lendline le muestra cada cargo, el total a pagar y el {cost}.',
    yx2ConfirmBorrow: 'Elija un monto de hasta {max} y vea cuánto cuesta un préstamo de Lendline en {country}: intereses, comisiones, total a pagar y {cost}.',
    yx3: 'Consulte su oferta de préstamo de Lendline en {country}: ingrese su número de celular y solicite de {min} a {max} en pocos minutos.',
  },
};

const COUNTRY: Record<Language, Record<MarketId, string>> = { en: { NG: 'Nigeria', MX: 'Mexico' }, es: { NG: 'Nigeria', MX: 'México' } };
/** Mexico's figure is the CAT; Nigeria's annual rate is named in words in Spanish (never "APR"). */
const COST: Record<Language, Record<MarketId, string>> = { en: { NG: 'APR', MX: 'CAT' }, es: { NG: 'costo anual', MX: 'CAT' } };

export function pageDescription(market: MarketId, lang: Language, page: DescribedPage): string {
  const index = loanMarketIndex(market);
  const values: Record<string, string> = {
    country: COUNTRY[lang][market], cost: COST[lang][market],
    min: formatMoney(index.minAmount, index.currency, lang), max: formatMoney(index.maxAmount, index.currency, lang),
  };
  return TEXTS[lang][page].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
