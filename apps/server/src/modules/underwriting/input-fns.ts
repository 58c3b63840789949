import { type MarketId } from '@lendline/domain';
import type { AssessmentInput } from './underwriting-fns.ts';

export { marketDate } from '@lendline/domain';

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export interface Gathered {
  market: MarketId;
  today: string;
  order: { productId: string | null };
  profile: { personal: unknown; work: unknown; questionnaire: unknown } | null;
  bank: { verified: boolean } | null;
  history: { onTime: number; overdue: number };
  /** Fingerprint kinds another user shares. */
  shared: ReadonlySet<string>;
  denied: readonly string[];
  products?: AssessmentInput['products'];
  limitOverride?: number | null;
}

/** The engine's input from the stored JSON of the profile (validated when saved; read defensively). */
export function toAssessmentInput(g: Gathered): AssessmentInput {
  const personal = record(g.profile?.personal);
  const work = record(g.profile?.work);
  const answers = record(g.profile?.questionnaire);
  return {
    market: g.market,
    today: g.today,
    requestedProductId: g.order.productId,
    birthday: text(personal?.inputBirthday) ?? null,
    work: work ? { employmentType: text(work.employmentType), monthlySalary: text(work.monthlySalary), incomeSource: text(work.incomeSource) } : null,
    answers: answers ? Object.fromEntries(Object.entries(answers).filter(([, v]) => typeof v === 'string')) as Record<string, string> : null,
    bankAccount: g.bank ? { verified: g.bank.verified } : null,
    duplicates: { bvn: g.shared.has('bvn'), idNumber: g.shared.has('id_number'), account: g.shared.has('account'), device: g.shared.has('device') },
    denied: g.denied,
    history: g.history,
    ...(g.products ? { products: g.products } : {}),
    ...(g.limitOverride !== undefined ? { limitOverride: g.limitOverride } : {}),
  };
}
