/** Error and validation messages of the kyc capability, English (merged into i18n/errors-en.ts). */
export const kycErrorsEn = {
  'error.kyc.unavailable': 'This step is not available right now',
  'error.kyc.idType': 'Please select the type of ID',
  'error.kyc.idNumberEmpty': 'Please enter your ID number',
  'error.kyc.idNumberFormat': 'The ID number does not match the type of ID',
  'error.kyc.fileMissing': 'Please take or choose a photo',
  'error.kyc.fileType': 'Please use a JPEG, PNG or WebP photo',
  'error.kyc.fileTooLarge': 'The photo is too large, please take it again',
  'error.kyc.filePixels': 'The photo has too many pixels, please take it again',
  // Envelope errors (codes.ts): the spec's words where section 8 gives them.
  'error.KYC_IMAGE_INVALID': 'The photo could not be read, please take it again',
  'error.KYC_FRONT_FAILED': 'Front recognition failed, please take a new photo of the front',
  'error.KYC_BACK_FAILED': 'Back recognition failed, please take a new photo of the back',
  'error.KYC_FRONT_MISSING': 'Please upload the front of your ID first',
  'error.KYC_BACK_MISSING': 'Please re-upload the back first',
  'error.KYC_FACE_MISSING': 'Please finish face recognition',
  'error.KYC_FACE_FAILED': 'Face recognition failed, please select face recognition again.',
  'error.KYC_IDENTITY_FAILED': 'Identity information identification errors, please identify again',
  'error.KYC_PROVIDER_UNAVAILABLE': 'Identity check is busy, please try again in a moment',
  'error.KYC_FRONT_CHECKING': 'The photo of the front is still being checked, please wait a moment',
  'error.KYC_BACK_CHECKING': 'The photo of the back is still being checked, please wait a moment',
  'error.KYC_FACE_CHECKING': 'The face photo is still being checked, please wait a moment',
} as const;
