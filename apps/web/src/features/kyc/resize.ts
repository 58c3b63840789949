// Shared with the repayment proofs' slip photo (ADR 038): one resize for every photo the app takes.
export { encodeWithinBudget, resizeForUpload, type ResizedImage } from '../../shared/photo/resize.ts';
