/**
 * Is a payout account the borrower's own? The bank's account name (Nigeria: what the payout
 * provider resolved; Mexico: the holder's name as typed) against the names of the personal
 * step. A loan paid into someone else's account is a loan the borrower can deny (ADR 029).
 */
export interface PersonNames {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
}

const APOSTROPHES = /['’‘`]/g;

/**
 * The words of a name, comparable across sources: accents dropped (José = JOSE, Ñ = N), upper
 * case, apostrophes removed (O'Brien = OBRIEN), any other punctuation or spacing a separator.
 */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, '')
    .toUpperCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '');
}

type Words = (string | null)[];

/**
 * Crosses `word` off the account's words: the same word, or adjacent words that spell it (a
 * surname typed "SmithJones" that the bank writes "SMITH-JONES").
 */
function take(words: Words, word: string): boolean {
  const at = words.indexOf(word);
  if (at !== -1) {
    words[at] = null;
    return true;
  }
  for (let start = 0; start < words.length; start++) {
    let joined = '';
    for (let end = start; end < words.length && words[end] !== null; end++) {
      joined += words[end];
      if (end > start && joined === word) {
        words.fill(null, start, end + 1);
        return true;
      }
      if (!word.startsWith(joined)) break;
    }
  }
  return false;
}

/** A middle name the bank wrote as its initial ("ADAEZE C OKAFOR"). */
function takeInitial(words: Words, word: string): boolean {
  const at = words.indexOf(word[0] ?? '');
  if (at === -1) return false;
  words[at] = null;
  return true;
}

/**
 * Order does not matter. First and last name must both be there. A middle name may be missing
 * on either side, or be an initial; beyond the borrower's names the account may hold one more
 * word (a middle name or, in Mexico, the second surname the form has no field for), but not
 * when it holds a middle name other than the borrower's: that is another person.
 */
export function accountNameMatches(accountName: string, person: PersonNames): boolean {
  const words: Words = nameWords(accountName);
  const required = [...nameWords(person.firstName), ...nameWords(person.lastName)];
  if (required.length === 0 || !required.every((word) => take(words, word))) return false;
  const middleMissing = nameWords(person.middleName ?? '').filter((word) => !take(words, word) && !takeInitial(words, word)).length > 0;
  const unexplained = words.filter((word) => word !== null).length;
  return unexplained <= (middleMissing ? 0 : 1);
}

/**
 * Whether a full name as another source holds it (a credit bureau's record) names the person:
 * every word of the first and last names is in it, in any order; it may carry more (middle
 * names, a second surname the form has no field for).
 */
export function namedIn(fullName: string, person: Pick<PersonNames, 'firstName' | 'lastName'>): boolean {
  const theirs = new Set(nameWords(fullName));
  const ours = [...nameWords(person.firstName), ...nameWords(person.lastName)];
  return ours.length > 0 && ours.every((word) => theirs.has(word));
}
