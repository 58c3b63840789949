/**
 * One value of the export as a reader sees it: text as is, a list as a numbered list, a record
 * as label and value pairs. The labels are the file's own field names, the same as in the JSON,
 * so what is read here can be found in the download.
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
          <div key={key} className="data-rights__pair">
            <dt>{key}</dt>
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
