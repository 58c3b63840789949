import * as z from 'zod/mini';

/** A coded choice; the one key serves missing and unknown values ("Please select …"). */
export function choice<const T extends readonly [string, ...string[]]>(codes: T, key: string) {
  return z.enum(codes, key);
}

/** A required text: trimmed, the required key when missing or empty, then the given checks. */
export function requiredText(requiredKey: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string(requiredKey).check(z.trim(), z.minLength(1, requiredKey), ...checks);
}

/**
 * Composed form (NFC): some keyboards send "é" as "e" plus a combining accent, which is no
 * letter on its own and would count as a character of its own.
 */
const composed = z.overwrite((value: string) => value.normalize('NFC'));

/** An optional text: absent and empty are alike (a cleared input posts ""); otherwise each rule applies. */
export function optionalText(...rules: readonly (readonly [RegExp, string])[]) {
  return z.optional(
    z.string().check(
      z.trim(),
      composed,
      z.superRefine((value, ctx) => {
        const broken = value === '' ? undefined : rules.find(([pattern]) => !pattern.test(value));
        if (broken) ctx.issues.push({ code: 'custom', message: broken[1], input: value });
      }),
    ),
  );
}

/** Letters only (any script, so accented Spanish names pass), at least 3 of them. */
export const LETTERS = /^\p{L}+$/u;
export const THREE_LETTERS = /^.{3,}$/u;
export const nameChecks = [
  composed,
  z.regex(LETTERS, 'error.application.name.letters'),
  z.minLength(3, 'error.application.name.short'),
];
export const nameRules = [
  [LETTERS, 'error.application.name.letters'],
  [THREE_LETTERS, 'error.application.name.short'],
] as const;

/** An object-level rule's issue, reported at the field it belongs to. */
export function issueAt(ctx: { issues: unknown[]; value: unknown }, field: string, message: string): void {
  (ctx.issues as object[]).push({ code: 'custom', message, path: [field], input: ctx.value });
}
