import {
  checkDeclaredFile,
  FILE_RULES,
  type FileType,
  normaliseContentType,
  type UploadUrlAnswer,
} from '@kweli/shared';
import { ApiError, api } from './client.ts';

/**
 * The one upload path of the product (logo, picture, CV, certificate, application CV), as the spec
 * describes it: ask POST /generate-upload-signed-url/ for an address, then PUT the file there with its
 * content type. The file is checked here first by the same rules the server applies, so a wrong file
 * is refused at once without spending the user's data.
 */
export class UploadError extends Error {}

export interface UploadOptions {
  fileType: FileType;
  /** A certificate is uploaded against its saved education entry. */
  educationId?: number | null;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** The message of a refusal by our server, or the kind of file's failure text. */
function refusalMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return fallback;
}

/** PUT through XMLHttpRequest: fetch cannot report upload progress. */
function putFile(url: string, file: File, contentType: string, options: UploadOptions): Promise<void> {
  const failed = FILE_RULES[options.fileType].failedMessage;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        return resolve();
      }
      let body: unknown = null;
      if (xhr.status === 400) {
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = null;
        }
      }
      reject(new UploadError(refusalMessage(body, failed)));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(failed));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(file);
  });
}

/** Uploads a file and answers its storage key, to be saved on a profile, an education or an application. */
export async function uploadFile(file: File, options: UploadOptions): Promise<{ key: string }> {
  const { fileType } = options;
  const refusal = checkDeclaredFile(fileType, file);
  if (refusal) throw new UploadError(refusal);
  const contentType = normaliseContentType(file.type, file.name);
  let answer: UploadUrlAnswer;
  try {
    answer = await api<UploadUrlAnswer>('/generate-upload-signed-url/', {
      method: 'POST',
      body: {
        filename: file.name,
        content_type: contentType,
        file_type: fileType,
        ...(options.educationId ? { education_id: options.educationId } : {}),
      },
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    const failed = FILE_RULES[fileType].failedMessage;
    throw new UploadError(
      error instanceof ApiError && error.status === 400 ? refusalMessage(error.body, failed) : failed,
    );
  }
  await putFile(answer.signed_url, file, contentType, options);
  return { key: answer.s3_key };
}
