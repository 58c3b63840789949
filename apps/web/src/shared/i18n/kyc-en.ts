/** English texts of the kyc screens; merged into the UI catalogue by en.ts. */
export const kycEn = {
  'kyc.title': 'Identity check',
} as const;
