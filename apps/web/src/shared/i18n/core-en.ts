/**
 * The English strings the first screen needs (ADR 059): the shell (tab bar, route titles,
 * toasts), home and its hot loans, sign-in prompts. Shipped with the app's first load; every
 * other screen's strings are in `screens-en.ts`, loaded with the first screen that needs them.
 */
export const coreEn = {
  'app.name': 'Lendline',
  'app.version': 'Version {version}',

  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.back': 'Back',
  'common.dismiss': 'Dismiss',
  'common.reload': 'Reload',
  'common.home': 'Go to home',

  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.records': 'Records',
  'nav.me': 'Me',

  'route.home': 'Home',
  'route.records': 'Loan records',
  'route.me': 'Me',

  'notFound.title': 'Page not found',
  'notFound.body': 'We could not find that page.',
  'chunkError.body': 'This page could not be loaded.',

  'home.amountLabel': 'Loan amount',
  'home.amountRange': '{min} – {max}',
  'home.tenure': 'Repay in {days} days',
  'home.firstLoan': 'Your first loan: up to {limit}. Repay on time to borrow more.',
  'home.limit': 'Your limit: up to {limit}',
  'home.nextLimit.one': 'Repay {count} loan on time to raise your limit to {limit}.',
  'home.nextLimit.other': 'Repay {count} loans on time to raise your limit to {limit}.',
  'home.limitDeclined': 'Your last application was not approved, so you have no limit for now.',
  'home.topLimit': 'You have reached our highest limit.',
  'home.loadFailed': 'We could not load the loan offer.',
  'home.noProducts': 'No loans are on offer right now.',
  'home.status.canLoan.title': 'You can apply for a loan',
  'home.status.canLoan.body': 'Apply in a few minutes and get an answer fast.',
  'home.continue': 'Continue your application',
  'home.status.inProgress.title': 'Your application is under way',
  'home.status.inProgress.body': 'Pick up where you left off: everything you typed is saved.',
  'home.status.assessing.title': 'Your application is under audit',
  'home.status.assessing.body': 'We are assessing your application. We will let you know as soon as there is a decision.',
  'home.status.other.title': 'You have a loan application with us',
  'home.detail': 'Detail',
  'home.apply': 'Apply now',
  'home.applyAgain': 'Apply again',
  'home.status.finished.title': 'Loan repaid. Thank you!',
  'home.status.finished.limit': 'Your next loan: up to {limit}.',
  'home.status.finished.rate': 'As a returning borrower, your interest starts at {rate} a day.',
  'home.status.finished.body': 'We keep the details that are still valid: you only confirm what may have changed.',

  'loading.label': 'Loading',

  // Home's hot loans and the tab bar's unread count: shown before any other screen.
  'nav.me.unread.one': 'Me, 1 unread message',
  'nav.me.unread.other': 'Me, {count} unread messages',
  'landing.hotLoans': 'Our loans',
  'landing.hotLoans.item': '{min} to {max}, {days} days',
  'landing.hotLoans.rate': 'Interest {rate} a day, APR {apr}',
  'landing.hotLoans.rateCat': 'Interest {rate} a day, CAT {cat}',
} as const;
