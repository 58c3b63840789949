import type { BureauInquiryRequest, BureauSubject } from '../src/providers/bureau/types.ts';

/**
 * The people the bureau fakes know, chosen by the identity number (as the sandbox does): each
 * Nigerian BVN selects one answer of CreditRegistry's and FirstCentral's fakes.
 */
export const NG_BVN = {
  clean: '22100000001',
  noHit: '22100000002',
  /** Two records; only one is the subject by name and birthday. */
  multiOne: '22100000003',
  /** Two records that are both the subject by name and birthday. */
  multiBoth: '22100000004',
  /** Two records, neither the subject. */
  multiNone: '22100000005',
  delinquent: '22100000006',
  down: '22100000007',
  slow: '22100000008',
  /** A report with an amount that is no amount. */
  malformed: '22100000009',
  /** A report cut off mid-body. */
  partial: '22100000010',
} as const;

export const NG_SUBJECT: BureauSubject = { market: 'NG', idNumber: NG_BVN.clean, firstName: 'Chidi', lastName: 'Okafor', birthday: '1990-04-12', phone: '2348031234567' };

export const inquiry = (subject: BureauSubject, idNumber: string): BureauInquiryRequest => ({
  subject: { ...subject, idNumber },
  reference: 'INQ-0001',
});
