import { choiceWithin, offeredTenures, selectableAmounts, termsForTenure, type OfferResponse, type ProductTerms } from '@lendline/domain';
import { defaultChoice } from './loan-fns.ts';
import type { OfferRow } from './offer-repository.ts';
import type { OrderRow } from './order-repository.ts';

type Choice = { amount?: number | undefined; tenure?: number | undefined };

/**
 * Every product the offer may be taken on, one per term (ADR 053): its own snapshot first (the
 * decided product's, or once accepted the chosen one's), then the others snapshotted with it; an
 * offer made before them has its own only.
 */
export function optionsOf(offer: OfferRow): ProductTerms[] {
  const own = offer.terms;
  const others = (offer.options ?? []).filter((t) => t.productId !== own.productId);
  return [own, ...others];
}

/**
 * The choice a quote is for: what the request names; what it leaves out, from the choice the
 * borrower made before applying, held within the offer (`choiceWithin`); with neither, the
 * decided product's largest amount and shortest term, as before choices were kept.
 */
export function quotedChoice(order: Pick<OrderRow, 'requestedAmount' | 'requestedTenure'>, offer: OfferRow, asked: Choice): { amount: number; tenure: number } {
  const options = optionsOf(offer);
  const wish = { amount: asked.amount ?? order.requestedAmount, tenure: asked.tenure ?? order.requestedTenure };
  const held = choiceWithin(options, offer.creditLimit, wish);
  const fallback = held ?? defaultChoice(selectableAmounts(options[0]!, offer.creditLimit), options[0]!);
  // What was asked stands as asked, so a choice outside the offer is refused at its field, never changed.
  return { amount: asked.amount ?? fallback.amount, tenure: asked.tenure ?? fallback.tenure };
}

/** The terms a quote for `tenure` is priced with: that term's product, else the decided one (whose check then refuses the term). */
export function termsOfTenure(offer: OfferRow, tenure: number): ProductTerms {
  return termsForTenure(optionsOf(offer), tenure) ?? optionsOf(offer)[0]!;
}

/** The offer's terms as the screen lists them: each with its product and the amounts it allows within the limit. */
export function optionsView(offer: OfferRow): Pick<OfferResponse, 'tenures' | 'options'> {
  const options = optionsOf(offer);
  const tenures = offeredTenures(options);
  return {
    tenures,
    options: tenures.map((tenure) => {
      const terms = termsForTenure(options, tenure)!;
      return { tenure, productId: terms.productId, productName: terms.name, amounts: selectableAmounts(terms, offer.creditLimit) };
    }),
  };
}
