import type { ComponentType } from 'react';
import type { UiKey } from './shared/i18n/en.ts';

/** Who may open a screen: anyone, or only a signed-in borrower (the others go to login first). */
export type Guard = 'any' | 'auth';

/**
 * One screen: everything the app, its tests and the route walk need to know about it (ADR 069).
 * `path` is the spec's URL (native shells and old links deep-link to it, spellings included);
 * `name` is what the code calls it; `title` is its catalogue key (the words stay in the
 * catalogues, ADR 059); `load` fetches its own chunk on first visit; `guard: 'auth'` sends a
 * signed-out visitor to login (or the native shell's) first.
 */
export interface ScreenDef {
  readonly path: string;
  readonly name: string;
  readonly guard: Guard;
  readonly title: UiKey;
  /** Null for a screen of the first load (home, ADR 059), which app/screen-for.tsx imports itself. */
  readonly load: (() => Promise<ComponentType>) | null;
  /** Shows the bottom tab bar (home, records, me). */
  readonly tabBar?: true;
  /**
   * The page name journey events report (ADR 041) where it is not `name`: the spec's, which the
   * shells' logs and the AppsFlyer dashboards have always received.
   */
  readonly pageName?: string;
}

/**
 * Every screen of spec section 2, once. The router, the guard, the page names of the journey
 * events and the route walks (unit and e2e) are derived from this list; redirects are in
 * shared/router/route-table.ts.
 */
export const SCREENS = [
  { path: '/', name: 'home', guard: 'any', title: 'route.home', tabBar: true, load: null },
  { path: '/records', name: 'records', guard: 'any', title: 'route.records', tabBar: true, load: () => import('./features/records/records-screen.tsx').then((m) => m.RecordsScreen) },
  // Records' Statement (issue 10); the spec's guard list names it `loanHistory`, without a path.
  { path: '/records/statement', name: 'loanStatement', guard: 'auth', title: 'route.loanStatement', pageName: 'loanHistory', load: () => import('./features/records/statement-screen.tsx').then((m) => m.StatementScreen) },
  { path: '/me', name: 'me', guard: 'any', title: 'route.me', tabBar: true, load: () => import('./features/me/me-screen.tsx').then((m) => m.MeScreen) },

  // The application steps: app/screen-for.tsx guards each so a step whose turn has not come opens the order's own step.
  { path: '/bank_account/add_bankcard', name: 'addBankCard', guard: 'auth', title: 'route.addBankCard', load: () => import('./features/application/bank/bank-screen.tsx').then((m) => m.BankScreen) },
  { path: '/auth/id_card_authentication', name: 'idCardAuthentication', guard: 'auth', title: 'route.idCardAuthentication', load: () => import('./features/kyc/id-card-screen.tsx').then((m) => m.IdCardScreen) },
  { path: '/auth/personal_infomation', name: 'personalInformation', guard: 'auth', title: 'route.personalInformation', pageName: 'personalInfomation', load: () => import('./features/application/personal/personal-screen.tsx').then((m) => m.PersonalScreen) },
  { path: '/auth/additionalInfomation', name: 'additionalInformation', guard: 'any', title: 'route.additionalInformation', pageName: 'additionalInfomation', load: () => import('./features/application/work/work-screen.tsx').then((m) => m.WorkScreen) },
  { path: '/auth/review_tips', name: 'reviewTips', guard: 'auth', title: 'route.reviewTips', load: () => import('./features/application/review-tips/review-tips-screen.tsx').then((m) => m.ReviewTipsScreen) },
  { path: '/auth/loan_question', name: 'loanQuestion', guard: 'any', title: 'route.loanQuestion', load: () => import('./features/application/questionnaire/questionnaire-screen.tsx').then((m) => m.QuestionnaireScreen) },

  { path: '/borrow/agreement', name: 'borrowAgreement', guard: 'any', title: 'route.borrowAgreement', load: () => import('./features/borrow/agreement-screen.tsx').then((m) => m.AgreementScreen) },
  { path: '/borrow/to_borrow', name: 'toBorrow', guard: 'auth', title: 'route.toBorrow', load: () => import('./features/landing/to-borrow-screen.tsx').then((m) => m.ToBorrowScreen) },
  { path: '/borrow/confirm_borrow', name: 'confirmBorrow', guard: 'any', title: 'route.confirmBorrow', load: () => import('./features/borrow/confirm-borrow-screen.tsx').then((m) => m.ConfirmBorrowScreen) },
  { path: '/borrow/lending', name: 'lending', guard: 'any', title: 'route.lending', load: () => import('./features/borrow/lending-screen.tsx').then((m) => m.LendingScreen) },

  // Repaying one loan without signing in, through a reminder's signed link (spec section 7's /portal/repayment calls).
  { path: '/portal/repayment', name: 'portalRepayment', guard: 'any', title: 'route.portalRepayment', load: () => import('./features/repay/portal-screen.tsx').then((m) => m.PortalScreen) },
  { path: '/repay/repay_detail', name: 'repayDetail', guard: 'any', title: 'route.repayDetail', load: () => import('./features/repay/repay-detail-screen.tsx').then((m) => m.RepayDetailScreen) },
  { path: '/repay/repay_stp', name: 'repayStp', guard: 'any', title: 'route.repayStp', load: () => import('./features/repay/repay-stp-screen.tsx').then((m) => m.RepayStpScreen) },
  { path: '/repay/repay_oxxo', name: 'repayOxxo', guard: 'any', title: 'route.repayOxxo', load: () => import('./features/repay/repay-oxxo-screen.tsx').then((m) => m.RepayOxxoScreen) },
  { path: '/repay/exhibition_period_detail', name: 'extensionDetail', guard: 'any', title: 'route.extensionDetail', pageName: 'exhibitionPeriodDetail', load: () => import('./features/repay/extension-detail-screen.tsx').then((m) => m.ExtensionDetailScreen) },
  { path: '/repay/confirm_exhibition', name: 'confirmExtension', guard: 'any', title: 'route.confirmExtension', pageName: 'confirmExhibition', load: () => import('./features/repay/confirm-extension-screen.tsx').then((m) => m.ConfirmExtensionScreen) },
  { path: '/repay/manual_repayment', name: 'manualRepayment', guard: 'any', title: 'route.manualRepayment', load: () => import('./features/repay/manual-repayment-screen.tsx').then((m) => m.ManualRepaymentScreen) },
  { path: '/repay/cashier', name: 'cashier', guard: 'any', title: 'route.cashier', load: () => import('./features/repay/cashier-screen.tsx').then((m) => m.CashierScreen) },
  // Ours (ADR 038): spec section 2 lists repayment proofs among the screens but gives them no route.
  { path: '/repay/voucher', name: 'repaymentProof', guard: 'any', title: 'route.repaymentProof', pageName: 'repayVoucher', load: () => import('./features/repay/proof-screen.tsx').then((m) => m.ProofScreen) },

  // Customer care, complaints, account deletion and the open-app page (issue 12, ADR 044).
  { path: '/user_center/customer_services', name: 'customerServices', guard: 'auth', title: 'route.customerServices', load: () => import('./features/care/customer-service-screen.tsx').then((m) => m.CustomerServiceScreen) },
  { path: '/user_center/settings', name: 'settings', guard: 'auth', title: 'route.settings', load: () => import('./features/user-center/settings-screen.tsx').then((m) => m.SettingsScreen) },
  // Help and legal texts (ADR 043): each a small chunk; the texts are chunks of their own, fetched per market and language.
  { path: '/user_center/agreement_list', name: 'agreementList', guard: 'any', title: 'route.agreementList', load: () => import('./features/content/agreement-list-screen.tsx').then((m) => m.AgreementListScreen) },
  { path: '/user_center/about_us', name: 'aboutUs', guard: 'auth', title: 'route.aboutUs', load: () => import('./features/content/about-screen.tsx').then((m) => m.AboutScreen) },
  { path: '/user_center/faq', name: 'faq', guard: 'auth', title: 'route.faq', load: () => import('./features/content/faq-screen.tsx').then((m) => m.FaqScreen) },
  { path: '/user_center/language', name: 'language', guard: 'any', title: 'route.language', load: () => import('./features/user-center/language-screen.tsx').then((m) => m.LanguageScreen) },
  { path: '/user_center/open_app', name: 'openApp', guard: 'any', title: 'route.openApp', load: () => import('./features/care/open-app-screen.tsx').then((m) => m.OpenAppScreen) },
  // Coupons (issue 12, ADR 045): its own chunk, never in home's first load.
  { path: '/user_center/coupon', name: 'coupon', guard: 'auth', title: 'route.coupon', load: () => import('./features/rewards/coupon-screen.tsx').then((m) => m.CouponScreen) },
  // The message centre (issue 12, ADR 047): the spec's guard list names it msgList and msgDetail, without paths.
  { path: '/user_center/messages', name: 'messageList', guard: 'auth', title: 'route.messageList', pageName: 'msgList', load: () => import('./features/inbox/msg-list-screen.tsx').then((m) => m.MsgListScreen) },
  // The borrower's own data (issue 24, ADR 103): export, correction, marketing choice; the export opens through its signed link.
  { path: '/user_center/my_data', name: 'myData', guard: 'auth', title: 'route.myData', load: () => import('./features/data-rights/my-data-screen.tsx').then((m) => m.MyDataScreen) },
  { path: '/user_center/my_data/export', name: 'myDataExport', guard: 'auth', title: 'route.myDataExport', load: () => import('./features/data-rights/export-screen.tsx').then((m) => m.ExportScreen) },
  { path: '/user_center/messages/detail', name: 'messageDetail', guard: 'auth', title: 'route.messageDetail', pageName: 'msgDetail', load: () => import('./features/inbox/msg-detail-screen.tsx').then((m) => m.MsgDetailScreen) },

  { path: '/user/login', name: 'login', guard: 'any', title: 'route.login', load: () => import('./features/auth/login-screen.tsx').then((m) => m.LoginScreen) },
  { path: '/user/register', name: 'register', guard: 'any', title: 'route.register', load: () => import('./features/auth/register-screen.tsx').then((m) => m.RegisterScreen) },

  { path: '/provicy', name: 'privacy', guard: 'any', title: 'route.privacy', pageName: 'provicy', load: () => import('./features/content/legal-screen.tsx').then((m) => m.PrivacyScreen) },
  { path: '/termsCondition', name: 'termsCondition', guard: 'any', title: 'route.termsCondition', load: () => import('./features/content/legal-screen.tsx').then((m) => m.TermsScreen) },
  { path: '/convenios', name: 'renewalAgreement', guard: 'any', title: 'route.renewalAgreement', pageName: 'convenios', load: () => import('./features/repay/renewal-agreement-screen.tsx').then((m) => m.RenewalAgreementScreen) },
  // Landing pages (issue 12, ADR 046). An advert opens one without React (main.tsx); these are the
  // same pages reached inside the running app, e.g. back from registration.
  { path: '/yx1', name: 'yx1', guard: 'any', title: 'route.yx1', load: () => import('./features/landing/landing-screen.tsx').then((m) => m.Yx1Screen) },
  { path: '/yx2', name: 'yx2', guard: 'any', title: 'route.yx2', load: () => import('./features/landing/landing-screen.tsx').then((m) => m.Yx2Screen) },
  { path: '/yx2ConfirmBorrow', name: 'yx2ConfirmBorrow', guard: 'any', title: 'route.yx2ConfirmBorrow', load: () => import('./features/landing/landing-screen.tsx').then((m) => m.Yx2ConfirmBorrowScreen) },
  { path: '/yx3', name: 'yx3', guard: 'any', title: 'route.yx3', load: () => import('./features/landing/landing-screen.tsx').then((m) => m.Yx3Screen) },
  { path: '/cancellation_form', name: 'cancellationForm', guard: 'any', title: 'route.cancellationForm', load: () => import('./features/care/cancellation-screen.tsx').then((m) => m.CancellationScreen) },
  { path: '/finish_loading', name: 'finishLoading', guard: 'auth', title: 'route.finishLoading', pageName: 'FinishLoading', load: () => import('./features/application/finish/finish-loading-screen.tsx').then((m) => m.FinishLoadingScreen) },
] as const satisfies readonly ScreenDef[];

export type ScreenName = (typeof SCREENS)[number]['name'];
/** The screens of the first load, whose components app/screen-for.tsx imports. */
export type FirstLoadScreen = Extract<(typeof SCREENS)[number], { load: null }>['name'];
/** A screen of the table, known by one of its names. */
export type Screen = ScreenDef & { readonly name: ScreenName };
