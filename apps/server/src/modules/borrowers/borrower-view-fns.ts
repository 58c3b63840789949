import { maskPhone, maskTail, REVEAL_FIELDS, type RevealField, type StaffBorrowerProfile } from '@lendline/domain';

/**
 * The personal and work answers staff read as they are: none identifies the borrower by a number
 * and none is a contact. An allowlist, so a field added to the forms later stays out until a
 * person decides it belongs here. The emergency contacts of the work step are never shown
 * (issue 22: no contact list, ever); phones and identity numbers are shown masked (ADR 081).
 */
const PERSONAL_DETAILS = ['gender', 'inputBirthday', 'education', 'maritalStatus', 'loanPurpose', 'residenceType', 'state', 'city', 'address', 'postalCode', 'email'] as const;
const WORK_DETAILS = ['employmentType', 'industryCategory', 'jobExperience', 'payFrequency', 'monthlyPayday', 'monthlyPaydayTwo', 'monthlySalary', 'incomeSource', 'companyName', 'companyAddress', 'linkedin', 'facebook'] as const;

/** Where each revealable value is read from. */
export interface RevealSources {
  /** The account's own number, as stored (E.164 digits). */
  phone: string;
  personal: Record<string, unknown> | null;
  bank: { accountNumber: string; bvn: string | null; curp: string | null } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The unmasked value of one field; null when the borrower never gave it. */
export function revealValueOf(field: RevealField, sources: RevealSources): string | null {
  const { personal, bank } = sources;
  switch (field) {
    case 'phone': return sources.phone;
    case 'bvn': return text(bank?.bvn);
    case 'accountNumber': return text(bank?.accountNumber);
    case 'curp': return text(personal?.curp) ?? text(bank?.curp);
    default: return text(personal?.[field]);
  }
}

/** Every revealable value as staff first see it: the phone as the borrower app masks it, the others by their last 4. */
export function maskedValues(sources: RevealSources): Record<RevealField, string | null> {
  const entries = REVEAL_FIELDS.map((field) => {
    const value = revealValueOf(field, sources);
    if (value === null) return [field, null] as const;
    return [field, field === 'phone' ? maskPhone(value) : maskTail(value)] as const;
  });
  return Object.fromEntries(entries) as Record<RevealField, string | null>;
}

function pick(section: unknown, fields: readonly string[]): [string, string][] {
  if (section === null || typeof section !== 'object') return [];
  const record = section as Record<string, unknown>;
  return fields.flatMap((field) => {
    const value = text(record[field]);
    return value === null ? [] : [[field, value] as [string, string]];
  });
}

export function profileView(name: string | null, profile: { personal: unknown; work: unknown } | null, sources: RevealSources): StaffBorrowerProfile | null {
  if (!profile && !sources.bank) return name === null ? null : { name, details: {}, masked: maskedValues(sources) };
  return {
    name,
    details: Object.fromEntries([...pick(profile?.personal, PERSONAL_DETAILS), ...pick(profile?.work, WORK_DETAILS)]),
    masked: maskedValues(sources),
  };
}

/** The stored photo's type by its first bytes (uploads are JPEG, PNG or WebP; checked ones are JPEG). */
export function imageTypeOf(bytes: Buffer): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'image/jpeg';
}

/** What staff typed as a search: an order number, a user id, or (digits) a phone number. */
export function searchKinds(q: string): { phone: boolean; orderNo: boolean; userId: boolean } {
  const compact = q.replace(/[\s()-]/g, '');
  return {
    phone: /^\+?\d{7,15}$/.test(compact),
    orderNo: /^[A-Za-z0-9]{6,32}$/.test(q),
    userId: /^[0-9a-f-]{36}$/i.test(q),
  };
}
