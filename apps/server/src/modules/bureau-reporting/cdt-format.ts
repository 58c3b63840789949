import { minorToDecimal, nigerianStates } from '@lendline/domain';
import type { BorrowerFacts, FacilityFacts, FieldProblem } from './bureau-facts.ts';
import {
  amount, checkFields, classificationOf, dayMonthYear, daysFrom, ddmmyyyy, digits, frequencyOf, maxLength, oneOf, pattern, required, type Rule,
} from './format-rules.ts';

/**
 * Nigeria's Common Data Template (ADR 100): the Individual Borrower sheet (46 columns) and the
 * Credit Information sheet (29 columns), in the order the research found identical in three
 * independent generators and CRC's submission keys (docs/research/issue-24-…, §2). Each row is a
 * record keyed by the column's name, so the validator names the field that failed.
 */
export const CDT_INDIVIDUAL_COLUMNS = [
  'CustomerID', 'Branch Code', 'Surname', 'First Name', 'Middle Name', 'Date of Birth', 'National Identity Number',
  'Drivers License No', 'BVN No', 'Passport No', 'Gender', 'Nationality', 'Marital Status', 'Mobile Number',
  'Primary Address Line 1', 'Primary Address Line 2', 'Primary city/LGA', 'Primary State', 'Primary Country',
  'Employment Status', 'Occupation', 'Business Category', 'Business Sector', 'Borrower Type', 'Other ID', 'Tax ID',
  'Picture File Path', 'E-mail Address', 'Employer Name', 'Employer Address Line 1', 'Employer Address Line 2',
  'Employer City', 'Employer State', 'Employer Country', 'Title', 'Place of Birth', 'Work Phone', 'Home Phone',
  'Secondary Address Line 1', 'Secondary Address Line 2', 'Secondary Address City/LGA', 'Secondary Address State',
  'Secondary Address Country', "Spouse's Surname", "Spouse's First Name", "Spouse's Middle Name",
] as const;

export const CDT_CREDIT_COLUMNS = [
  'Customer ID', 'Account Number', 'Account Status', 'Account Status Date', 'Date of Loan (Facility) Disbursement/Loan Effective Date',
  'Credit Limit/Facility Amount/Global Limit', 'Loan (Facility) Amount/Availed Limit', 'Outstanding Balance', 'Instalment Amount',
  'Currency', 'Days in Arrears', 'Overdue Amount', 'Loan (Facility) Type', 'Loan (Facility) Tenor', 'Repayment Frequency',
  'Last Payment Date', 'Last Payment Amount', 'Maturity Date', 'Loan Classification', 'Legal Challenge Status',
  'Litigation Date', 'Consent Status', 'Loan Security Status', 'Collateral Type', 'Collateral Details',
  'Previous Account Number', 'Previous Name', 'Previous Customer ID', 'Previous Branch Code',
] as const;

type IndividualColumn = (typeof CDT_INDIVIDUAL_COLUMNS)[number];
type CreditColumn = (typeof CDT_CREDIT_COLUMNS)[number];
export type CdtRecord<C extends string> = Record<C, string>;

/** Our one branch: the lender is an app, not a branch network. */
const BRANCH = '001';
/** Unsecured short-term consumer credit; the bureaus' facility-type list was not found (research §2): to confirm (ADR 100). */
const LOAN_TYPE = '033';
const GENDER: Readonly<Record<string, string>> = { '1': 'M', '2': 'F' };
const MARITAL: Readonly<Record<string, string>> = { single: 'SINGLE', married: 'MARRIED', divorced: 'DIVORCED', widowed: 'WIDOWED' };
const STATE_NAMES: ReadonlyMap<string, string> = new Map(nigerianStates().map((s) => [s.code, s.name.toUpperCase()]));
export const CDT_STATE_NAMES: readonly string[] = [...STATE_NAMES.values()];

/** E.164 digits of a Nigerian mobile ('2348031234567') as the 11-digit local number ('08031234567'). */
function localMobile(phone: string): string {
  return phone.startsWith('234') && phone.length === 13 ? `0${phone.slice(3)}` : phone;
}

function blank<C extends string>(columns: readonly C[]): CdtRecord<C> {
  return Object.fromEntries(columns.map((c) => [c, ''])) as CdtRecord<C>;
}

export function cdtIndividualRecord(b: BorrowerFacts): CdtRecord<IndividualColumn> {
  return {
    ...blank(CDT_INDIVIDUAL_COLUMNS),
    CustomerID: b.userId,
    'Branch Code': BRANCH,
    Surname: b.lastName.toUpperCase(),
    'First Name': b.firstName.toUpperCase(),
    'Middle Name': b.middleName.toUpperCase(),
    'Date of Birth': ddmmyyyy(b.birthday),
    'BVN No': b.bvn,
    Gender: GENDER[b.gender] ?? b.gender,
    Nationality: 'NIGERIA',
    'Marital Status': MARITAL[b.maritalStatus] ?? b.maritalStatus,
    'Mobile Number': localMobile(b.phone),
    'Primary Address Line 1': b.address,
    'Primary city/LGA': b.city.toUpperCase(),
    'Primary State': STATE_NAMES.get(b.state) ?? b.state,
    'Primary Country': 'NIGERIA',
    'Borrower Type': 'I',
    'E-mail Address': b.email,
    'Employer Name': b.employer,
  };
}

/**
 * One facility as at the month's end. Account Status Date is the day the status began: the
 * payout for an open facility, the day it closed for a closed one. Tenor is in days.
 */
export function cdtCreditRecord(f: FacilityFacts): CdtRecord<CreditColumn> {
  const money = (minor: number) => minorToDecimal(minor, f.currency);
  return {
    ...blank(CDT_CREDIT_COLUMNS),
    'Customer ID': f.userId,
    'Account Number': f.orderNo,
    'Account Status': f.standing === 'closed' ? '002' : '001',
    'Account Status Date': ddmmyyyy(f.closedOn ?? f.disbursedOn),
    'Date of Loan (Facility) Disbursement/Loan Effective Date': ddmmyyyy(f.disbursedOn),
    'Credit Limit/Facility Amount/Global Limit': money(f.principal),
    'Loan (Facility) Amount/Availed Limit': money(f.principal),
    'Outstanding Balance': money(f.outstanding),
    'Instalment Amount': money(f.instalment),
    Currency: f.currency,
    'Days in Arrears': String(f.daysInArrears),
    'Overdue Amount': money(f.overdueAmount),
    'Loan (Facility) Type': LOAN_TYPE,
    'Loan (Facility) Tenor': String(daysFrom(f.disbursedOn, f.maturityDate)),
    'Repayment Frequency': frequencyOf(f.phases, f.firstDueDate, f.maturityDate),
    'Last Payment Date': ddmmyyyy(f.lastPaymentOn),
    'Last Payment Amount': f.lastPaymentAmount === null ? '' : money(f.lastPaymentAmount),
    'Maturity Date': ddmmyyyy(f.maturityDate),
    'Loan Classification': classificationOf(f.daysInArrears),
    'Legal Challenge Status': 'NO',
    'Consent Status': 'YES',
    'Loan Security Status': 'NO',
  };
}

const NAME: readonly Rule[] = [maxLength(60), pattern(/^[A-Z][A-Z' .-]*$/, 'characters')];

const INDIVIDUAL_RULES: Readonly<Partial<Record<IndividualColumn, readonly Rule[]>>> = {
  CustomerID: [required, maxLength(50)],
  'Branch Code': [required, maxLength(10)],
  Surname: [required, ...NAME],
  'First Name': [required, ...NAME],
  'Middle Name': NAME,
  'Date of Birth': [required, dayMonthYear],
  'BVN No': [required, pattern(/^\d{11}$/, 'bvn')],
  Gender: [required, oneOf(['M', 'F'])],
  Nationality: [required, oneOf(['NIGERIA'])],
  'Marital Status': [oneOf(Object.values(MARITAL))],
  'Mobile Number': [required, pattern(/^0[789]\d{9}$/, 'phone')],
  'Primary Address Line 1': [required, maxLength(100)],
  'Primary city/LGA': [required, maxLength(60)],
  'Primary State': [required, oneOf(CDT_STATE_NAMES)],
  'Primary Country': [required, oneOf(['NIGERIA'])],
  'Borrower Type': [required, oneOf(['I'])],
  'E-mail Address': [maxLength(100), pattern(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'email')],
  'Employer Name': [maxLength(100)],
};

const CREDIT_RULES: Readonly<Partial<Record<CreditColumn, readonly Rule[]>>> = {
  'Customer ID': [required, maxLength(50)],
  'Account Number': [required, maxLength(30)],
  'Account Status': [required, oneOf(['001', '002'])],
  'Account Status Date': [required, dayMonthYear],
  'Date of Loan (Facility) Disbursement/Loan Effective Date': [required, dayMonthYear],
  'Credit Limit/Facility Amount/Global Limit': [required, amount],
  'Loan (Facility) Amount/Availed Limit': [required, amount],
  'Outstanding Balance': [required, amount],
  'Instalment Amount': [required, amount],
  Currency: [required, oneOf(['NGN'])],
  'Days in Arrears': [required, digits],
  'Overdue Amount': [required, amount],
  'Loan (Facility) Type': [required, pattern(/^\d{3}$/, 'code')],
  'Loan (Facility) Tenor': [required, digits],
  'Repayment Frequency': [required, oneOf(['BULLET', 'WEEKLY', 'FORTNIGHTLY', 'MONTHLY'])],
  'Last Payment Date': [dayMonthYear],
  'Last Payment Amount': [amount],
  'Maturity Date': [required, dayMonthYear],
  'Loan Classification': [required, oneOf(['001', '002', '003', '004', '005'])],
  'Legal Challenge Status': [required, oneOf(['YES', 'NO'])],
  'Litigation Date': [dayMonthYear],
  'Consent Status': [required, oneOf(['YES', 'NO'])],
  'Loan Security Status': [required, oneOf(['YES', 'NO'])],
};

export function validateCdtIndividual(record: Readonly<Record<string, string>>): FieldProblem[] {
  return checkFields(record, INDIVIDUAL_RULES as Record<string, readonly Rule[]>);
}

/** The facility's fields, and two rules between them: a closed account owes nothing; arrears mean an overdue amount. */
export function validateCdtCredit(record: Readonly<Record<string, string>>): FieldProblem[] {
  const problems = checkFields(record, CREDIT_RULES as Record<string, readonly Rule[]>);
  if (record['Account Status'] === '002' && record['Outstanding Balance'] !== '0.00' && !problems.some((p) => p.field === 'Outstanding Balance')) {
    problems.push({ field: 'Outstanding Balance', rule: 'closedOwes' });
  }
  return problems;
}

/** A record's cells in the sheet's column order. */
export function cellsOf<C extends string>(columns: readonly C[], record: CdtRecord<C>): string[] {
  return columns.map((c) => record[c]);
}
