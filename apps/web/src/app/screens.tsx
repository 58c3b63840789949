import type { ComponentType } from 'react';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { guardedStep } from '../shared/application/step-guard.tsx';
import { lazyScreen } from '../shared/i18n/lazy-screen.ts';
import type { RouteName } from '../shared/router/route-table.ts';
import type { BUILT_ROUTES } from './routes.ts';

/**
 * Screen per built route. Home is in the first load; every other screen is its own chunk,
 * fetched when first visited with the strings of the screens (ADR 059). Unbuilt routes share
 * the placeholder chunk.
 */
type BuiltRoute = (typeof BUILT_ROUTES)[number];

export const SCREENS: Record<BuiltRoute, ComponentType> = {
  home: HomeScreen,
  records: lazyScreen(() => import('../features/records/records-screen.tsx').then((m) => ({ default: m.RecordsScreen }))),
  me: lazyScreen(() => import('../features/me/me-screen.tsx').then((m) => ({ default: m.MeScreen }))),
  settings: lazyScreen(() => import('../features/user-center/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen }))),
  language: lazyScreen(() => import('../features/user-center/language-screen.tsx').then((m) => ({ default: m.LanguageScreen }))),
  login: lazyScreen(() => import('../features/auth/login-screen.tsx').then((m) => ({ default: m.LoginScreen }))),
  register: lazyScreen(() => import('../features/auth/register-screen.tsx').then((m) => ({ default: m.RegisterScreen }))),
  // The application steps: guarded so a step whose turn has not come opens the order's own step.
  idCardAuthentication: guardedStep('idCardAuthentication', () => import('../features/kyc/id-card-screen.tsx').then((m) => ({ default: m.IdCardScreen }))),
  personalInfomation: guardedStep('personalInfomation', () =>
    import('../features/application/personal/personal-screen.tsx').then((m) => ({ default: m.PersonalScreen })),
  ),
  additionalInfomation: guardedStep('additionalInfomation', () =>
    import('../features/application/work/work-screen.tsx').then((m) => ({ default: m.WorkScreen })),
  ),
  loanQuestion: guardedStep('loanQuestion', () =>
    import('../features/application/questionnaire/questionnaire-screen.tsx').then((m) => ({ default: m.QuestionnaireScreen })),
  ),
  addBankCard: guardedStep('addBankCard', () => import('../features/application/bank/bank-screen.tsx').then((m) => ({ default: m.BankScreen }))),
  reviewTips: lazyScreen(() =>
    import('../features/application/review-tips/review-tips-screen.tsx').then((m) => ({ default: m.ReviewTipsScreen })),
  ),
  confirmBorrow: lazyScreen(() => import('../features/borrow/confirm-borrow-screen.tsx').then((m) => ({ default: m.ConfirmBorrowScreen }))),
  borrowAgreement: lazyScreen(() => import('../features/borrow/agreement-screen.tsx').then((m) => ({ default: m.AgreementScreen }))),
  lending: lazyScreen(() => import('../features/borrow/lending-screen.tsx').then((m) => ({ default: m.LendingScreen }))),
  repayDetail: lazyScreen(() => import('../features/repay/repay-detail-screen.tsx').then((m) => ({ default: m.RepayDetailScreen }))),
  loanHistory: lazyScreen(() => import('../features/records/statement-screen.tsx').then((m) => ({ default: m.StatementScreen }))),
  portalRepayment: lazyScreen(() => import('../features/repay/portal-screen.tsx').then((m) => ({ default: m.PortalScreen }))),
  cashier: lazyScreen(() => import('../features/repay/cashier-screen.tsx').then((m) => ({ default: m.CashierScreen }))),
  manualRepayment: lazyScreen(() => import('../features/repay/manual-repayment-screen.tsx').then((m) => ({ default: m.ManualRepaymentScreen }))),
  repayStp: lazyScreen(() => import('../features/repay/repay-stp-screen.tsx').then((m) => ({ default: m.RepayStpScreen }))),
  repayOxxo: lazyScreen(() => import('../features/repay/repay-oxxo-screen.tsx').then((m) => ({ default: m.RepayOxxoScreen }))),
  exhibitionPeriodDetail: lazyScreen(() => import('../features/repay/extension-detail-screen.tsx').then((m) => ({ default: m.ExtensionDetailScreen }))),
  confirmExhibition: lazyScreen(() => import('../features/repay/confirm-extension-screen.tsx').then((m) => ({ default: m.ConfirmExtensionScreen }))),
  convenios: lazyScreen(() => import('../features/repay/renewal-agreement-screen.tsx').then((m) => ({ default: m.RenewalAgreementScreen }))),
  repayVoucher: lazyScreen(() => import('../features/repay/proof-screen.tsx').then((m) => ({ default: m.ProofScreen }))),
  // Help and legal texts (ADR 043): each a small chunk; the texts are chunks of their own, fetched per market and language.
  faq: lazyScreen(() => import('../features/content/faq-screen.tsx').then((m) => ({ default: m.FaqScreen }))),
  aboutUs: lazyScreen(() => import('../features/content/about-screen.tsx').then((m) => ({ default: m.AboutScreen }))),
  provicy: lazyScreen(() => import('../features/content/legal-screen.tsx').then((m) => ({ default: m.PrivacyScreen }))),
  termsCondition: lazyScreen(() => import('../features/content/legal-screen.tsx').then((m) => ({ default: m.TermsScreen }))),
  agreementList: lazyScreen(() => import('../features/content/agreement-list-screen.tsx').then((m) => ({ default: m.AgreementListScreen }))),
  // Customer care, complaints, account deletion and the open-app page (issue 12, ADR 044).
  customerServices: lazyScreen(() => import('../features/care/customer-service-screen.tsx').then((m) => ({ default: m.CustomerServiceScreen }))),
  cancellationForm: lazyScreen(() => import('../features/care/cancellation-screen.tsx').then((m) => ({ default: m.CancellationScreen }))),
  openApp: lazyScreen(() => import('../features/care/open-app-screen.tsx').then((m) => ({ default: m.OpenAppScreen }))),
  // The message centre (issue 12, ADR 047).
  msgList: lazyScreen(() => import('../features/inbox/msg-list-screen.tsx').then((m) => ({ default: m.MsgListScreen }))),
  msgDetail: lazyScreen(() => import('../features/inbox/msg-detail-screen.tsx').then((m) => ({ default: m.MsgDetailScreen }))),
  // Coupons (issue 12, ADR 045): its own chunk, never in home's first load.
  coupon: lazyScreen(() => import('../features/rewards/coupon-screen.tsx').then((m) => ({ default: m.CouponScreen }))),
  // Landing pages and the borrow screen (issue 12, ADR 046). An advert opens a landing page without React (main.tsx);
  // these are the same pages reached inside the running app, e.g. back from registration.
  yx1: lazyScreen(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx1Screen }))),
  yx2: lazyScreen(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx2Screen }))),
  yx2ConfirmBorrow: lazyScreen(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx2ConfirmBorrowScreen }))),
  yx3: lazyScreen(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx3Screen }))),
  toBorrow: lazyScreen(() => import('../features/landing/to-borrow-screen.tsx').then((m) => ({ default: m.ToBorrowScreen }))),
  FinishLoading: lazyScreen(() =>
    import('../features/application/finish/finish-loading-screen.tsx').then((m) => ({ default: m.FinishLoadingScreen })),
  ),
};

export const NotAvailableScreen = lazyScreen(() =>
  import('../shared/ui/not-available-page.tsx').then((m) => ({ default: m.NotAvailablePage })),
);

export const NotFoundScreen = lazyScreen(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

export function screenFor(name: string): ComponentType {
  return (SCREENS as Record<string, ComponentType>)[name as RouteName] ?? NotAvailableScreen;
}
