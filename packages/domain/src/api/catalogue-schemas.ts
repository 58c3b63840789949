import * as z from 'zod/mini';
import { CURRENCIES } from '../market/markets.ts';

/** A loan product as the home screen and the offer screens read it; money in minor units. */
export const productSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  minAmount: z.number(),
  maxAmount: z.number(),
  amountStep: z.number(),
  tenures: z.array(z.number()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListResponse = z.object({ products: z.array(productSummarySchema) });
export type ProductListResponse = z.infer<typeof productListResponse>;
