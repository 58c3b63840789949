import { couponProblem, type Coupon, type Currency, type MarketId } from '@lendline/domain';
import { useEffect } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { formatDate, formatMoney, marketForCurrency } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Select } from '../../shared/ui/select.tsx';

interface CouponPickerProps {
  orderNo: string;
  currency: Currency;
  /** The principal chosen, minor units: a coupon needing more is not offered. */
  amount: number;
  couponId: string | undefined;
  error: string | undefined;
  onChange: (couponId: string | undefined) => void;
}

/** The coupons that would be accepted for this loan now (the server's own rule, ADR 045). */
function eligible(coupons: readonly Coupon[], orderNo: string, amount: number, market: MarketId): Coupon[] {
  const at = new Date();
  return coupons.filter((c) => couponProblem({ ...c, market: marketForCurrency(c.currency) ?? market }, { market, orderNo, amount, at }) === null);
}

/** Confirm borrow: pick one of the borrower's usable coupons, or none. Hidden when none fits. */
export function CouponPicker({ orderNo, currency, amount, couponId, error, onChange }: CouponPickerProps) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const read = useRead('/lottery-draw/coupons', { state: 'usable' }, { quiet: true });
  const offered = read.data ? eligible(read.data.coupons, orderNo, amount, marketForCurrency(currency) ?? market) : [];
  const fits = couponId === undefined || offered.some((c) => c.id === couponId);
  // A new amount below the coupon's minimum takes the coupon off, as the server would refuse it.
  useEffect(() => {
    if (read.data && !fits) onChange(undefined);
  }, [read.data, fits, onChange]);

  if (offered.length === 0 && !error) return null;
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return (
    <Select
      id="borrow-coupon"
      label={t('rewards.pick.label')}
      hint={t('rewards.pick.hint')}
      error={error}
      placeholder={t('rewards.pick.none')}
      options={offered.map((c) => ({ value: c.id, label: t('rewards.pick.option', { amount: money(c.amount), date: formatDate(c.expiresAt, lang, market) }) }))}
      value={couponId ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
