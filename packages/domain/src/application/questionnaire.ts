/**
 * The credit questionnaire of spec section 3: 11 coded questions, one choice each. The spec
 * names the topics only; the option codes are ours (buckets a credit model can use).
 */
const COUNT = ['0', '1', '2', '3to5', 'over5'] as const;
const LENDERS = ['none', 'carbon', 'fairmoney', 'palmcredit', 'branch', 'renmoney', 'other'] as const;

export const QUESTIONNAIRE = [
  { id: 'q1', topic: 'defaultedLast6Months', options: ['yes', 'no'] },
  { id: 'q2', topic: 'creditBureau', options: ['yes', 'no', 'unknown'] },
  { id: 'q3', topic: 'selfRatedCredit', options: ['excellent', 'good', 'fair', 'poor'] },
  { id: 'q4', topic: 'currentLenders', options: LENDERS },
  { id: 'q5', topic: 'pastOverdueLenders', options: LENDERS },
  { id: 'q6', topic: 'longestDelay', options: ['none', '1to7Days', '8to30Days', '31to90Days', 'over90Days'] },
  { id: 'q7', topic: 'totalDebt', options: ['none', 'below50k', '50kTo200k', '200kTo500k', 'above500k'] },
  { id: 'q8', topic: 'pastDigitalLoans', options: COUNT },
  { id: 'q9', topic: 'activeLoans', options: COUNT },
  { id: 'q10', topic: 'repaidOnTime', options: COUNT },
  { id: 'q11', topic: 'overdueLoans', options: COUNT },
] as const;

export type QuestionId = (typeof QUESTIONNAIRE)[number]['id'];
