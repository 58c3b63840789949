import { maskTail, type Language } from '@lendline/domain';
import type { ProfileService } from '../application/profile-service.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { BankingService } from '../banking/banking-service.ts';
import type { CareService } from '../care/care-service.ts';
import type { InboxService } from '../inbox/inbox-service.ts';
import type { KycService } from '../kyc/kyc-service.ts';
import type { LegalService } from '../legal/legal-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import { loanRecordsOf, type RepaymentsService } from '../repayments/repayments-service.ts';
import type { UnderwritingService } from '../underwriting/underwriting-service.ts';

/**
 * The credit bureaus' part of an export (issue 24): the consents the borrower gave for an
 * inquiry and the inquiries made, as the bureaus module's `forExport` answers them. Optional so
 * a deployment that asks no bureau (and the tests of the other sections) exports without it.
 */
export interface BureauExport {
  forExport(userId: string): Promise<{ consents: unknown[]; inquiries: unknown[] }>;
}

/** Where each section of an export comes from: the owning module's service (ADR 067, 103). */
export interface ExportSources {
  accounts: Pick<AuthService, 'accountById'>;
  profiles: Pick<ProfileService, 'profileOf'>;
  orders: Pick<LoansService, 'list'>;
  documents: Pick<KycService, 'documentsOf' | 'identityOf'>;
  banking: Pick<BankingService, 'maskedAccount'>;
  decisions: Pick<UnderwritingService, 'decisionsOf'>;
  repayments: Pick<RepaymentsService, 'statement' | 'detail' | 'paymentsOf'>;
  inbox: Pick<InboxService, 'list'>;
  legal: Pick<LegalService, 'state'>;
  care: Pick<CareService, 'listComplaints'>;
  bureaus?: BureauExport;
}

/** Pages of messages read at most: 50 pages of 20, far beyond any borrower's; the export says if it stopped. */
const MESSAGE_PAGES = 50;

/** Identity numbers the personal step holds (Mexico): the export shows their last 4 characters, as everything we answer does. */
const MASKED_PERSONAL = ['curp', 'rfc', 'nss'] as const;

function maskedPersonal(personal: unknown): unknown {
  if (!personal || typeof personal !== 'object') return personal ?? null;
  const copy: Record<string, unknown> = { ...(personal as Record<string, unknown>) };
  for (const field of MASKED_PERSONAL) {
    const value = copy[field];
    if (typeof value === 'string' && value !== '') copy[field] = maskTail(value);
  }
  return copy;
}

async function loansOf(sources: ExportSources, userId: string) {
  return (await loanRecordsOf(sources, userId)).map(({ order, ...records }) => ({ ...order, ...records }));
}

async function messagesOf(sources: ExportSources, userId: string, lang: Language) {
  const messages = [];
  for (let page = 1; page <= MESSAGE_PAGES; page += 1) {
    const read = await sources.inbox.list(userId, page, lang);
    messages.push(...read.messages);
    if (!read.hasMore) return { messages, complete: true };
  }
  return { messages, complete: false };
}

/**
 * Everything the product holds about a borrower, section by section, each read through its
 * owner. Identity photos are listed (kind, check, when, size), not embedded: the file stays a
 * few kilobytes, and the images are a customer-care request (ADR 103). Identity and account
 * numbers are masked as in every other answer; a staff note on a decision is not the
 * borrower's data and is left out, the decision and its reasons are in.
 */
export async function gatherExport(sources: ExportSources, userId: string, lang: Language, at: Date): Promise<Record<string, unknown> | null> {
  const account = await sources.accounts.accountById(userId);
  if (!account) return null;
  const [profile, identity, bankAccount, documents, decisions, loans, inbox, legal, complaints, bureaus] = await Promise.all([
    sources.profiles.profileOf(userId), sources.documents.identityOf(userId), sources.banking.maskedAccount(userId),
    sources.documents.documentsOf(userId), sources.decisions.decisionsOf(userId), loansOf(sources, userId),
    messagesOf(sources, userId, lang), sources.legal.state(userId), sources.care.listComplaints(userId),
    sources.bureaus ? sources.bureaus.forExport(userId) : Promise.resolve(null),
  ]);
  return {
    format: 'lendline-data-export/1',
    generatedAt: at.toISOString(),
    language: lang,
    account: { userId: account.userId, phone: account.phone, market: account.market, registeredAt: account.registeredAt.toISOString() },
    profile: profile ? { personal: maskedPersonal(profile.personal), work: profile.work ?? null, questionnaire: profile.questionnaire ?? null } : null,
    identity,
    bankAccount,
    documents: documents.map(({ kind, status, uploadedAt, byteSize }) => ({ kind, status, uploadedAt, byteSize })),
    decisions: decisions.map(({ orderNo, outcome, score, reasons, decidedAt, retryAfter }) => ({ orderNo, outcome, score, reasons, decidedAt, retryAfter })),
    loans,
    messages: inbox.messages,
    messagesComplete: inbox.complete,
    consents: legal.ok ? legal.value.accepted : [],
    complaints: complaints.complaints,
    ...(bureaus ? { bureaus } : {}),
  };
}
