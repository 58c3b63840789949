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

/**
 * A person's name (spec section 5, issue 19): words of letters (any script, so "José", "Begoña"
 * and "Nwosú" pass), joined by one space, hyphen or apostrophe ("Gómez Domínguez", "Jean-Luc",
 * "O’Brien"), with at least 3 letters in all: the minimum counts letters, not the marks between
 * them. A combining mark left after NFC (scripts without precomposed letters) belongs to its letter.
 */
const LETTER = String.raw`\p{L}\p{M}*`;
const LETTERS = new RegExp(`^(?:${LETTER})+(?:[ '’-](?:${LETTER})+)*$`, 'u');
const THREE_LETTERS = /^(?:[^\p{L}]*\p{L}){3}/u;
/** Spaces typed twice or around the name are not part of it. */
const oneSpace = z.overwrite((value: string) => value.replace(/\s+/gu, ' ').trim());
export const nameChecks = [
  composed,
  oneSpace,
  z.regex(LETTERS, 'error.application.name.letters'),
  z.regex(THREE_LETTERS, 'error.application.name.short'),
];

/** An optional name (the middle name): empty passes, anything typed follows the rules of a name. */
export function optionalName() {
  return z.optional(
    z.string().check(
      composed,
      oneSpace,
      z.superRefine((value, ctx) => {
        const key = value === '' ? null : !LETTERS.test(value) ? 'error.application.name.letters' : !THREE_LETTERS.test(value) ? 'error.application.name.short' : null;
        if (key) ctx.issues.push({ code: 'custom', message: key, input: value });
      }),
    ),
  );
}

/** An object-level rule's issue, reported at the field it belongs to. */
export function issueAt(ctx: { issues: unknown[]; value: unknown }, field: string, message: string): void {
  (ctx.issues as object[]).push({ code: 'custom', message, path: [field], input: ctx.value });
}
