/**
 * The console's English words, one key each; es.ts has the same keys (a test). Staff in Mexico
 * work in Spanish, so every word a person reads is here, never in a screen (lint: no-literal-text).
 */
export const en = {
  'app.name': 'Lendline console',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',
  'app.notFound': 'There is no page at this address.',
  'app.notAllowed': 'Your roles do not include this work area.',
  'app.backHome': 'Back to the start page',

  'language.label': 'Language',
  'language.en': 'English',
  'language.es': 'Español',

  'error.network': 'The server could not be reached. Check your connection and try again.',
  'error.unexpected': 'Something went wrong. Try again.',
  'error.required': 'Fill this in.',

  'signIn.title': 'Sign in',
  'signIn.intro': 'Sign in with your work email, your password and the 6-digit code from your authenticator app.',
  'signIn.email': 'Work email',
  'signIn.password': 'Password',
  'signIn.code': '6-digit code',
  'signIn.codeHint': 'From your authenticator app. It changes every 30 seconds.',
  'signIn.codeInvalid': 'Enter the 6 digits your authenticator app shows.',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',

  'enrol.title': 'Set up your account',
  'enrol.noToken': 'This set-up link is incomplete. Open the link from your invitation again, or ask an administrator for a new one.',
  'enrol.passwordStep': 'Step 1 of 2: choose a password',
  'enrol.policyTitle': 'Your password must:',
  'enrol.policyLength': 'have at least 12 and at most 128 characters;',
  'enrol.policyCommon': 'not be a common or guessable password;',
  'enrol.policyEmail': 'not contain the name part of your email address.',
  'enrol.policyTip': 'A few unrelated words together make a long password that is easy to remember.',
  'enrol.password': 'New password',
  'enrol.passwordAgain': 'New password again',
  'enrol.passwordLength': 'Use at least 12 and at most 128 characters.',
  'enrol.passwordMismatch': 'The two passwords are not the same.',
  'enrol.continue': 'Continue',
  'enrol.working': 'Please wait…',
  'enrol.scanStep': 'Step 2 of 2: connect your authenticator app',
  'enrol.scanIntro': 'Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
  'enrol.qrLabel': 'QR code for your authenticator app',
  'enrol.secretLabel': 'Key for typing in',
  'enrol.secretWarning': 'Keep this key to yourself. It is shown only now.',
  'enrol.code': '6-digit code',
  'enrol.finish': 'Finish set-up',
  'enrol.doneTitle': 'Your account is ready',
  'enrol.doneBody': 'From now on, sign in with your email, your password and a code from your authenticator app.',
  'enrol.goToSignIn': 'Go to sign in',

  'shell.signedInAs': 'Signed in as {name}',
  'shell.signOut': 'Sign out',
  'shell.navigation': 'Work areas',
  'shell.noAreas': 'Your roles do not open any work area yet. Ask an administrator.',

  'home.title': 'Start',
  'home.welcome': 'Welcome, {name}.',
  'home.intro': 'Choose a work area from the list.',

  'area.referrals': 'Referrals',
  'area.repaymentProofs': 'Repayment proofs',
  'area.suspense': 'Money in suspense',
  'area.payouts': 'Payouts',
  'area.complaints': 'Complaints',
  'area.borrowers': 'Borrowers',
  'area.products': 'Products',
  'area.portfolio': 'Portfolio',
  'area.audit': 'Audit trail',
  'area.staff': 'Staff',
  'area.apiKeys': 'API keys',
  'area.comingSoon': 'This work area is coming soon to the console.',
} as const;

export type UiKey = keyof typeof en;
