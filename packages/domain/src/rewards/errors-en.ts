/** Messages of coupons and the draw (ADR 045), English (merged into i18n/errors-en.ts). */
export const rewardErrorsEn = {
  'error.coupon.unknown': 'This coupon was not found among yours',
  'error.coupon.used': 'This coupon has already been used on another loan',
  'error.coupon.expired': 'This coupon has expired',
  'error.coupon.wrongMarket': 'This coupon cannot be used in this country',
  'error.coupon.belowMinimum': 'This coupon needs a larger loan amount',
  'error.coupon.reason': 'Please give the reason (3 to 200 characters)',
  'error.DRAW_NOT_OFFERED': 'The prize draw is not available for this loan',
} as const;
