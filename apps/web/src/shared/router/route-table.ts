import type { UiKey } from '../i18n/en.ts';

/**
 * Every route and redirect of spec section 2, by hash path, with the names the spec and the
 * domain's status table (`STATUS_ROUTE`) use. Paths keep the spec's spellings
 * ("personal_infomation", "provicy") because native shells and old links deep-link to them.
 */
export interface RouteDef {
  readonly path: string;
  readonly name: string;
  /** Catalogue key of the screen's title; redirects have none. */
  readonly title?: UiKey;
  /** A redirect: the path this one forwards to. */
  readonly redirect?: string;
  /** Shows the bottom tab bar (home, records, me). */
  readonly tabBar?: boolean;
}

export const ROUTES = [
  { path: '/', name: 'home', title: 'route.home', tabBar: true },
  { path: '/records', name: 'records', title: 'route.records', tabBar: true },
  // Records' Statement (issue 10); the spec's guard list names a `loanHistory` screen without a path.
  { path: '/records/statement', name: 'loanHistory', title: 'route.loanHistory' },
  { path: '/me', name: 'me', title: 'route.me', tabBar: true },

  { path: '/bank_account', name: 'bankAccount', redirect: '/bank_account/add_bankcard' },
  { path: '/bank_account/add_bankcard', name: 'addBankCard', title: 'route.addBankCard' },

  { path: '/auth', name: 'auth', redirect: '/auth/personal_infomation' },
  { path: '/auth/id_card_authentication', name: 'idCardAuthentication', title: 'route.idCardAuthentication' },
  { path: '/auth/personal_infomation', name: 'personalInfomation', title: 'route.personalInfomation' },
  { path: '/auth/additionalInfomation', name: 'additionalInfomation', title: 'route.additionalInfomation' },
  { path: '/auth/review_tips', name: 'reviewTips', title: 'route.reviewTips' },
  { path: '/auth/loan_question', name: 'loanQuestion', title: 'route.loanQuestion' },

  { path: '/borrow', name: 'borrow', redirect: '/' },
  { path: '/borrow/agreement', name: 'borrowAgreement', title: 'route.borrowAgreement' },
  { path: '/borrow/to_borrow', name: 'toBorrow', title: 'route.toBorrow' },
  { path: '/borrow/confirm_borrow', name: 'confirmBorrow', title: 'route.confirmBorrow' },
  { path: '/borrow/lending', name: 'lending', title: 'route.lending' },

  { path: '/repay', name: 'repay', redirect: '/' },
  // Repaying one loan without signing in, through a reminder's signed link (spec section 7's /portal/repayment calls).
  { path: '/portal/repayment', name: 'portalRepayment', title: 'route.portalRepayment' },
  { path: '/repay/repay_detail', name: 'repayDetail', title: 'route.repayDetail' },
  { path: '/repay/repay_stp', name: 'repayStp', title: 'route.repayStp' },
  { path: '/repay/repay_oxxo', name: 'repayOxxo', title: 'route.repayOxxo' },
  { path: '/repay/exhibition_period_detail', name: 'exhibitionPeriodDetail', title: 'route.exhibitionPeriodDetail' },
  { path: '/repay/confirm_exhibition', name: 'confirmExhibition', title: 'route.confirmExhibition' },
  { path: '/repay/manual_repayment', name: 'manualRepayment', title: 'route.manualRepayment' },
  { path: '/repay/cashier', name: 'cashier', title: 'route.cashier' },
  // Ours (ADR 038): spec section 2 lists repayment proofs among the screens but gives them no route.
  { path: '/repay/voucher', name: 'repayVoucher', title: 'route.repayVoucher' },

  { path: '/user_center', name: 'userCenter', redirect: '/user_center/settings' },
  { path: '/user_center/customer_services', name: 'customerServices', title: 'route.customerServices' },
  { path: '/user_center/settings', name: 'settings', title: 'route.settings' },
  { path: '/user_center/agreement_list', name: 'agreementList', title: 'route.agreementList' },
  { path: '/user_center/about_us', name: 'aboutUs', title: 'route.aboutUs' },
  { path: '/user_center/faq', name: 'faq', title: 'route.faq' },
  { path: '/user_center/language', name: 'language', title: 'route.language' },
  { path: '/user_center/open_app', name: 'openApp', title: 'route.openApp' },
  { path: '/user_center/coupon', name: 'coupon', title: 'route.coupon' },
  // The message centre (issue 12, ADR 047): the spec's guard list names msgList and msgDetail without paths.
  { path: '/user_center/messages', name: 'msgList', title: 'route.msgList' },
  { path: '/user_center/messages/detail', name: 'msgDetail', title: 'route.msgDetail' },

  // The spec gives /user only as the parent of login and register; we forward it to login.
  { path: '/user', name: 'user', redirect: '/user/login' },
  { path: '/user/login', name: 'login', title: 'route.login' },
  { path: '/user/register', name: 'register', title: 'route.register' },

  { path: '/provicy', name: 'provicy', title: 'route.provicy' },
  { path: '/termsCondition', name: 'termsCondition', title: 'route.termsCondition' },
  { path: '/convenios', name: 'convenios', title: 'route.convenios' },
  { path: '/yx1', name: 'yx1', title: 'route.yx1' },
  { path: '/yx2', name: 'yx2', title: 'route.yx2' },
  { path: '/yx2ConfirmBorrow', name: 'yx2ConfirmBorrow', title: 'route.yx2ConfirmBorrow' },
  { path: '/yx3', name: 'yx3', title: 'route.yx3' },
  { path: '/cancellation_form', name: 'cancellationForm', title: 'route.cancellationForm' },
  { path: '/finish_loading', name: 'FinishLoading', title: 'route.FinishLoading' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

/**
 * The spec's guard list, verbatim. Some names (repayInfo, loanHistory, msgDetail, msgList) have
 * no route in the spec's route list; they stay here so a later route with that name is guarded.
 */
export const GUARDED_ROUTE_NAMES: readonly string[] = [
  'settings',
  'aboutUs',
  'customerServices',
  'faq',
  'toBorrow',
  'personalInfomation',
  'bankAccount',
  'addBankCard',
  'idCardAuthentication',
  'reviewTips',
  'repayInfo',
  'loanHistory',
  'msgDetail',
  'msgList',
  'coupon',
  'FinishLoading',
];

const BY_PATH = new Map<string, RouteDef>(ROUTES.map((route) => [route.path, route]));
const BY_NAME = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));

export function routeByPath(path: string): RouteDef | undefined {
  return BY_PATH.get(path);
}

export function pathOf(name: RouteName): string {
  return BY_NAME.get(name)?.path ?? '/';
}

export function isGuarded(route: RouteDef): boolean {
  return GUARDED_ROUTE_NAMES.includes(route.name);
}
