import type { FileType } from '@kweli/shared';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';

/**
 * What media asks of the modules that hold files, so that media imports none of them: each owner
 * registers, when its module is registered, the rules about the files it attaches.
 * - A read policy answers whether a viewer who is not the file's owner may read an attached file of a
 *   type (the file's key given).
 * - A holder check answers whether an upload may be made for one of the owner's rows (a certificate for
 *   an education entry of the uploader).
 * - A holder's "still named" condition is SQL, over the owner's own table, true while a row names the
 *   upload `u.s3_key`: the orphan sweep keeps a released file as long as any holder still names it.
 * Registering under the same name again (a second app in one process, as tests build) replaces it.
 */
export type ReadPolicy = (
  db: Executor,
  viewer: SessionUser | null,
  key: string,
  ownerId: number,
) => Promise<boolean>;
export type HolderCheck = (db: Executor, uploaderId: number, holderId: number) => Promise<boolean>;

const readPolicies = new Map<FileType, Map<string, ReadPolicy>>();
const holderChecks = new Map<FileType, HolderCheck>();
const stillNamed = new Map<string, SQL>();

/**
 * A file type may have policies from several modules (`by`): the holder's own, and another module's
 * that grants more (applications lets an employer read the files of a candidate who applied to it).
 * A viewer may read when any of them allows.
 */
export function registerReadPolicy(fileType: FileType, policy: ReadPolicy, by = 'holder'): void {
  const policies = readPolicies.get(fileType) ?? new Map<string, ReadPolicy>();
  policies.set(by, policy);
  readPolicies.set(fileType, policies);
}

export function registerHolderCheck(fileType: FileType, check: HolderCheck): void {
  holderChecks.set(fileType, check);
}

export function registerFileHolder(name: string, condition: SQL): void {
  stillNamed.set(name, condition);
}

/** No registered policy means no reader but the owner. */
export function readPolicy(fileType: FileType): ReadPolicy {
  const policies = [...(readPolicies.get(fileType)?.values() ?? [])];
  return async (db, viewer, key, ownerId) => {
    for (const policy of policies) if (await policy(db, viewer, key, ownerId)) return true;
    return false;
  };
}

export function holderCheck(fileType: FileType): HolderCheck {
  const check = holderChecks.get(fileType);
  if (!check) throw new Error(`no module holds files of type ${fileType}`);
  return check;
}

export function fileHolders(): SQL[] {
  return [...stillNamed.values()];
}
