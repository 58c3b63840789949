import { ERRORS } from '@lendline/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ABORTED, NETWORK_FAILURE, type ApiFailure } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { navigate } from '../../shared/router/location.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { AgreementBox } from './agreement-box.tsx';
import { acceptOffer, proveLoanCode, type Choice } from './borrow-api.ts';
import { LoanCode, type LoanCodeState } from './loan-code.tsx';
import { forgetChoice, recallChoice, rememberChoice } from './choice-store.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import { LoanFigures } from './loan-figures.tsx';
import { OfferChoice } from './offer-choice.tsx';
import { CouponPicker } from './coupon-picker.tsx';
import { PrizeDraw } from './prize-draw.tsx';
import { OfferExpired, OfferProblem } from './offer-problem.tsx';
import { useOffer } from './use-offer.ts';

type Errors = { amount?: string; tenure?: string; coupon?: string; agreement?: string; form?: string };

/** The server's field errors at our fields: amount, tenure, the agreement box; the rest on the form. */
function errorsFrom(failure: ApiFailure): Errors {
  const errors: Errors = {};
  for (const { field, message } of failure.fields ?? []) {
    const at = field === 'amount' || field === 'tenure' ? field : field === 'agreementAccepted' ? 'agreement' : field === 'couponId' ? 'coupon' : 'form';
    errors[at] ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = failure.msg;
  return errors;
}

/** Status 14: pick amount and term, see every figure, accept the agreement, confirm. */
export function ConfirmOffer({ orderNo }: { orderNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const [remembered] = useState(() => recallChoice(orderNo));
  const [choice, setChoice] = useState<Choice | null>(remembered ? { amount: remembered.amount, tenure: remembered.tenure, couponId: remembered.couponId } : null);
  const [accepted, setAccepted] = useState(remembered?.accepted ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [expired, setExpired] = useState(false);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  // Set once the server asks for a fresh code (an old sign-in, ADR 048).
  const [loanCode, setLoanCode] = useState<LoanCodeState | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const { state, retry: requote } = useOffer(orderNo, choice);
  const offer = state.kind === 'ready' ? state.offer : null;
  const current = choice ?? (offer ? { amount: offer.amount, tenure: offer.tenure } : null);

  const amount = current?.amount;
  const tenure = current?.tenure;
  const couponId = current?.couponId;
  useEffect(() => {
    if (amount !== undefined && tenure !== undefined) rememberChoice(orderNo, { amount, tenure, couponId, accepted });
  }, [orderNo, amount, tenure, couponId, accepted]);

  if (expired || state.kind === 'expired') return <OfferExpired />;
  if (state.kind === 'loading') return <Skeleton lines={6} />;
  if (state.kind !== 'ready' || !offer || !current) {
    // A retry starts again from the server's default choice, in case the remembered one no longer fits the offer.
    const retry = () => {
      forgetChoice(orderNo);
      if (choice === null) requote();
      else setChoice(null);
    };
    return <OfferProblem message={t(state.kind === 'notApproved' ? 'borrow.notApproved' : 'borrow.loadFailed')} onRetry={retry} />;
  }

  function change(next: Choice) {
    setChoice(next);
    setErrors(({ agreement }) => (agreement ? { agreement } : {}));
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setErrors({ agreement: t('error.loan.agreement.required') });
      box.current?.focus();
      return;
    }
    if (!current || sending) return;
    setSending(true);
    let proof: string | undefined;
    if (loanCode) {
      const proved = await proveLoanCode(orderNo, loanCode.code);
      if (!proved.ok) {
        setSending(false);
        if (proved.code !== NETWORK_FAILURE && proved.code !== ABORTED) setLoanCode({ ...loanCode, error: proved.fields?.[0]?.message ?? proved.msg });
        codeInput.current?.focus();
        return;
      }
      proof = proved.data.proof;
    }
    const result = await acceptOffer(orderNo, current, proof);
    setSending(false);
    if (!result.ok && result.code === ERRORS.VERIFY_CODE_REQUIRED.code) {
      setLoanCode({ code: '', error: loanCode ? result.msg : undefined });
      setTimeout(() => codeInput.current?.focus());
      return;
    }
    if (result.ok) {
      forgetChoice(orderNo);
      navigate(pathOf('lending'));
    } else if (result.code === ERRORS.OFFER_EXPIRED.code) {
      setExpired(true);
    } else if (result.code !== NETWORK_FAILURE && result.code !== ABORTED) {
      setErrors(errorsFrom(result));
    }
  }

  const coupon = current.couponId ? `&couponId=${encodeURIComponent(current.couponId)}` : '';
  const agreementPath = `${pathOf('borrowAgreement')}?orderNo=${encodeURIComponent(orderNo)}&amount=${current.amount}&tenure=${current.tenure}${coupon}`;
  return (
    <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
      <h2>{offer.productName}</h2>
      <p className="notice">{t('borrow.validUntil', { time: formatInstant(offer.confirmBy, lang, market) })}</p>
      {offer.reloan && <p className="notice">{t('borrow.reloan')}</p>}
      <OfferChoice offer={offer} choice={current} errors={errors} onChange={change} />
      <PrizeDraw orderNo={orderNo} />
      <CouponPicker
        orderNo={orderNo}
        currency={offer.currency}
        amount={current.amount}
        couponId={current.couponId}
        error={errors.coupon}
        onChange={(picked) => change({ ...current, couponId: picked })}
      />
      {state.updating && (
        <p role="status" className="notice">
          {t('borrow.updating')}
        </p>
      )}
      <LoanFigures figures={offer.figures} busy={state.updating} />
      <AgreementBox
        ref={box}
        checked={accepted}
        error={errors.agreement}
        agreementPath={agreementPath}
        onChange={(checked) => {
          setAccepted(checked);
          if (checked) setErrors(({ agreement: _, ...rest }) => rest);
        }}
      />
      {loanCode && <LoanCode state={loanCode} onChange={setLoanCode} codeRef={codeInput} />}
      <FormError ref={null} message={errors.form} />
      <Button type="submit" className="btn--block" busy={sending || state.updating}>
        {t('borrow.confirm')}
      </Button>
    </form>
  );
}
