import { formatRatePpm, LENDERS, loanMarketIndex, PRODUCT_TERMS } from '@lendline/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetReads } from '../../shared/api/read-store.ts';
import { mockApi, networkDown, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { currentLegalVersion } from '../../shared/content/content-files.ts';

function answerTo(question: RegExp): string {
  const heading = screen.getByRole('heading', { level: 2, name: question });
  return heading.closest('section')!.textContent ?? '';
}

describe('help centre (FAQ)', () => {
  it('answers in English with the figures of the product terms', async () => {
    mockApi();
    await renderApp('/user_center/faq', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: /How much can I borrow/ });
    // The first loan's limit is what the first offer gives (the ladder's ₦5,000, not a product's ₦60,000
    // ceiling), and the top of the ladder (₦500,000) comes after its 5 on-time repayments.
    expect(answerTo(/How much can I borrow/)).toMatch(/₦1,000\.00 to ₦5,000\.00.*₦500,000\.00 after 5 loans/);
    expect(answerTo(/How much can I borrow/)).toMatch(/late.*down a step/);
    expect(answerTo(/How long can I borrow/)).toContain('91, 180 or 365 days');
    expect(answerTo(/What does a loan cost/)).toContain('0.098% a day');
    expect(answerTo(/How do I repay/)).toContain('bank transfer to your own repayment account, debit card or your bank’s USSD code');
    expect(answerTo(/extend/)).toContain('7 days for a fee of 0.686%');
    // No placeholder is left unfilled.
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('changes its answer when a product term changes', async () => {
    mockApi();
    const first = PRODUCT_TERMS.NG.filter((p) => p.minOnTimeRepayments === 0);
    const maxima = first.map((p) => p.maxAmount);
    // Products that all stop below the ladder's first limit: the first offer, and the FAQ, stop there too.
    for (const p of first) p.maxAmount = 4_000_00;
    try {
      await renderApp('/user_center/faq', { token: 'Bearer t', userInfo: USER_INFO });
      await screen.findByRole('heading', { level: 2, name: /How much can I borrow/ });
      expect(answerTo(/How much can I borrow/)).toContain('₦1,000.00 to ₦4,000.00');
    } finally {
      first.forEach((p, i) => (p.maxAmount = maxima[i]!));
    }
  });

  it('states Mexico’s first loan as its first offer does: up to $2,000, not the product’s $20,000', async () => {
    mockApi();
    await renderApp('/user_center/faq', { token: 'Bearer t', userInfo: { basicInfo: { ...USER_INFO.basicInfo, market: 'MX', mobile: '525512345678' } }, language: 'es' });
    await screen.findByRole('heading', { level: 2, name: /¿Cuánto puedo pedir prestado\?/ });
    const answer = answerTo(/¿Cuánto puedo pedir prestado\?/);
    expect(answer).toMatch(/de \$1,000\.00 a \$2,000\.00/);
    // $20,000 is the top of the ladder, after 3 on-time repayments: not a first loan.
    expect(answer).toMatch(/hasta \$20,000\.00 después de 3 préstamos/);
    expect(answer).toMatch(/tarde.*baja un escalón/);
  });

  it('answers in Spanish', async () => {
    mockApi();
    await renderApp('/user_center/faq', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: /¿Cuánto puedo pedir prestado\?/ })).toBeTruthy();
    expect(answerTo(/¿Cómo pago\?/)).toContain('transferencia bancaria a su propia cuenta de pago, tarjeta de débito o el código USSD de su banco');
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });
});

describe('the server’s live prices in the FAQ and the terms (issue 22, ADR 089)', () => {
  // Staff put a version of the first-loan product live with a lower rate and fewer penalty days than the release's.
  const live = PRODUCT_TERMS.NG.map((terms) => (terms.productId === 'ng-cash-50k' ? { ...terms, dailyInterestPpm: 700, maxPenaltyDays: 60 } : terms));

  it('the FAQ states the live rate once the server answers, not the release’s', async () => {
    mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('NG', live)) });
    await renderApp('/user_center/faq', { token: 'Bearer t', userInfo: USER_INFO });
    await screen.findByRole('heading', { level: 2, name: /What does a loan cost/ });
    await waitFor(() => expect(answerTo(/What does a loan cost/)).toContain(`Interest is ${formatRatePpm(700, 'en')} a day`));
    expect(answerTo(/What does a loan cost/)).not.toContain('0.098% a day');
  });

  it('the terms state the live penalty days, and keep them for a reload offline', async () => {
    mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('NG', live)) });
    await renderApp('/termsCondition');
    await waitFor(() => expect(document.body.textContent).toContain('for at most 60 days'));
    // A reload offline: the page's reads are gone, the server does not answer.
    cleanup();
    forgetReads();
    mockApi({ '/loanMarket/index': networkDown });
    await renderApp('/termsCondition');
    await screen.findByRole('heading', { level: 2, name: 'Your loan' });
    expect(document.body.textContent).toContain('for at most 60 days');
  });
});

describe('legal texts and about us', () => {
  it('shows the privacy policy with its version, in both languages', async () => {
    mockApi();
    const version = currentLegalVersion('NG', 'privacy');
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await renderApp('/provicy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights and how to use them' })).toBeTruthy();
    expect(screen.getByText(/Version of/)).toBeTruthy();
    expect(document.body.textContent).toContain('dpo@lendline.ng');
    expect(document.body.textContent).toContain('erase your identity, photos, bank account and personal details 7 days later');

    await renderApp('/provicy', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sus derechos y cómo ejercerlos' })).toBeTruthy();
  });

  it('shows the terms in both languages', async () => {
    mockApi();
    await renderApp('/termsCondition');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan' })).toBeTruthy();
    await renderApp('/termsCondition', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Su préstamo' })).toBeTruthy();
  });

  it('shows about us in Spanish', async () => {
    mockApi();
    await renderApp('/user_center/about_us', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiénes somos' })).toBeTruthy();
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0);
  });
});

describe('a guest’s legal texts are the serving market’s (issue 19)', () => {
  it('on the Mexican server: Mexico’s terms and privacy notice, in Spanish, never Nigeria’s', async () => {
    mockApi();
    await renderApp('/termsCondition', { language: null, servedMarket: 'MX' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Su préstamo' })).toBeTruthy();
    expect(document.body.textContent).toContain('CONDUSEF');
    expect(document.body.textContent).toContain(LENDERS.MX);
    expect(document.body.textContent).not.toMatch(/Nigeria/);
    await renderApp('/provicy', { language: null, servedMarket: 'MX' });
    expect(await screen.findByText(/LFPDPPP/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Nigeria|NDPA/);
  });

  it('opens the version asked for (the re-acceptance prompt’s), and says so when this copy of the app lacks it', async () => {
    mockApi();
    await renderApp('/termsCondition?version=2026-11-30', { servedMarket: 'MX' });
    expect(await screen.findByText(/This is an earlier version\./)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan' })).toBeTruthy();
    expect(document.body.textContent).toContain('live in Mexico');
    // One app on the page, as in a browser: the first would otherwise show the new route's alert too.
    cleanup();
    await renderApp('/termsCondition?version=2099-01-01', { servedMarket: 'MX' });
    expect(await screen.findByText('This version of the text is not in this copy of the app. Close the app and open it again to update it.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Your loan' })).toBeNull();
  });
});

describe('about us names only the channels customer service offers', () => {
  const care = (channels: Record<string, string | null>) => ({
    phone: null, whatsapp: null, email: null, example: false, complaintAnswerDays: 5,
    hours: { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00', timeZone: 'Africa/Lagos' }, ...channels,
  });
  const reach = () => screen.getByRole('heading', { level: 2, name: /How to reach us|Cómo contactarnos/ }).closest('section')!.textContent ?? '';

  it('with only an email configured, says to write by email, never to call or chat', async () => {
    mockApi({ '/loanMarket/customer-service': () => ok(care({ email: 'care@lendline.ng' })) });
    await renderApp('/user_center/about_us', { token: 'Bearer t', userInfo: USER_INFO });
    await screen.findByRole('heading', { level: 2, name: 'How to reach us' });
    await waitFor(() => expect(reach()).toContain('reach us by email, or send us a complaint'));
    expect(reach()).not.toMatch(/call|chat|phone|WhatsApp/i);
  });

  it('with every channel, names them all, in Spanish', async () => {
    mockApi({ '/loanMarket/customer-service': () => ok(care({ phone: '2348001234567', whatsapp: '2348001234568', email: 'care@lendline.ng' })) });
    await renderApp('/user_center/about_us', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    await screen.findByRole('heading', { level: 2, name: 'Cómo contactarnos' });
    await waitFor(() => expect(reach()).toContain('comunicarse con nosotros por teléfono, WhatsApp o correo electrónico, o enviarnos una queja'));
  });

  it('with none, offers only the complaint form', async () => {
    mockApi({ '/loanMarket/customer-service': () => ok(care({})) });
    await renderApp('/user_center/about_us', { token: 'Bearer t', userInfo: USER_INFO });
    await screen.findByRole('heading', { level: 2, name: 'How to reach us' });
    await waitFor(() => expect(reach()).toContain('to send us a complaint'));
    expect(reach()).not.toMatch(/call|chat|phone|WhatsApp|email/i);
  });
});

describe('agreement list', () => {
  const orders = [
    { orderNo: 'LN1', status: 4, productName: 'Lendline Cash', currency: 'NGN', amount: 10_000_00, tenureDays: 91, totalRepayable: 11_000_00, dueDate: '2026-06-01', createdAt: '2026-03-02T09:00:00.000Z' },
    { orderNo: 'LN2', status: 9, productName: null, currency: 'NGN', amount: null, tenureDays: null, totalRepayable: null, dueDate: null, createdAt: '2026-03-01T09:00:00.000Z' },
  ];
  const legal = {
    current: { terms: '2026-11-30', privacy: '2026-11-30' },
    accepted: [
      { document: 'terms', version: '2026-11-30', acceptedAt: '2026-03-02T09:00:00.000Z' },
      { document: 'privacy', version: '2026-11-30', acceptedAt: '2026-03-02T09:00:00.000Z' },
    ],
    pending: [],
  };

  it('lists the accepted loan agreements and legal versions, each openable', async () => {
    mockApi({ '/loan/loan-order/list': () => ok({ orders }), '/legal/state': () => ok(legal) });
    await renderApp('/user_center/agreement_list', { token: 'Bearer t', userInfo: USER_INFO });
    const loans = await screen.findByRole('region', { name: 'Loan agreements' });
    const loanLinks = await within(loans).findAllByRole('link');
    expect(loanLinks.map((a) => a.getAttribute('href'))).toEqual(['#/borrow/agreement?orderNo=LN1']);
    expect(loanLinks[0]!.textContent).toContain('Lendline Cash: ₦10,000.00 for 91 days');
    const texts = screen.getByRole('region', { name: 'Terms and privacy' });
    expect(within(texts).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#/provicy?version=2026-11-30', '#/termsCondition?version=2026-11-30']);
  });

  it('asks a guest to log in, in Spanish', async () => {
    mockApi();
    await renderApp('/user_center/agreement_list', { language: 'es' });
    expect(await screen.findByText('Inicie sesión para ver los contratos que aceptó.')).toBeTruthy();
  });
});
