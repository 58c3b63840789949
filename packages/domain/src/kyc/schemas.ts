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
export const imageUploadResponse = z.object({
  imageId: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});

/** What the provider read from the document; fields it could not read are absent. */
export const documentFields = z.object({
  fullName: z.optional(z.string()),
  idNumberMasked: z.optional(z.string()),
  birthDate: z.optional(z.string()),
  expiryDate: z.optional(z.string()),
});
export type DocumentFields = z.infer<typeof documentFields>;

export const ocrResponse = z.object({
  front: z.nullable(documentFields),
  back: z.nullable(documentFields),
  face: z.boolean(),
});
export type OcrResponse = z.infer<typeof ocrResponse>;
