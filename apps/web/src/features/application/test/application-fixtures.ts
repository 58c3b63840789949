import { mockApi, ok, USER_INFO, type Handler, type Handlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { Language } from '@lendline/domain';

export const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
export const MX_USER = { basicInfo: { ...USER_INFO.basicInfo, userId: 'u-mx', mobile: '525512345678', market: 'MX' } };

/** A step answered by the fake server: the order moves to `status`. */
export const step = (status: number): Handler => () => ok({ orderNo: 'LO-1', status });

/** Renders a signed-in borrower at a route with a fake server. */
export async function openStep(hash: string, handlers: Handlers = {}, language: Language = 'en', userInfo: unknown = USER_INFO) {
  const api = mockApi(handlers);
  const view = await renderApp(hash, { ...SIGNED_IN, userInfo, language });
  return { api, view };
}
