// The multipart reading is shared with the repayment proofs' upload (ADR 038): one set of limits and errors.
export { readUploadedFile } from '../../shared/uploaded-file.ts';
