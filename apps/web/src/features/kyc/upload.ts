// Shared with the repayment proofs' slip photo (ADR 038): one multipart upload for every photo.
export { uploadFile, type UploadOptions, type UploadPath } from '../../shared/photo/upload.ts';
