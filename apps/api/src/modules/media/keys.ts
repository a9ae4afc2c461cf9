import { randomBytes } from 'node:crypto';
import type { FileType } from '@kweli/shared';
import { fileExtension } from '@kweli/shared';

/**
 * Storage keys: `media/<file_type>/<owner id>/<safe name>_<timestamp><random>.<ext>`. The name is made
 * safe as the spec says (spaces to underscores, odd characters removed, a timestamp added); the folder
 * is the owner's, so a key never reaches another user's files whatever name was sent.
 */
const MAX_BASE_LENGTH = 80;

export function safeFileBase(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const ext = fileExtension(name);
  const base = ext ? name.slice(0, -(ext.length + 1)) : name;
  const safe = base
    .normalize('NFKD')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .slice(0, MAX_BASE_LENGTH);
  return safe || 'file';
}

export function buildKey(ownerId: number, fileType: FileType, fileName: string, now = Date.now()): string {
  const ext = fileExtension(fileName);
  const stamp = `${now}${randomBytes(3).toString('hex')}`;
  return `media/${fileType}/${ownerId}/${safeFileBase(fileName)}_${stamp}.${ext}`;
}

/** The shape of every key we hand out; anything else (`../`, other folders) is not one of our files. */
export const KEY_PATTERN =
  /^media\/(company_logo|profile_picture|cv|education_certificate|application_cv|verification_document|data_export)\/\d+\/[A-Za-z0-9_.-]+$/;

export const isValidKey = (key: string) => KEY_PATTERN.test(key) && !key.includes('..');
