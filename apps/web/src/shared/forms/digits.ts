export const CODE_LENGTH = 6;

/** Keeps the digits of what was typed, up to `max`. */
export function onlyDigits(value: string, max = CODE_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * The code in pasted text: "123456", "123 456", "123-456", "code: 123456" or a whole SMS.
 * Digit groups split by spaces or dashes are joined first, then the first 6-digit run wins.
 */
export function codeFromPaste(text: string): string {
  const joined = text.replace(/(\d)[\s-]+(?=\d)/g, '$1');
  const run = /\d{6}/.exec(joined);
  return run ? run[0] : onlyDigits(joined);
}
