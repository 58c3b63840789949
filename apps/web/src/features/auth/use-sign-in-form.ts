import { ERRORS, type LegalState, type UserInfo } from '@lendline/domain';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { ABORTED, NETWORK_FAILURE, type ApiFailure } from '../../shared/api/client.ts';
import { loadProducts } from '../../shared/catalogue/products.ts';
import type { MessageKey } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { isInShell, setNewToken } from '../../shared/native/bridge.ts';
import { logJourney } from '../../shared/native/journey-events.ts';
import { navigate, useQuery } from '../../shared/router/location.ts';
import { safeRedirect } from '../../shared/router/resolve.ts';
import { bearer, saveSession } from '../../shared/session/session.ts';
import { fetchSandboxCode } from '../../shared/sandbox/sandbox-code.ts';
import { dropHandedMobile, handedMobile, handMobileToLogin } from './mobile-handoff.ts';
import { dropCampaign } from '../../shared/marketing/attribution-store.ts';
import { dropTypedMobile, typedMobile } from '../../shared/marketing/typed-mobile.ts';
import { acceptLegalAtRegistration, lookUpMobile, requestCode, signIn, type SignInMode } from './sign-in-api.ts';
import { legalStateFor } from './legal-prompt-api.ts';
import { useCountdown } from '../../shared/forms/use-countdown.ts';
import { checkMobile, checkSignIn, type SignInField } from './validate.ts';

/** A message to show: a catalogue key (re-translated on language change) or server text. */
export type Message = { key: MessageKey } | { text: string };
export type FormErrors = Partial<Record<SignInField | 'form', Message>>;

/** A sign-in held at the legal prompt: its token (not saved yet), the versions to accept, and how to go on. */
export interface LegalPromptState {
  authorization: string;
  state: LegalState;
  finish: () => void;
}

// A deleted account's number is told so at the field (ADR 044); the screen's register link opens a new account.
const MOBILE_CODES = new Set<number>([ERRORS.MOBILE_EMPTY.code, ERRORS.MOBILE_INVALID.code, ERRORS.SEND_LIMIT_REACHED.code, ERRORS.ACCOUNT_DELETED.code]);
const CODE_CODES = new Set<number>([ERRORS.CODE_EMPTY.code, ERRORS.CODE_INVALID.code, ERRORS.CODE_TOO_MANY_TRIES.code]);

/** Where a failed call's message belongs: at a field, in the form, or nowhere (already toasted). */
function errorsFor(failure: ApiFailure): FormErrors {
  if (failure.code === NETWORK_FAILURE || failure.code === ABORTED) return {};
  if (failure.fields?.length) {
    const errors: FormErrors = {};
    for (const { field, message } of failure.fields) {
      const target = field === 'mobile' || field === 'code' ? field : 'form';
      errors[target] ??= { text: message };
    }
    return errors;
  }
  if (MOBILE_CODES.has(failure.code)) return { mobile: { text: failure.msg } };
  if (CODE_CODES.has(failure.code)) return { code: { text: failure.msg } };
  return { form: { text: failure.msg } };
}

export interface SignInFocus {
  mobile: RefObject<HTMLInputElement | null>;
  code: RefObject<HTMLInputElement | null>;
}

/** State and actions of the login and register forms; `focus` moves the caret to a field. */
export function useSignInForm(mode: SignInMode, focus: SignInFocus) {
  const market = useMarket();
  const redirect = safeRedirect(useQuery().get('redirect'));
  // A number the register screen found registered arrives typed (spec section 8); one typed on
  // a landing page arrives typed on register (ADR 046).
  const [mobile, setMobile] = useState(() => (mode === 'login' ? handedMobile() : typedMobile()));
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [registered, setRegistered] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const [legalPrompt, setLegalPrompt] = useState<LegalPromptState | null>(null);
  const countdown = useCountdown();
  const { mobile: mobileRef, code: codeRef } = focus;

  // Arriving here directly (a deep link, the guard): learn the served market for the dial code.
  useEffect(() => {
    void loadProducts({ quiet: true });
  }, []);

  function toLogin() {
    handMobileToLogin(mobile);
    setRegistered(true);
  }

  function fail(failure: ApiFailure) {
    if (failure.code === ERRORS.MOBILE_REGISTERED.code) {
      toLogin();
      return;
    }
    const next = errorsFor(failure);
    setErrors(next);
    if (next.mobile) mobileRef.current?.focus();
    else if (next.code) codeRef.current?.focus();
  }

  async function getCode() {
    if (sending || countdown.remaining > 0) return;
    const checked = checkMobile(mobile, market);
    if ('error' in checked) {
      setErrors({ mobile: { key: checked.error } });
      mobileRef.current?.focus();
      return;
    }
    setErrors({});
    setRegistered(false);
    setSandboxCode(null);
    setSending(true);
    if (mode === 'register') {
      // Spec section 8: a registered number is told to log in before any code is asked for.
      // A failed look-up leaves the decision to the code request, which refuses it too.
      const lookup = await lookUpMobile(checked.mobile);
      if (lookup.ok && lookup.data.exists) {
        setSending(false);
        toLogin();
        return;
      }
      if (!lookup.ok && (lookup.code === NETWORK_FAILURE || lookup.code === ABORTED)) {
        setSending(false);
        return;
      }
    }
    const result = await requestCode(checked.mobile, mode);
    setSending(false);
    if (!result.ok) {
      fail(result);
      return;
    }
    countdown.start(result.data.resendIn);
    setSentTo(checked.mobile);
    codeRef.current?.focus();
    setSandboxCode(await fetchSandboxCode(checked.mobile));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || submitting) return;
    const checked = checkSignIn({ mobile, code }, market);
    if (!checked.ok) {
      const next: FormErrors = {};
      if (checked.errors.mobile) next.mobile = { key: checked.errors.mobile };
      if (checked.errors.code) next.code = { key: checked.errors.code };
      setErrors(next);
      (next.mobile ? mobileRef : codeRef).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await signIn(mode, checked.mobile, checked.code);
    if (!result.ok) {
      setSubmitting(false);
      fail(result);
      return;
    }
    const { token, userInfo } = result.data;
    if (mode === 'login') {
      // A newer terms or privacy version is accepted before the session is saved (ADR 048).
      const legal = await legalStateFor(bearer(token));
      if (legal.ok && legal.data.pending.length > 0) {
        setSubmitting(false);
        setLegalPrompt({ authorization: bearer(token), state: legal.data, finish: () => finishSignIn(token, userInfo) });
        return;
      }
    }
    finishSignIn(token, userInfo);
  }

  function finishSignIn(token: string, userInfo: UserInfo) {
    saveSession(token, userInfo);
    dropHandedMobile();
    dropTypedMobile();
    if (mode === 'register') dropCampaign();
    if (isInShell()) void setNewToken({ token: bearer(token), mobile: userInfo.basicInfo.mobile });
    if (mode === 'register') acceptLegalAtRegistration(market);
    logJourney(mode === 'register' ? { type: 'registered', page: 'register' } : { type: 'signedIn', page: 'login' });
    navigate(redirect ?? '/', { replace: true });
  }

  /** Declined at the prompt: not signed in; the form says what accepting is for. */
  function declineLegal() {
    setLegalPrompt(null);
    setErrors({ form: { key: 'legalPrompt.declined' } });
  }

  function changeMobile(value: string) {
    setMobile(value);
    setRegistered(false);
    setErrors(({ mobile: _dropped, ...rest }) => rest);
  }

  function changeCode(value: string) {
    setCode(value);
    setErrors(({ code: _dropped, ...rest }) => rest);
  }

  return {
    mode,
    market,
    redirect,
    mobile,
    code,
    errors,
    registered,
    sending,
    submitting,
    sentTo,
    sandboxCode,
    legalPrompt,
    declineLegal,
    remaining: countdown.remaining,
    changeMobile,
    changeCode,
    getCode,
    submit,
  };
}
