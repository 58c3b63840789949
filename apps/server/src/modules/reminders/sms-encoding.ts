/**
 * The SMS alphabet (GSM 03.38), so a message costs what we planned. One character outside it
 * turns the whole message into UCS-2, where a page holds 70 characters instead of 160: a
 * reminder with its ~140-character link would go from two pages to four.
 */

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two septets (an escape, then the character). */
const EXTENDED = '^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENDED_SET = new Set(EXTENDED);

export const SINGLE_PAGE_SEPTETS = 160;
/** A page of a concatenated message: 7 septets go to the header that joins the pages. */
export const CONCATENATED_PAGE_SEPTETS = 153;

/**
 * The text in the GSM alphabet: accented letters it lacks lose their accent (Spanish á, í, ó,
 * ú become a, i, o, u; é, ñ, ü, ¿ and ¡ are in the alphabet and stay), the naira sign becomes
 * "NGN", and anything else outside it becomes "?". A borrower's figures are ours and ASCII, so
 * in practice only the template's own Spanish is folded.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text.replaceAll('₦', 'NGN')) {
    if (BASIC_SET.has(ch) || EXTENDED_SET.has(ch)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += bare.length === 1 && BASIC_SET.has(bare) ? bare : '?';
  }
  return out;
}

export function isGsm7(text: string): boolean {
  return [...text].every((ch) => BASIC_SET.has(ch) || EXTENDED_SET.has(ch));
}

/** Septets the text takes (extension characters count two); throws for text outside the alphabet. */
export function gsm7Septets(text: string): number {
  let septets = 0;
  for (const ch of text) {
    if (BASIC_SET.has(ch)) septets += 1;
    else if (EXTENDED_SET.has(ch)) septets += 2;
    else throw new RangeError(`not in the GSM alphabet: ${JSON.stringify(ch)}`);
  }
  return septets;
}

/** How many SMS pages a GSM-7 text is billed as. */
export function smsPages(text: string): number {
  const septets = gsm7Septets(text);
  return septets <= SINGLE_PAGE_SEPTETS ? 1 : Math.ceil(septets / CONCATENATED_PAGE_SEPTETS);
}
