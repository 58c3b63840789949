/** Messages of the bureau files (ADR 100, 101), English (merged into i18n/errors-en.ts). */
export const bureauFileErrorsEn = {
  'error.BUREAU_FILE_NOT_SENDABLE': 'This file failed its checks and cannot be sent: generate the month again once the data is mended',
  'error.BUREAU_FILE_IN_FLIGHT': 'This file is already on its way to the bureau',
  'error.BUREAU_PERIOD_NOT_ENDED': 'That month has not ended yet',
  'error.bureauFiles.period': 'Give the month as YYYY-MM, or leave it empty for the month just ended',
};
