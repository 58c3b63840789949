import { editableTermsOf, errorMessage, exampleFor, productFieldProblems, representativeAmount, withEditedTerms, type Language, type PreviewFigures, type ProductPreview, type ProductTerms } from '@lendline/domain';

/**
 * The amounts a preview prices: the smallest, a newcomer's (the representative example's) and
 * the largest, each at every tenure, so staff see both ends and the advertised middle.
 */
export function previewAmounts(terms: ProductTerms): number[] {
  return [...new Set([terms.minAmount, representativeAmount(terms), terms.maxAmount])].sort((a, b) => a - b);
}

/** The figures of terms that keep the product rules; none for terms that break one (pricing them would mislead). */
export function previewOf(terms: ProductTerms, lang: Language): ProductPreview {
  const problems = productFieldProblems(terms).map((p) => ({ ...p, message: errorMessage(p.key, lang) }));
  if (problems.length > 0) return { examples: [], problems };
  const examples: PreviewFigures[] = [];
  for (const tenureDays of [...terms.tenures].sort((a, b) => a - b)) {
    for (const amount of previewAmounts(terms)) {
      const e = exampleFor(terms, amount, tenureDays);
      examples.push({
        amount: e.amount, tenureDays, interest: e.interest, interestTax: e.interestTax, fees: e.fees, disbursalAmount: e.disbursalAmount,
        totalRepayable: e.totalRepayable, totalCostOfCredit: e.totalCostOfCredit, aprPpm: e.aprPpm, catPpm: e.catPpm,
      });
    }
  }
  return { examples, problems };
}

/** The fields of two terms that differ: what an approver reads as before and after. */
export function changedTerms(live: ProductTerms, after: ProductTerms): { before: Record<string, unknown>; after: Record<string, unknown> } {
  // A setting the live version leaves to its default (the penalty cap, the rollovers) compares as that default.
  const before = withEditedTerms(live, editableTermsOf(live));
  const was: Record<string, unknown> = {};
  const will: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductTerms)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    will[key] = after[key];
  }
  return { before: was, after: will };
}

/** The live terms in the release's catalogue order (the headline and the offer options read it in order), unknown products last. */
export function inCatalogueOrder(live: readonly ProductTerms[], release: readonly ProductTerms[]): ProductTerms[] {
  const rank = (id: string) => {
    const at = release.findIndex((t) => t.productId === id);
    return at === -1 ? release.length : at;
  };
  return [...live].sort((a, b) => rank(a.productId) - rank(b.productId) || a.productId.localeCompare(b.productId));
}
