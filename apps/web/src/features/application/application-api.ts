import type { ApplicationDetail } from '@lendline/domain';
import { request, type ParamsOf } from '../../shared/api/client.ts';
import { invalidateReads } from '../../shared/api/read-store.ts';
import { orderChanged } from '../../shared/application/order-api.ts';

/** Everything saved so far (ADR 010's extension), for prefilling forms and the review. */
export const APPLICATION_DETAIL = '/user/application/detail';
export type { ApplicationDetail };

/** A saved record as form values: strings only, nothing absent. */
export function asValues(saved: Record<string, unknown> | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(saved ?? {})) {
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/** The calls that save one step and answer the order with its status after the step. */
export type StepPath = '/user/saveBasicInfo-market' | '/user/saveAdditionInfo-market' | '/user/save/questionnaire' | '/user/addBankCard' | '/user/update-bankCard';

export async function saveStep<P extends StepPath>(path: P, body: ParamsOf<P>) {
  const saved = await request(path, body, { loading: true });
  if (saved.ok) {
    // The order has moved on and the saved data changed: screens reading either ask again.
    orderChanged();
    invalidateReads(APPLICATION_DETAIL);
  }
  return saved;
}
