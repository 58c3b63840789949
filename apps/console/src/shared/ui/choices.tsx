/** The list with `item` added, or without it when it was there: a checkbox group's change. */
export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** A group of checkboxes with its legend and, after a failed submit, its problem read with it. */
export function Choices<T extends string>({ legend, name, options, chosen, label, error, onToggle }: {
  legend: string; name: string; options: readonly T[]; chosen: readonly T[]; label: (option: T) => string; error: string | undefined; onToggle: (option: T) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="checkbox" name={name} checked={chosen.includes(option)} onChange={() => onToggle(option)} aria-invalid={error ? true : undefined} />
          {label(option)}
        </label>
      ))}
      {error ? <p className="field-error" id={errorId}>{error}</p> : null}
    </fieldset>
  );
}
