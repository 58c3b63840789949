// Shared with the repayment proofs' slip photo (ADR 038).
export { FileInput } from '../../shared/ui/file-input.tsx';
