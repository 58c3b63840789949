import { formatMoney, REPAY_CHANNELS, type RepayChannelId, type RepayDetailResponse } from '@lendline/domain';
import { useState, type ReactNode } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { useLatestOrder } from '../../shared/application/use-latest-order.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { AccountCard } from './account-card.tsx';
import { CheckoutResult } from './checkout-result.tsx';
import { isPaidOff, PaidOff } from './paid-off.tsx';
import { SandboxAccountPay } from './sandbox-pay.tsx';
import { UssdPanel } from './ussd-panel.tsx';
import './repay.css';

/**
 * cashier (`?orderNo=`): what is due, then the market's ways to pay in the configured order,
 * online ones first; once paid off, only that it is paid. Back from a provider's checkout
 * (`?checkout=`), it shows whether the payment arrived instead of the ways to pay.
 */
export function CashierScreen() {
  const t = useT();
  const query = useQuery();
  const latest = useLatestOrder();
  const orderNo = query.get('orderNo') ?? latest.order?.orderNo ?? null;
  const checkout = query.get('checkout');
  const read = useRead(orderNo ? '/repay/repay-order/detail' : null, { orderNo: orderNo ?? '' }, { quiet: true });
  const detail = read.data;

  return (
    <Page title={t('route.cashier')} back={orderNo ? `/repay/repay_detail?orderNo=${encodeURIComponent(orderNo)}` : '/'}>
      {detail && (isPaidOff(detail) ? <PaidOff detail={detail} withLink={!checkout} /> : <Due detail={detail} />)}
      {detail && checkout && <CheckoutResult reference={checkout} detail={detail} onChange={read.retry} />}
      {detail && !checkout && !isPaidOff(detail) && <Channels detail={detail} onPaid={read.retry} />}
      {!detail && read.error === null && <Spinner />}
      {!detail && read.error !== null && <ReadProblem error={read.error} onRetry={read.retry} />}
    </Page>
  );
}

function Due({ detail }: { detail: RepayDetailResponse }) {
  const t = useT();
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, detail.currency, lang);
  return (
    <section className="card repay__summary" aria-labelledby="cashier-due">
      <h2 id="cashier-due" className="repay__due-label">{t('repay.dueNow')}</h2>
      <p className="repay__due">{money(detail.dueNow)}</p>
      <p>{t('repay.outstanding', { amount: money(detail.outstanding), total: money(detail.totalRepayable) })}</p>
      {detail.payoffNow < detail.outstanding && <p>{t('repay.payoffNow', { amount: money(detail.payoffNow) })}</p>}
    </section>
  );
}

function Channels({ detail, onPaid }: { detail: RepayDetailResponse; onPaid: () => void }) {
  const t = useT();
  const online = detail.options.channels.filter((c) => REPAY_CHANNELS[c].kind === 'checkout');
  const offline = detail.options.channels.filter((c) => REPAY_CHANNELS[c].kind !== 'checkout');
  return (
    <>
      {online.length > 0 && (
        <section className="card" aria-labelledby="cashier-online">
          <h2 id="cashier-online">{t('repay.channels.online')}</h2>
          <ul className="repay__channels">
            {online.map((channel) => (
              <li key={channel}>
                <ChannelLink channel={channel} orderNo={detail.orderNo} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {offline.length > 0 && (
        <section className="card" aria-labelledby="cashier-offline">
          <h2 id="cashier-offline">{t('repay.channels.offline')}</h2>
          <ul className="repay__channels">
            {offline.map((channel) => (
              <li key={channel}>
                {REPAY_CHANNELS[channel].kind === 'ussd' ? (
                  <UssdChannel channel={channel} detail={detail} onPaid={onPaid} />
                ) : REPAY_CHANNELS[channel].kind === 'account' && channel !== 'stp_clabe' ? (
                  <AccountChannel channel={channel} detail={detail} onPaid={onPaid} />
                ) : (
                  <ChannelLink channel={channel} orderNo={detail.orderNo} />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Where a channel's own screen is: the CLABE's, or the amount to pay for a checkout or cash reference. */
function channelTarget(channel: RepayChannelId, orderNo: string): string {
  const query = new URLSearchParams({ orderNo, channel });
  return channel === 'stp_clabe' ? `/repay/repay_stp?${query}` : `/repay/manual_repayment?${query}`;
}

function ChannelLink({ channel, orderNo }: { channel: RepayChannelId; orderNo: string }) {
  const t = useT();
  return (
    <Link to={channelTarget(channel, orderNo)} className="btn btn--secondary btn--block repay__channel">
      {t(`repay.channel.${channel}`)}
    </Link>
  );
}

/** A channel that opens in place under its button, as a disclosure: the panel is its children. */
function InPlaceChannel({ channel, className, children }: { channel: RepayChannelId; className?: string; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panel = `cashier-${channel}`;
  return (
    <>
      <Button variant="secondary" className="btn--block repay__channel" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((was) => !was)}>
        {t(`repay.channel.${channel}`)}
      </Button>
      {open && (
        <div id={panel} className={className}>
          {children}
        </div>
      )}
    </>
  );
}

/** An account channel: the number to transfer to is all it needs. */
function AccountChannel({ channel, detail, onPaid }: { channel: RepayChannelId; detail: RepayDetailResponse; onPaid: () => void }) {
  const t = useT();
  return (
    <InPlaceChannel channel={channel} className="repay__panel">
      <AccountCard channel={channel} intro={t('repay.account.intro')} />
      {detail.options.sandbox && <SandboxAccountPay channel={channel} currency={detail.currency} suggested={detail.dueNow} onPaid={onPaid} />}
    </InPlaceChannel>
  );
}

/** The bank USSD code: a bank, an amount, then the code to dial (ADR 104). */
function UssdChannel({ channel, detail, onPaid }: { channel: RepayChannelId; detail: RepayDetailResponse; onPaid: () => void }) {
  return (
    <InPlaceChannel channel={channel}>
      <UssdPanel detail={detail} onPaid={onPaid} />
    </InPlaceChannel>
  );
}
