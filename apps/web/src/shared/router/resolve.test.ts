import { STATUS_ROUTE } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { resolveLocation, safeRedirect } from './resolve.ts';
import { SCREENS } from '../../screens.ts';
import { REDIRECTS } from './route-table.ts';

const signedOut = { hasToken: false, inShell: false };
const signedIn = { hasToken: true, inShell: false };

describe('route table', () => {
  it.each([
    ['#/bank_account', '/bank_account/add_bankcard'],
    ['#/auth', '/auth/personal_infomation'],
    ['#/borrow', '/'],
    ['#/repay', '/'],
    ['#/user_center', '/user_center/settings'],
    ['#/auth?from=mail', '/auth/personal_infomation?from=mail'],
  ])('redirects %s to %s', (hash, to) => {
    expect(resolveLocation(hash, signedIn)).toEqual({ kind: 'redirect', to });
  });

  it('gives each screen a path and a name of its own, and no screen a redirect’s path', () => {
    const paths = [...SCREENS.map((route) => route.path), ...REDIRECTS.map((redirect) => redirect.path)];
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SCREENS.map((route) => route.name)).size).toBe(SCREENS.length);
  });

  it('names every route the order-status table routes to', () => {
    const names = new Set<string>(SCREENS.map((route) => route.name));
    for (const name of Object.values(STATUS_ROUTE)) expect(names.has(name), name).toBe(true);
  });

  it('has the spec paths with their names', () => {
    const byPath = Object.fromEntries(SCREENS.map((route) => [route.path, route.name]));
    expect(byPath).toMatchObject({
      '/': 'home',
      '/records': 'records',
      '/me': 'me',
      '/auth/id_card_authentication': 'idCardAuthentication',
      '/auth/review_tips': 'reviewTips',
      '/borrow/to_borrow': 'toBorrow',
      '/repay/repay_detail': 'repayDetail',
      '/user_center/customer_services': 'customerServices',
      '/user_center/about_us': 'aboutUs',
      '/user/login': 'login',
      '/user/register': 'register',
      '/provicy': 'privacy',
      '/termsCondition': 'termsCondition',
      '/yx2ConfirmBorrow': 'yx2ConfirmBorrow',
      '/finish_loading': 'finishLoading',
    });
  });

  it('resolves an empty hash and trailing slashes to the route', () => {
    expect(resolveLocation('', signedOut)).toMatchObject({ kind: 'render', route: { name: 'home' } });
    expect(resolveLocation('#/records/', signedOut)).toMatchObject({ kind: 'render', route: { name: 'records' } });
  });

  it('answers notFound for an unknown path', () => {
    expect(resolveLocation('#/nowhere', signedIn)).toEqual({ kind: 'notFound', path: '/nowhere' });
  });
});

describe('guard', () => {
  const guardedRoutes = SCREENS.filter((route) => route.guard === 'auth');

  it('guards exactly the screens of the spec list', () => {
    // The spec's guard list also names repayInfo, which has no screen, and bankAccount, a redirect to
    // addBankCard (guarded); loanHistory (the statement, issue 10), msgList and msgDetail (ADR 047), myData and
    // myDataExport (the borrower's own data, ADR 103) are ours.
    expect(guardedRoutes.map((route) => route.name).sort()).toEqual(
      [
        'settings', 'aboutUs', 'customerServices', 'faq', 'toBorrow', 'personalInformation',
        'addBankCard', 'idCardAuthentication', 'reviewTips', 'loanStatement', 'messageDetail', 'messageList',
        'coupon', 'finishLoading', 'myData', 'myDataExport',
      ].sort(),
    );
  });

  it('sends a signed-out user to login, remembering the target', () => {
    for (const route of guardedRoutes) {
      expect(resolveLocation(`#${route.path}`, signedOut)).toEqual({
        kind: 'login',
        to: `/user/login?redirect=${encodeURIComponent(route.path)}`,
      });
    }
    expect(resolveLocation('#/auth/review_tips?pageName=confirmBorrow', signedOut)).toEqual({
      kind: 'login',
      to: '/user/login?redirect=%2Fauth%2Freview_tips%3FpageName%3DconfirmBorrow',
    });
  });

  it('asks the native shell for its login when inside it', () => {
    expect(resolveLocation('#/user_center/settings', { hasToken: false, inShell: true })).toEqual({
      kind: 'nativeLogin',
      target: '/user_center/settings',
    });
  });

  it('lets a signed-in user through', () => {
    for (const route of guardedRoutes) {
      expect(resolveLocation(`#${route.path}`, signedIn)).toMatchObject({ kind: 'render', route: { name: route.name } });
    }
  });

  it('leaves open screens open', () => {
    for (const path of ['/', '/records', '/me', '/user/login', '/user_center/language', '/provicy', '/borrow/lending']) {
      expect(resolveLocation(`#${path}`, signedOut).kind, path).toBe('render');
    }
  });

  it('only returns to our own, non-login paths after sign-in', () => {
    expect(safeRedirect('/me')).toBe('/me');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/user/login')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
