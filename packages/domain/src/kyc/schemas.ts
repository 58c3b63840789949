import * as z from 'zod/mini';
import { orderStatusField } from '../application/contract-schemas.ts';
import { ID_TYPES, isValidIdNumber, normalizeIdNumber, type IdType } from './id-types.ts';

/** Every ID type of every market; the server also checks the type belongs to its market. */
export const ALL_ID_TYPES = [...Object.keys(ID_TYPES.NG), ...Object.keys(ID_TYPES.MX)] as [IdType, ...IdType[]];

const marketOf = (idType: IdType) => (Object.hasOwn(ID_TYPES.NG, idType) ? 'NG' : 'MX');

/** `/user/finishUploadAllImg`: the ID the photos show, checked against the selfie by the provider. */
export const finishUploadAllImgRequest = z
  .object({
    idType: z.enum(ALL_ID_TYPES, 'error.kyc.idType'),
    idNumber: z.string().check(z.trim(), z.minLength(1, 'error.kyc.idNumberEmpty'), z.overwrite(normalizeIdNumber)),
  })
  .check(
    z.refine((v) => isValidIdNumber(marketOf(v.idType), v.idType, v.idNumber), {
      error: 'error.kyc.idNumberFormat',
      path: ['idNumber'],
    }),
  );
export type FinishUploadAllImgRequest = z.infer<typeof finishUploadAllImgRequest>;

export const orderStepResponse = z.object({ orderNo: z.string(), status: orderStatusField });

/** The three multipart uploads: one file in field `file`, read by the handler, not by a schema. */
export const imageUploadRequest = z.object({});
/**
 * Where a photo is in its check (ADR 056): accepted and `checking` until the photo-check job
 * has re-encoded it and the KYC check has read it, then `checked` or `rejected`.
 */
export const PHOTO_STATUSES = ['checking', 'checked', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];
/** Why a photo was rejected: the envelope error the borrower is shown at that photo. */
export const PHOTO_REJECTIONS = ['KYC_IMAGE_INVALID', 'KYC_FRONT_FAILED', 'KYC_BACK_FAILED', 'KYC_FACE_FAILED', 'KYC_PROVIDER_UNAVAILABLE'] as const;
export type PhotoRejection = (typeof PHOTO_REJECTIONS)[number];

/** A repayment proof's slip (ADR 038): re-encoded before its upload answers. */
export const proofUploadResponse = z.object({
  imageId: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});

/** An identity photo's upload answer: stored and accepted for checking; width and height are the received file's, from its header. */
export const imageUploadResponse = z.object({
  imageId: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  status: z.enum(PHOTO_STATUSES),
});

/** One photo's check, as the identity screen polls it; `rejection` only when rejected. */
export const photoCheck = z.object({
  imageId: z.string(),
  status: z.enum(PHOTO_STATUSES),
  rejection: z.optional(z.enum(PHOTO_REJECTIONS)),
});
export type PhotoCheck = z.infer<typeof photoCheck>;

/** What the provider read from the document; fields it could not read are absent. */
export const documentFields = z.object({
  fullName: z.optional(z.string()),
  idNumberMasked: z.optional(z.string()),
  birthDate: z.optional(z.string()),
  expiryDate: z.optional(z.string()),
});
export type DocumentFields = z.infer<typeof documentFields>;

/**
 * `front`, `back` and `face` are the checked photos only (what was read; whether a face
 * passed); `checks` says where each photo taken is, so the screen can show "Checking…".
 */
export const ocrResponse = z.object({
  front: z.nullable(documentFields),
  back: z.nullable(documentFields),
  face: z.boolean(),
  checks: z.object({ front: z.nullable(photoCheck), back: z.nullable(photoCheck), face: z.nullable(photoCheck) }),
});
export type OcrResponse = z.infer<typeof ocrResponse>;
