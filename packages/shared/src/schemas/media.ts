import { z } from 'zod';
import { FILE_TYPES, type FileType, type Role } from '../enums.ts';
import {
  CERTIFICATE_MAX_BYTES,
  CV_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MB,
  VERIFICATION_DOCUMENT_MAX_BYTES,
} from '../limits.ts';

/**
 * Uploads (docs/product/foundation.md §5, docs/product/employer.md §5 (logo), docs/product/candidate.md §5,
 * docs/product/rules.md "Files"): which files each upload takes, how big, who may make it, and the texts a
 * refusal or a failure shows. The API checks with the same rules as the browser, so a file the browser lets
 * through is never refused for a different reason.
 */
export const MEDIA_MESSAGES = {
  cvType: 'Only PDF files are accepted for CV uploads.',
  certificateType: 'Only PDF documents and images (JPG, PNG, GIF) are accepted for certificate uploads.',
  imageType: 'Only image files (JPG, PNG, GIF, WebP) are accepted.',
  tooLarge: (maxBytes: number) => `The file is too large. The maximum size is ${maxBytes / MB}MB.`,
  empty: 'The file is empty.',
  notUploaded: 'The file has not been uploaded. Please upload it again.',
  notFound: 'This file was not found. Please upload it again.',
  educationMissing: 'Education entry missing ID. Cannot upload certificate.',
  logoFailed: 'Failed to upload logo. Please try again.',
  pictureFailed: 'Failed to upload profile picture. Please try again.',
  cvFailed: 'Failed to upload CV. Please try again.',
  certificateFailed: 'Failed to upload certificate. Please try again.',
  cancelled: 'Upload cancelled.',
  verificationDocumentType: 'Only PDF documents are accepted for verification documents.',
  verificationDocumentFailed: 'Failed to upload the document. Please try again.',
  imageUnreadable: 'This image could not be read. Please choose a JPG, PNG, GIF or WebP picture.',
  imageTooManyPixels: (megapixels: number) =>
    `This image is too large. Please choose a picture of at most ${megapixels} megapixels.`,
} as const;

/** The two kinds of content we accept; a declared PDF must hold a PDF, a declared image an image. */
export type FileKind = 'pdf' | 'image';

export const MEDIA_TYPES: Record<string, { kind: FileKind; extensions: readonly string[] }> = {
  'application/pdf': { kind: 'pdf', extensions: ['pdf'] },
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
};

export interface FileRule {
  /** The role that makes this kind of upload. */
  role: Role;
  contentTypes: readonly string[];
  maxBytes: number;
  /** Shown when the file's type is not accepted. */
  typeMessage: string;
  /** Shown when the upload fails for any other reason. */
  failedMessage: string;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const FILE_RULES: Record<FileType, FileRule> = {
  company_logo: {
    role: 'employer',
    contentTypes: IMAGES,
    maxBytes: IMAGE_MAX_BYTES,
    typeMessage: MEDIA_MESSAGES.imageType,
    failedMessage: MEDIA_MESSAGES.logoFailed,
  },
  profile_picture: {
    role: 'candidate',
    contentTypes: IMAGES,
    maxBytes: IMAGE_MAX_BYTES,
    typeMessage: MEDIA_MESSAGES.imageType,
    failedMessage: MEDIA_MESSAGES.pictureFailed,
  },
  cv: {
    role: 'candidate',
    contentTypes: ['application/pdf'],
    maxBytes: CV_MAX_BYTES,
    typeMessage: MEDIA_MESSAGES.cvType,
    failedMessage: MEDIA_MESSAGES.cvFailed,
  },
  education_certificate: {
    role: 'candidate',
    contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'],
    maxBytes: CERTIFICATE_MAX_BYTES,
    typeMessage: MEDIA_MESSAGES.certificateType,
    failedMessage: MEDIA_MESSAGES.certificateFailed,
  },
  application_cv: {
    role: 'candidate',
    contentTypes: ['application/pdf'],
    maxBytes: CV_MAX_BYTES,
    typeMessage: MEDIA_MESSAGES.cvType,
    failedMessage: MEDIA_MESSAGES.cvFailed,
  },
  /** Issue 22 item 2: the company's registration papers; only the employer itself and admins read it. */
  verification_document: {
    role: 'employer',
    contentTypes: ['application/pdf'],
    maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
    typeMessage: MEDIA_MESSAGES.verificationDocumentType,
    failedMessage: MEDIA_MESSAGES.verificationDocumentFailed,
  },
};

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Browsers report JPEGs as image/jpg now and then, and some files with no type at all. */
export function normaliseContentType(contentType: string, fileName: string): string {
  const type = contentType.trim().toLowerCase().split(';')[0]!.trim();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type && type !== 'application/octet-stream') return type;
  const ext = fileExtension(fileName);
  return Object.entries(MEDIA_TYPES).find(([, t]) => t.extensions.includes(ext))?.[0] ?? type;
}

/**
 * The refusal message for a file as declared (its name, type and size), or null when it is accepted.
 * The name's extension must agree with the type, so that the stored name opens in the right program.
 */
export function checkDeclaredFile(
  fileType: FileType,
  file: { name: string; type: string; size?: number },
): string | null {
  const rule = FILE_RULES[fileType];
  const type = normaliseContentType(file.type, file.name);
  if (!rule.contentTypes.includes(type)) return rule.typeMessage;
  if (!MEDIA_TYPES[type]?.extensions.includes(fileExtension(file.name))) return rule.typeMessage;
  if (file.size !== undefined) return checkFileSize(fileType, file.size);
  return null;
}

export function checkFileSize(fileType: FileType, size: number): string | null {
  if (size <= 0) return MEDIA_MESSAGES.empty;
  const { maxBytes } = FILE_RULES[fileType];
  return size > maxBytes ? MEDIA_MESSAGES.tooLarge(maxBytes) : null;
}

/** What the file input offers to pick, from the same rules. */
export function acceptAttribute(fileType: FileType): string {
  const types = FILE_RULES[fileType].contentTypes;
  const extensions = types.flatMap((t) => MEDIA_TYPES[t]?.extensions ?? []).map((e) => `.${e}`);
  return [...types, ...extensions].join(',');
}

/** POST /generate-upload-signed-url/ */
export const uploadUrlRequest = z.object({
  filename: z.string().trim().min(1, { error: 'File name is required.' }).max(255),
  content_type: z.string().trim().min(1, { error: 'Content type is required.' }).max(255),
  file_type: z.enum(FILE_TYPES),
  education_id: z.coerce.number().int().positive().nullish(),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequest>;

export const uploadUrlAnswer = z.object({ signed_url: z.string(), s3_key: z.string() });
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswer>;

export const RESIZED_FILE_TYPES: readonly FileType[] = ['company_logo', 'profile_picture'];

/**
 * GET /get-signed-media-url/: the read address and when it stops working (ISO 8601). For a resized
 * image `url` is its small JPEG and `sources` its WebP widths as a `srcset` (one signed address each);
 * images stored before resizing existed have no `sources`.
 */
export const signedMediaAnswer = z.object({
  url: z.string(),
  expires_at: z.string(),
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })).optional(),
});
export type SignedMediaAnswer = z.infer<typeof signedMediaAnswer>;
