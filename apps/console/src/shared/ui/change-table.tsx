import { isCurrency } from '@lendline/domain';
import { en, type UiKey } from '../i18n/en.ts';
import { useI18n, type Language, type Params } from '../i18n/i18n.ts';
import { moneyText } from '../format/format.ts';

type Fields = Readonly<Record<string, unknown>> | null | undefined;

/** Fields that hold an amount in minor units: written in the record's currency. */
const MONEY_FIELDS = new Set(['amount', 'credit', 'refunded', 'limit', 'principal', 'unapplied', 'held', 'outstanding', 'paid', 'writtenOff', 'creditLimit', 'minAmount', 'maxAmount', 'amountStep']);

/** Field names the catalogues word; any other shows as its own name (a newer action's field). */
const FIELD_LABELS: Readonly<Record<string, UiKey>> = {
  amount: 'field.amount',
  credit: 'field.credit',
  refunded: 'field.refunded',
  currency: 'field.currency',
  transferReference: 'field.transferReference',
  method: 'field.method',
  roles: 'field.roles',
  markets: 'field.markets',
  action: 'field.action',
  objectType: 'field.objectType',
  objectId: 'field.objectId',
  held: 'field.held',
  orderNo: 'field.orderNo',
  outstanding: 'field.outstanding',
  paid: 'field.paid',
  writtenOff: 'field.writtenOff',
  state: 'field.state',
  channel: 'field.channel',
  reference: 'field.reference',
  creditLimit: 'field.creditLimit',
  source: 'field.source',
};

/** A product version's fields are worded as the products screen words them (`products.field.<name>`). */
const isUiKey = (key: string): key is UiKey => key in en;

/** Values that are codes, in words: a refund's method (ADR 085), where a credit limit comes from; any other shows as it is. */
const VALUE_LABELS: Readonly<Record<string, UiKey>> = {
  'method.rail': 'refund.method.rail',
  'method.manual': 'refund.method.manual',
  'source.ladder': 'change.source.ladder',
  'source.override': 'change.source.override',
};

function labelOf(name: string, currency: unknown, t: (key: UiKey, params?: Params) => string): string {
  const own = FIELD_LABELS[name];
  if (own) return t(own);
  const product = `products.field.${name}`;
  return isUiKey(product) ? t(product, { currency: isCurrency(currency) ? currency : '' }) : name;
}

function valueText(name: string, value: unknown, currency: unknown, lang: Language, t: (key: UiKey) => string): string {
  if (value === undefined || value === null) return '';
  const worded = VALUE_LABELS[`${name}.${String(value)}`];
  if (worded) return t(worded);
  if (typeof value === 'number' && MONEY_FIELDS.has(name) && isCurrency(currency)) return moneyText(value, currency, lang);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A change side by side: each field's value before and after, a changed field marked (in words
 * as well as colour, so a screen reader and a colour-blind reader both see it).
 */
export function ChangeTable({ before, after, caption }: { before: Fields; after: Fields; caption: string }) {
  const { t, lang } = useI18n();
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const currency = after?.currency ?? before?.currency;
  return (
    <table className="change-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('change.field')}</th>
          <th scope="col">{t('change.before')}</th>
          <th scope="col">{t('change.after')}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const was = valueText(name, before?.[name], currency, lang, t);
          const becomes = valueText(name, after?.[name], currency, lang, t);
          const changed = was !== becomes;

          return (
            <tr key={name} className={changed ? 'changed' : undefined}>
              <th scope="row">
                {labelOf(name, currency, t)}
                {changed ? <span className="changed-mark">{t('change.changed')}</span> : null}
              </th>
              <td>{was}</td>
              <td>{becomes}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
