import { MARKETS, type Language, type LandingPage, type LoanMarketIndex } from '@lendline/domain';
import { formatMoney } from '@lendline/domain';
import { el } from './dom.ts';
import { choosableAmounts, landingCopy } from './landing-model.ts';
import { landingT, type LandingKey } from './landing-text.ts';

export interface LandingState {
  page: LandingPage;
  lang: Language;
  index: LoanMarketIndex;
  /** yx3: what the visitor typed; and the error key shown at the field after Apply. */
  mobile: string;
  mobileError: LandingKey | null;
  /** yx2ConfirmBorrow: the amount chosen (minor units). */
  amount: number | null;
}

export interface LandingActions {
  switchLanguage(): void;
  typeMobile(value: string): void;
  chooseAmount(amount: number): void;
  /** yx3's Apply: check the number, then registration. */
  applyWithMobile(): void;
  /** Any other page's main button. */
  go(path: string): void;
}

const MOBILE_ID = 'landing-mobile';

function offerSection(lines: string[], heading: string) {
  return el('section', { class: 'card landing__offer', 'aria-labelledby': 'landing-offer' },
    el('h2', { id: 'landing-offer', class: 'landing__heading' }, heading),
    ...lines.map((line, i) => el('p', { class: i === 0 ? 'landing__range' : 'landing__line' }, line)));
}

function exampleSection(copy: ReturnType<typeof landingCopy>, heading: string) {
  const list = el('dl', { class: 'landing__figures' });
  for (const line of copy.example) list.append(el('div', { class: 'landing__figure' }, el('dt', {}, line.label), el('dd', {}, line.value)));
  return el('section', { class: 'card landing__example', 'aria-labelledby': 'landing-example' },
    el('h2', { id: 'landing-example', class: 'landing__heading' }, heading), list,
    copy.exampleNote ? el('p', { class: 'landing__note' }, copy.exampleNote) : null);
}

function phoneForm(state: LandingState, actions: LandingActions, t: ReturnType<typeof landingT>) {
  const error = state.mobileError ? t(state.mobileError) : null;
  const prefixId = `${MOBILE_ID}-prefix`;
  const input = el('input', {
    id: MOBILE_ID, class: 'input', name: 'mobile', type: 'tel', inputmode: 'tel', autocomplete: 'tel-national', maxlength: '20',
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': [prefixId, `${MOBILE_ID}-hint`, error ? `${MOBILE_ID}-error` : ''].filter(Boolean).join(' '),
  });
  input.value = state.mobile;
  input.addEventListener('input', () => actions.typeMobile(input.value));
  const form = el('form', { class: 'form landing__form', novalidate: true },
    el('div', { class: error ? 'field field--invalid' : 'field' },
      el('label', { class: 'field__label', for: MOBILE_ID }, t('landing.phone.label')),
      el('div', { class: 'field__control' }, el('span', { class: 'field__prefix', id: prefixId }, t('landing.dialCode', { code: MARKETS[state.index.market].dialCode })), input),
      el('p', { class: 'field__hint', id: `${MOBILE_ID}-hint` }, t('landing.phone.hint')),
      error ? el('p', { class: 'field__error', id: `${MOBILE_ID}-error` }, error) : null),
    el('button', { type: 'submit', class: 'btn btn--primary btn--block' }, t('landing.apply')));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    actions.applyWithMobile();
  });
  return form;
}

function amountPicker(state: LandingState, actions: LandingActions, t: ReturnType<typeof landingT>) {
  const select = el('select', { id: 'landing-amount', class: 'input', name: 'amount' });
  for (const amount of choosableAmounts(state.index)) {
    select.append(el('option', { value: String(amount), selected: amount === state.amount }, formatMoney(amount, state.index.currency, state.lang)));
  }
  select.addEventListener('change', () => actions.chooseAmount(Number(select.value)));
  return el('div', { class: 'field' }, el('label', { class: 'field__label', for: 'landing-amount' }, t('landing.amount.label')), select);
}

/** The page's main action: yx3's phone form, yx2ConfirmBorrow's amount then Continue, Apply elsewhere. */
function mainAction(state: LandingState, actions: LandingActions, t: ReturnType<typeof landingT>): Node[] {
  const button = (label: string, path: string, variant = 'primary') => {
    const b = el('button', { type: 'button', class: `btn btn--${variant} btn--block` }, label);
    b.addEventListener('click', () => actions.go(path));
    return b;
  };
  const register = (after: string) => `/user/register?redirect=${encodeURIComponent(after)}`;
  switch (state.page) {
    case 'yx3':
      return [phoneForm(state, actions, t)];
    case 'yx2ConfirmBorrow':
      return [button(t('landing.continue'), register(`/borrow/to_borrow${state.amount ? `?amount=${state.amount}` : ''}`))];
    case 'yx2':
      return [button(t('landing.apply'), register('/borrow/to_borrow')), button(t('landing.chooseAmount'), '/yx2ConfirmBorrow', 'secondary')];
    default:
      return [button(t('landing.apply'), register('/borrow/to_borrow'))];
  }
}

/** Lays a landing page out in `root`, replacing what was there: everything it states comes from `landingCopy`. */
export function renderLanding(root: HTMLElement, state: LandingState, actions: LandingActions): void {
  const t = landingT(state.lang);
  const copy = landingCopy(state.page, state.index, state.lang, t, state.amount);
  const other = state.lang === 'en' ? 'es' : 'en';
  const toggle = el('button', { type: 'button', class: 'btn btn--text page__aside', lang: other }, t('landing.otherLanguage'));
  toggle.addEventListener('click', actions.switchLanguage);
  const focused = document.activeElement?.id;
  document.documentElement.lang = state.lang;
  document.title = `${copy.title} · ${t('landing.brand')}`;

  root.replaceChildren(
    el('div', { class: 'page landing' },
      el('header', { class: 'page__header' }, el('h1', { class: 'page__title' }, copy.title), toggle),
      el('div', { class: 'page__body' },
        el('p', { class: 'landing__lead' }, copy.lead),
        offerSection(copy.offer, t('landing.offer')),
        state.page === 'yx2ConfirmBorrow' ? amountPicker(state, actions, t) : null,
        exampleSection(copy, t('landing.example.title')),
        ...mainAction(state, actions, t),
        el('p', { class: 'landing__note' }, t('landing.care')),
        el('p', {}, el('a', { href: '#/user/login' }, t('landing.login'))),
        el('p', { class: 'landing__legal' }, el('a', { href: '#/termsCondition' }, t('landing.terms')), ' · ', el('a', { href: '#/provicy' }, t('landing.privacy'))))));
  // A re-render (an answer from the server, a language switch) keeps the visitor's place.
  if (focused) document.getElementById(focused)?.focus();
}

/** After a refused Apply: the caret goes back to the number. */
export function focusMobile(): void {
  document.getElementById(MOBILE_ID)?.focus();
}
