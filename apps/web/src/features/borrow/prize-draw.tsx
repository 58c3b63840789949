import type { Currency, DrawOutcome, DrawState } from '@lendline/domain';
import { useState } from 'react';
import { request } from '../../shared/api/client.ts';
import { invalidateReads } from '../../shared/api/read-store.ts';
import { useRead } from '../../shared/api/use-read.ts';
import { formatMoney, formatShare } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Button } from '../../shared/ui/button.tsx';

type Odds = NonNullable<DrawState['odds']>;

/** Each result with its chance, as the server will draw it (a prize the budget cannot pay says so). */
function OddsList({ odds, currency }: { odds: Odds; currency: Currency }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const share = (weight: number) => formatShare(weight, odds.totalWeight, lang, market);
  return (
    <>
    <h3 className="draw__odds-title">{t('rewards.draw.odds')}</h3>
    <dl className="figures draw__odds">
      {odds.prizes.map((prize) => (
        <div className="figures__row" key={prize.amount}>
          <dt>{t(prize.available ? 'rewards.draw.prize' : 'rewards.draw.prizeSpent', { amount: formatMoney(prize.amount, currency, lang) })}</dt>
          <dd>{share(prize.weight)}</dd>
        </div>
      ))}
      <div className="figures__row">
        <dt>{t('rewards.draw.noPrize')}</dt>
        <dd>{share(odds.noPrizeWeight)}</dd>
      </div>
    </dl>
    </>
  );
}

/** Confirm borrow: the one free draw of this loan (ADR 045), its odds before, its result after. */
export function PrizeDraw({ orderNo }: { orderNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const read = useRead('/lottery-draw/is-show', { orderNo }, { quiet: true, keepPrevious: true });
  const [drawing, setDrawing] = useState(false);
  const [failed, setFailed] = useState(false);
  // The draw's own answer is shown at once; the state read afterwards says the same.
  const [drawn, setDrawn] = useState<DrawOutcome | null>(null);
  const state = read.data;
  if (!state || (state.state !== 'open' && state.state !== 'drawn')) return null;
  const outcome = drawn ?? state.outcome;

  async function draw() {
    setDrawing(true);
    const result = await request('/lottery-draw/create', { orderNo }, { loading: true });
    setDrawing(false);
    setFailed(!result.ok);
    if (result.ok) {
      setDrawn(result.data.outcome);
      invalidateReads('/lottery-draw/is-show');
      invalidateReads('/lottery-draw/coupons');
    }
  }

  const prize = outcome?.prize;
  return (
    <section className="card draw" aria-labelledby="draw-title">
      <h2 id="draw-title">{t('rewards.draw.title')}</h2>
      {state.odds && !outcome && (
        <>
          <p>{t('rewards.draw.intro')}</p>
          <OddsList odds={state.odds} currency={state.currency} />
          <Button variant="secondary" className="btn--block" busy={drawing} onClick={() => void draw()}>
            {t('rewards.draw.button')}
          </Button>
        </>
      )}
      {outcome && (
        <p role="status" className="draw__result">
          {prize ? t('rewards.draw.won', { amount: formatMoney(prize.amount, prize.currency, lang) }) : t('rewards.draw.lost')}
        </p>
      )}
      {failed && <p role="alert">{t('rewards.draw.failed')}</p>}
    </section>
  );
}
