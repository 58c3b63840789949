import { Fragment } from 'react';

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

/**
 * One value of the export as a reader sees it: text as is, a list as a numbered list, a record
 * as label and value pairs. The labels are the file's own field names, the same as in the JSON,
 * so what is read here can be found in the download. A nested record or list goes under its
 * label across the card, not into the value column: columns inside columns left a loan's
 * schedule a few characters wide at 360 px, cutting amounts and order numbers in two.
 */
export function ExportValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    return (
      <ol className="data-rights__list">
        {value.map((item, index) => (
          <li key={index}>
            <ExportValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl>
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <div key={key} className={isNested(item) ? 'data-rights__pair data-rights__pair--nested' : 'data-rights__pair'}>
            <dt>
              <FieldName name={key} />
            </dt>
            <dd>
              <ExportValue value={item} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <>{String(value)}</>;
}
