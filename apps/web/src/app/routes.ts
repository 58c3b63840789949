import type { RouteName } from '../shared/router/route-table.ts';

/** Screens built in this issue; every other rendering route shows the "not available yet" page. */
export const BUILT_ROUTES = ['home', 'records', 'me', 'settings', 'language', 'login', 'register', 'personalInfomation', 'additionalInfomation', 'loanQuestion', 'addBankCard', 'reviewTips', 'FinishLoading', 'idCardAuthentication', 'confirmBorrow', 'borrowAgreement', 'lending', 'repayDetail', 'cashier', 'manualRepayment', 'repayStp', 'repayOxxo', 'loanHistory', 'portalRepayment', 'exhibitionPeriodDetail', 'confirmExhibition', 'convenios', 'repayVoucher', 'faq', 'aboutUs', 'provicy', 'termsCondition', 'agreementList', 'customerServices', 'openApp', 'cancellationForm', 'toBorrow', 'yx1', 'yx2', 'yx2ConfirmBorrow', 'yx3', 'coupon', 'msgList', 'msgDetail'] as const satisfies readonly RouteName[];

/**
 * Routes whose screens later issues build. Until then they show the shared, translated
 * "not available yet" page (with the route's own title). The README lists them.
 */
export const NOT_YET_BUILT_ROUTES = [] as const satisfies readonly RouteName[];
