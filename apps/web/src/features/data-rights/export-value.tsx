import { currencyOf, type Currency } from '@lendline/domain';
import { Fragment } from 'react';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { labelOf, recordCurrency, textOf, type Reading } from './export-reading.ts';

/** A record or a non-empty list: read below its label, across the card. */
function isNested(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null && typeof value === 'object';
}

/**
 * A field name as the JSON spells it, with a line-break chance only where its words meet: in a
 * narrow column "registeredAt" breaks as "registered|At", never "registere|dAt".
 */
function FieldName({ name }: { name: string }) {
  return (
    <>
      {name.split(/(?<=[a-z0-9])(?=[A-Z])/).map((word, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </>
  );
}

interface ValueProps {
  value: unknown;
  /** The field the value is of (a list's items are of their list's field). */
  field: string | undefined;
  currency: Currency;
  reading: Reading;
}

function Value({ value, field, currency, reading }: ValueProps) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    return (
      <ol className="data-rights__list">
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} field={field} currency={currency} reading={reading} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const inner = recordCurrency(record, currency);
    return (
      <dl>
        {Object.entries(record).map(([key, item]) => (
          <div key={key} className={isNested(item) ? 'data-rights__pair data-rights__pair--nested' : 'data-rights__pair'}>
            <dt>
              {labelOf(key, reading)}{' '}
              <code className="data-rights__key">
                <FieldName name={key} />
              </code>
            </dt>
            <dd>
              <Value value={item} field={key} currency={inner} reading={reading} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return <>{textOf(value, field, currency, reading)}</>;
  return <>{String(value)}</>;
}

/**
 * One section of the export as a reader sees it (ADR 103): a list as a numbered list, a record as
 * label and value pairs, each label in the screen's language with the file's own field name
 * under it, so what is read here can be found in the download; values written as the rest of
 * the app writes them (yes or no, dates and times in the market's zone, money with its currency).
 * A nested record or list goes under its label across the card, not into the value column:
 * columns inside columns left a loan's schedule a few characters wide at 360 px.
 */
export function ExportValue({ value }: { value: unknown }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  return <Value value={value} field={undefined} currency={currencyOf(market)} reading={{ t, lang, market }} />;
}
