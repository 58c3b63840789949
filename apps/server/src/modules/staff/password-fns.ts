import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** zxcvbn's 3: "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

export type PasswordProblem = 'short' | 'long' | 'common' | 'email';

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries are large, and only enrolment needs them. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

/**
 * A staff password's policy (ADR 072, after NIST SP 800-63B): long enough, not absurdly long
 * (the hash has a cost), not common or guessable by zxcvbn's dictionary of common passwords and
 * patterns, and not built on the person's own email name. Null when acceptable.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'short';
  if (length > PASSWORD_MAX) return 'long';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'email';
  if (strength().check(password, local ? [local] : []).score < MIN_SCORE) return 'common';
  return null;
}
