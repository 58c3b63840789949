/** Legal re-acceptance at sign-in, the loan confirmation's code and Nigeria's device-check copy (ADR 048), English. */
export const consentEn = {
  'legalPrompt.title': 'We have updated our terms',
  'legalPrompt.intro': 'Before you continue, please read and accept the new version. Your loans and details are not affected by reading it.',
  'legalPrompt.terms': 'Terms and conditions, version of {date}',
  'legalPrompt.privacy': 'Privacy policy, version of {date}',
  'legalPrompt.read': 'Read the full text',
  'legalPrompt.accept': 'Accept and continue',
  'legalPrompt.signOut': 'Not now, sign out',
  'legalPrompt.declined': 'You can read the texts at any time, but you need to accept them to use your account and borrow.',
  'legalPrompt.failed': 'We could not record your acceptance. Please try again.',
  'loanCode.title': 'Confirm it is you',
  'loanCode.label': 'Verification code',
  'loanCode.hint': 'For your security, we send a 6-digit code by SMS to your registered number before confirming this loan.',
  'loanCode.send': 'Get code',
  'loanCode.resend': 'Resend in {seconds} s',
  'loanCode.sent': 'Code sent to your registered number',
  'finish.consentBodyNg': 'To assess your application we check your device information and location. We never read your contacts, your messages or the apps on your phone.',
} as const;
