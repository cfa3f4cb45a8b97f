import 'server-only';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { keyedHash } from '@/server/security/secret.server';

/**
 * Backup codes are kept one-way (ASVS 6.5.2): each as a keyed hash, so a copy of the database
 * holds no code that works when typed. better-auth compares a typed code with its stored list as
 * strings, so the list it stores is of hashes and the code it is asked to check is hashed first
 * (verifySecondFactor). Codes are shown once, when made; a used one leaves the list.
 */
const hashedPrefix = 'hmac:';

/** The stored form of a code: its keyed hash, recognisable by its prefix. */
export function hashBackupCode(secret: string, code: string): string {
  return hashedPrefix + keyedHash(secret, 'backup-code', code.trim());
}

function hashedList(secret: string, codes: string[]): string {
  const hashed = codes.map((code) =>
    code.startsWith(hashedPrefix) ? code : hashBackupCode(secret, code),
  );
  return JSON.stringify(hashed);
}

/**
 * better-auth's `storeBackupCodes` hooks. `encrypt` receives fresh codes (on enrolment or
 * regeneration) or, after a code was used, the remaining hashes: already-hashed entries stay as
 * they are. `decrypt` hands back the hashes for comparison with the hashed typed code.
 */
export function hashedBackupCodeStore(secret: string) {
  return {
    encrypt: async (json: string) => hashedList(secret, JSON.parse(json) as string[]),
    decrypt: async (stored: string) => stored,
  };
}

function isHashedList(stored: string): boolean {
  try {
    const codes: unknown = JSON.parse(stored);
    return Array.isArray(codes) && codes.every((code) => String(code).startsWith(hashedPrefix));
  } catch {
    return false;
  }
}

/**
 * Enrolments made before codes were hashed hold them encrypted with the auth secret: at start-up
 * they are decrypted once and replaced by their hashes, so they keep working and stop being
 * readable. Returns how many enrolments were converted.
 */
export async function hashLegacyBackupCodes(db: Kysely<Database>, secret: string): Promise<number> {
  const rows = await db.selectFrom('auth_two_factor').select(['id', 'backupCodes']).execute();
  let converted = 0;
  for (const row of rows) {
    if (isHashedList(row.backupCodes)) continue;
    const codes = JSON.parse(
      await symmetricDecrypt({ key: secret, data: row.backupCodes }),
    ) as string[];
    await db
      .updateTable('auth_two_factor')
      .set({ backupCodes: hashedList(secret, codes) })
      .where('id', '=', row.id)
      .execute();
    converted += 1;
  }
  return converted;
}
