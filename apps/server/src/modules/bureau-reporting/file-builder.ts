import type { BureauRowProblem, BureauTotals, MarketId } from '@lendline/domain';
import type { BorrowerFacts, FacilityFacts, FieldProblem, LenderIdentity } from './bureau-facts.ts';
import { CDT_CREDIT_COLUMNS, CDT_INDIVIDUAL_COLUMNS, cdtCreditRecord, cdtIndividualRecord, cellsOf, validateCdtCredit, validateCdtIndividual } from './cdt-format.ts';
import { circuloRequest, validateCirculo } from './circulo-format.ts';
import { csvLine } from './csv-fns.ts';
import type { FileLoan } from './file-repository.ts';
import { frequencyOf } from './format-rules.ts';

/** Problems kept per file for staff (the count is kept whole): enough to mend the data, small enough to list. */
const KEPT_PROBLEMS = 200;

/** One file as it is written: its text in parts (joined once), counts, totals and problems. */
export interface FileDraft {
  format: 'cdt-individual' | 'cdt-credit' | 'circulo-pf';
  extension: 'csv' | 'json';
  parts: string[];
  rows: number;
  corrections: number;
  outstanding: number;
  overdue: number;
  problems: BureauRowProblem[];
  problemCount: number;
  /** The facility file's loans (what a later file compares with, and who is told it was reported). */
  loans: FileLoan[] | null;
}

function draft(format: FileDraft['format'], extension: FileDraft['extension'], loans: boolean): FileDraft {
  return { format, extension, parts: [], rows: 0, corrections: 0, outstanding: 0, overdue: 0, problems: [], problemCount: 0, loans: loans ? [] : null };
}

function note(file: FileDraft, subject: string, problems: FieldProblem[]): void {
  file.problemCount += problems.length;
  for (const p of problems) if (file.problems.length < KEPT_PROBLEMS) file.problems.push({ row: file.rows, subject, field: p.field, rule: p.rule });
}

/** One row of a file, written and checked. */
interface Rendered {
  line: string;
  problems: FieldProblem[];
}

/** A facts row's lines in each format, each made once when first asked for. */
export interface RenderedRow {
  individual(): Rendered;
  credit(): Rendered;
  circulo(): Rendered;
}

function once(make: () => Rendered): () => Rendered {
  let made: Rendered | null = null;
  return () => (made ??= make());
}

/**
 * Renders a facts row for every bureau's builder at once: no format reads which bureau it is
 * for, nor the correction flag, so Nigeria's two bureaus share each line and its checks
 * instead of writing and validating every row twice.
 */
export function renderRow(lender: LenderIdentity, periodEnd: string, f: FacilityFacts, b: BorrowerFacts): RenderedRow {
  return {
    individual: once(() => {
      const record = cdtIndividualRecord(b);
      return { line: csvLine(cellsOf(CDT_INDIVIDUAL_COLUMNS, record)), problems: validateCdtIndividual(record) };
    }),
    credit: once(() => {
      const record = cdtCreditRecord(f);
      return { line: csvLine(cellsOf(CDT_CREDIT_COLUMNS, record)), problems: validateCdtCredit(record) };
    }),
    circulo: once(() => {
      const request = circuloRequest(f, b, lender, periodEnd, frequencyOf(f.phases, f.firstDueDate, f.maturityDate));
      return { line: JSON.stringify(request), problems: validateCirculo(request) };
    }),
  };
}

/**
 * Writes a month's files row by row as the batches of facts arrive (ADR 100, 101): Nigeria's two
 * CDT sheets (a borrower once, however many facilities), or Mexico's one Círculo array. Every
 * row is validated as it is written; the totals a reconciliation needs are summed on the way.
 */
export function createFileBuilder(market: MarketId) {
  const individual = draft('cdt-individual', 'csv', false);
  const credit = draft('cdt-credit', 'csv', true);
  const circulo = draft('circulo-pf', 'json', true);
  const seen = new Set<string>();
  const totals: BureauTotals = { openFacilities: 0, overdueFacilities: 0, outstanding: 0, overduePrincipal: 0 };
  if (market === 'NG') {
    individual.parts.push(csvLine(CDT_INDIVIDUAL_COLUMNS));
    credit.parts.push(csvLine(CDT_CREDIT_COLUMNS));
  } else circulo.parts.push('[\n');

  function facilityFigures(file: FileDraft, f: FacilityFacts): void {
    file.rows += 1;
    file.outstanding += f.outstanding;
    file.overdue += f.overdueAmount;
    if (f.correction) file.corrections += 1;
    file.loans?.push({ orderId: f.orderId, orderNo: f.orderNo, userId: f.userId, paidThrough: f.paidThrough, onTime: f.onTime, correction: f.correction });
  }

  return {
    add(f: FacilityFacts, b: BorrowerFacts, row: RenderedRow): void {
      if (f.standing !== 'closed') {
        totals.openFacilities += 1;
        totals.outstanding += f.outstanding;
        if (f.standing === 'overdue') {
          totals.overdueFacilities += 1;
          totals.overduePrincipal += f.outstandingPrincipal;
        }
      } else totals.outstanding += f.outstanding;
      if (market === 'NG') {
        if (!seen.has(b.userId)) {
          seen.add(b.userId);
          const borrower = row.individual();
          individual.rows += 1;
          note(individual, b.userId, borrower.problems);
          individual.parts.push(borrower.line);
        }
        const facility = row.credit();
        facilityFigures(credit, f);
        note(credit, f.orderNo, facility.problems);
        credit.parts.push(facility.line);
      } else {
        const account = row.circulo();
        facilityFigures(circulo, f);
        note(circulo, f.orderNo, account.problems);
        circulo.parts.push(`${circulo.rows > 1 ? ',\n' : ''}${account.line}`);
      }
    },

    /** The month's files and the totals of the facilities they carry. */
    finish(): { files: FileDraft[]; totals: BureauTotals } {
      if (market === 'NG') return { files: [individual, credit], totals };
      circulo.parts.push('\n]\n');
      return { files: [circulo], totals };
    },
  };
}
