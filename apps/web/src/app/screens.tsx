import { lazy, type ComponentType } from 'react';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { guardedStep } from '../shared/application/step-guard.tsx';
import type { RouteName } from '../shared/router/route-table.ts';
import type { BUILT_ROUTES } from './routes.ts';

/**
 * Screen per built route. Home is in the first load; every other screen is its own chunk,
 * fetched when first visited. Unbuilt routes share the placeholder chunk.
 */
type BuiltRoute = (typeof BUILT_ROUTES)[number];

export const SCREENS: Record<BuiltRoute, ComponentType> = {
  home: HomeScreen,
  records: lazy(() => import('../features/records/records-screen.tsx').then((m) => ({ default: m.RecordsScreen }))),
  me: lazy(() => import('../features/me/me-screen.tsx').then((m) => ({ default: m.MeScreen }))),
  settings: lazy(() => import('../features/user-center/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen }))),
  language: lazy(() => import('../features/user-center/language-screen.tsx').then((m) => ({ default: m.LanguageScreen }))),
  login: lazy(() => import('../features/auth/login-screen.tsx').then((m) => ({ default: m.LoginScreen }))),
  register: lazy(() => import('../features/auth/register-screen.tsx').then((m) => ({ default: m.RegisterScreen }))),
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
  reviewTips: lazy(() =>
    import('../features/application/review-tips/review-tips-screen.tsx').then((m) => ({ default: m.ReviewTipsScreen })),
  ),
  confirmBorrow: lazy(() => import('../features/borrow/confirm-borrow-screen.tsx').then((m) => ({ default: m.ConfirmBorrowScreen }))),
  borrowAgreement: lazy(() => import('../features/borrow/agreement-screen.tsx').then((m) => ({ default: m.AgreementScreen }))),
  lending: lazy(() => import('../features/borrow/lending-screen.tsx').then((m) => ({ default: m.LendingScreen }))),
  repayDetail: lazy(() => import('../features/repay/repay-detail-screen.tsx').then((m) => ({ default: m.RepayDetailScreen }))),
  loanHistory: lazy(() => import('../features/records/statement-screen.tsx').then((m) => ({ default: m.StatementScreen }))),
  portalRepayment: lazy(() => import('../features/repay/portal-screen.tsx').then((m) => ({ default: m.PortalScreen }))),
  cashier: lazy(() => import('../features/repay/cashier-screen.tsx').then((m) => ({ default: m.CashierScreen }))),
  manualRepayment: lazy(() => import('../features/repay/manual-repayment-screen.tsx').then((m) => ({ default: m.ManualRepaymentScreen }))),
  repayStp: lazy(() => import('../features/repay/repay-stp-screen.tsx').then((m) => ({ default: m.RepayStpScreen }))),
  repayOxxo: lazy(() => import('../features/repay/repay-oxxo-screen.tsx').then((m) => ({ default: m.RepayOxxoScreen }))),
  exhibitionPeriodDetail: lazy(() => import('../features/repay/extension-detail-screen.tsx').then((m) => ({ default: m.ExtensionDetailScreen }))),
  confirmExhibition: lazy(() => import('../features/repay/confirm-extension-screen.tsx').then((m) => ({ default: m.ConfirmExtensionScreen }))),
  convenios: lazy(() => import('../features/repay/renewal-agreement-screen.tsx').then((m) => ({ default: m.RenewalAgreementScreen }))),
  repayVoucher: lazy(() => import('../features/repay/proof-screen.tsx').then((m) => ({ default: m.ProofScreen }))),
  // Help and legal texts (ADR 043): each a small chunk; the texts are chunks of their own, fetched per market and language.
  faq: lazy(() => import('../features/content/faq-screen.tsx').then((m) => ({ default: m.FaqScreen }))),
  aboutUs: lazy(() => import('../features/content/about-screen.tsx').then((m) => ({ default: m.AboutScreen }))),
  provicy: lazy(() => import('../features/content/legal-screen.tsx').then((m) => ({ default: m.PrivacyScreen }))),
  termsCondition: lazy(() => import('../features/content/legal-screen.tsx').then((m) => ({ default: m.TermsScreen }))),
  agreementList: lazy(() => import('../features/content/agreement-list-screen.tsx').then((m) => ({ default: m.AgreementListScreen }))),
  // Customer care, complaints, account deletion and the open-app page (issue 12, ADR 044).
  customerServices: lazy(() => import('../features/care/customer-service-screen.tsx').then((m) => ({ default: m.CustomerServiceScreen }))),
  cancellationForm: lazy(() => import('../features/care/cancellation-screen.tsx').then((m) => ({ default: m.CancellationScreen }))),
  openApp: lazy(() => import('../features/care/open-app-screen.tsx').then((m) => ({ default: m.OpenAppScreen }))),
  // The message centre (issue 12, ADR 047).
  msgList: lazy(() => import('../features/inbox/msg-list-screen.tsx').then((m) => ({ default: m.MsgListScreen }))),
  msgDetail: lazy(() => import('../features/inbox/msg-detail-screen.tsx').then((m) => ({ default: m.MsgDetailScreen }))),
  // Coupons (issue 12, ADR 045): its own chunk, never in home's first load.
  coupon: lazy(() => import('../features/rewards/coupon-screen.tsx').then((m) => ({ default: m.CouponScreen }))),
  // Landing pages and the borrow screen (issue 12, ADR 046). An advert opens a landing page without React (main.tsx);
  // these are the same pages reached inside the running app, e.g. back from registration.
  yx1: lazy(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx1Screen }))),
  yx2: lazy(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx2Screen }))),
  yx2ConfirmBorrow: lazy(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx2ConfirmBorrowScreen }))),
  yx3: lazy(() => import('../features/landing/landing-screen.tsx').then((m) => ({ default: m.Yx3Screen }))),
  toBorrow: lazy(() => import('../features/landing/to-borrow-screen.tsx').then((m) => ({ default: m.ToBorrowScreen }))),
  FinishLoading: lazy(() =>
    import('../features/application/finish/finish-loading-screen.tsx').then((m) => ({ default: m.FinishLoadingScreen })),
  ),
};

export const NotAvailableScreen = lazy(() =>
  import('../shared/ui/not-available-page.tsx').then((m) => ({ default: m.NotAvailablePage })),
);

export const NotFoundScreen = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

export function screenFor(name: string): ComponentType {
  return (SCREENS as Record<string, ComponentType>)[name as RouteName] ?? NotAvailableScreen;
}
