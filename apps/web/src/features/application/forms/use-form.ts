import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ApiFailure } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../../shared/forms/drafts.ts';
import { say, type Message } from '../../../shared/forms/message.ts';
import { checkWith, type FieldErrors, type SafeParser } from '../../../shared/forms/schema-check.ts';

export type Values = Record<string, string>;

export interface FormOptions<V extends Values> {
  /** The draft's name, e.g. "personal". */
  form: string;
  /** Whose draft; none is kept without a signed-in borrower. */
  userId: string | null;
  /** Every field with its empty value; the order is the order focus looks for errors in. */
  initial: V;
  /**
   * Fields never written to a draft: identity numbers (BVN, ID numbers) and one-time codes
   * must not sit in the device's storage, where the next person on a shared phone could read
   * them. They are simply typed again after a reload.
   */
  undrafted?: readonly (keyof V & string)[];
}

function withoutUndrafted<V extends Values>(values: V, undrafted: readonly string[]): Values {
  if (undrafted.length === 0) return values;
  const kept: Values = { ...values };
  for (const name of undrafted) delete kept[name];
  return kept;
}

/** Long enough to not write on every key press of a cheap phone, short enough to lose nothing. */
const DRAFT_DELAY_MS = 300;

function restore<V extends Values>(initial: V, key: string | null): { values: V; restored: boolean } {
  const draft = key ? readDraft(key) : null;
  if (!draft) return { values: initial, restored: false };
  const values = { ...initial };
  for (const name of Object.keys(initial) as (keyof V)[]) {
    const saved = draft[name as string];
    if (saved !== undefined) values[name] = saved as V[keyof V];
  }
  return { values, restored: true };
}

/**
 * State of one form: values (always strings, as the inputs hold them), errors at fields (from
 * the shared domain schema or the server), focus on the first invalid field, and a draft that
 * survives reloads until `clearDraft` after a successful save.
 */
export function useForm<V extends Values>({ form, userId, initial, undrafted = [] }: FormOptions<V>) {
  const t = useT();
  const [neverDrafted] = useState(() => [...undrafted]);
  const key = userId ? draftKey(userId, form) : null;
  const [start] = useState(() => restore(initial, key));
  const [values, setValues] = useState<V>(start.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const elements = useRef(new Map<string, HTMLElement>());
  const refCallbacks = useRef(new Map<string, (node: HTMLElement | null) => void>());
  const typed = useRef(false);
  const pending = useRef<V | null>(null);

  // Debounced draft write; the latest values are flushed when the screen goes away or hides.
  useEffect(() => {
    if (!key || !typed.current) return;
    pending.current = values;
    const timer = setTimeout(() => {
      if (pending.current) writeDraft(key, withoutUndrafted(pending.current, neverDrafted));
      pending.current = null;
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, neverDrafted]);

  useEffect(() => {
    if (!key) return;
    const flush = () => {
      if (pending.current) writeDraft(key, withoutUndrafted(pending.current, neverDrafted));
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key, neverDrafted]);

  const update = useCallback((patch: Partial<V>) => {
    typed.current = true;
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(patch)) delete next[name];
      delete next.form;
      return next;
    });
  }, []);

  const refFor = useCallback((name: string) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (node) => {
        if (node) elements.current.set(name, node);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  }, []);

  function show(next: FieldErrors): void {
    setErrors(next);
    const first = Object.keys(initial).find((name) => next[name] && elements.current.has(name));
    (first ? elements.current.get(first) : elements.current.get('form'))?.focus();
  }

  /** Checks `input` (the values by default) with the schema; shows the errors or returns the data. */
  function validate<T>(schema: SafeParser<T>, input: unknown = values): T | null {
    const result = checkWith(schema, input);
    if (result.ok) return result.data;
    show(result.errors);
    return null;
  }

  /** The server's VALIDATION_FAILED fields at the fields they name; anything else in the form. */
  function showFailure(failure: ApiFailure): void {
    const next: FieldErrors = {};
    for (const { field, message } of failure.fields ?? []) {
      // Nested bodies name their fields by path ("answers.q3"): the form knows the last part.
      const last = field.slice(field.lastIndexOf('.') + 1);
      const name = Object.hasOwn(initial, field) ? field : Object.hasOwn(initial, last) ? last : 'form';
      next[name] ??= { text: message };
    }
    if (Object.keys(next).length === 0 && failure.msg) next.form = { text: failure.msg };
    show(next);
  }

  /** Saved data from the server, used only when no draft is newer and nothing was typed. */
  const prefill = useCallback(
    (saved: Partial<V>) => {
      if (start.restored || typed.current) return;
      setValues((current) => ({ ...current, ...saved }));
    },
    [start.restored],
  );

  function clearDraft(): void {
    pending.current = null;
    typed.current = false;
    if (key) removeDraft(key);
  }

  /** Props for a text input or native select bound to a field. */
  function field<N extends keyof V & string>(name: N) {
    return {
      name,
      value: values[name],
      error: say(t, errors[name]),
      ref: refFor(name),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => update({ [name]: event.target.value } as Partial<V>),
    };
  }

  const error = (name: string): string | undefined => say(t, errors[name]);
  const setError = (name: string, message: Message) => show({ ...errors, [name]: message });

  return { values, errors, update, field, refFor, error, setError, validate, show, showFailure, prefill, clearDraft };
}
