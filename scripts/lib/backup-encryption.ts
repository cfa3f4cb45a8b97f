// Encrypted backups (decision 037): the age format (age-encryption.org/v1) through the
// `age-encryption` package, with a passphrase (scrypt) or for public keys (X25519), so the `age`
// command line tool reads them too. age authenticates every 64 KiB chunk and the end of the file:
// a backup changed, cut short or encrypted for someone else does not decrypt at all.
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { closeSync, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { BackupRefusal } from './database-backups';

/** How `npm run db:backup` encrypts: BACKUP_PASSPHRASE, or BACKUP_RECIPIENTS' public keys. */
export type BackupEncryption = { passphrase: string } | { recipients: string[] };

/** What `npm run db:restore` may decrypt with: BACKUP_PASSPHRASE, `--identity` files' keys. */
export interface BackupDecryption {
  passphrase?: string;
  identities: string[];
}

const ageHeader = Buffer.from('age-encryption.org/v1\n', 'latin1');

/** The encryption the settings ask for, if any. */
export function backupEncryption(config: {
  BACKUP_PASSPHRASE?: string;
  BACKUP_RECIPIENTS?: string;
}): BackupEncryption | undefined {
  if (config.BACKUP_PASSPHRASE) return { passphrase: config.BACKUP_PASSPHRASE };
  const recipients = config.BACKUP_RECIPIENTS?.split(/[\s,]+/).filter(Boolean) ?? [];
  return recipients.length > 0 ? { recipients } : undefined;
}

/** The private keys (`AGE-SECRET-KEY-1…`) in an identity file made by age-keygen. */
export function identitiesIn(file: string): string[] {
  const keys = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-1'));
  if (keys.length === 0)
    throw new BackupRefusal(`${file} holds no age private key (a line AGE-SECRET-KEY-1…).`);
  return keys;
}

/** Whether `file` is an age-encrypted file, read from its first line. */
export function isEncrypted(file: string): boolean {
  const head = Buffer.alloc(ageHeader.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head.equals(ageHeader);
}

const webStreamOf = (file: string) =>
  Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;

async function writeStream(stream: ReadableStream<Uint8Array>, target: string): Promise<void> {
  const readable = Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);
  await pipeline(readable, createWriteStream(target, { mode: 0o600 }));
}

/** Writes `source` encrypted to `target`, streamed (a backup may be larger than memory). */
export async function encryptFile(
  source: string,
  target: string,
  encryption: BackupEncryption,
): Promise<void> {
  const encrypter = new Encrypter();
  if ('passphrase' in encryption) encrypter.setPassphrase(encryption.passphrase);
  else for (const recipient of encryption.recipients) encrypter.addRecipient(recipient);
  await writeStream(await encrypter.encrypt(webStreamOf(source)), target);
}

/**
 * Writes `source` decrypted to `target`; a refusal when no passphrase or key given opens it, or
 * when any part of it fails authentication (changed, cut short).
 */
export async function decryptFile(
  source: string,
  target: string,
  decryption: BackupDecryption,
): Promise<void> {
  if (!decryption.passphrase && decryption.identities.length === 0)
    throw new BackupRefusal(
      `${source} is encrypted: set BACKUP_PASSPHRASE, or give the private key file with --identity FILE. Nothing was restored.`,
    );
  const decrypter = new Decrypter();
  if (decryption.passphrase) decrypter.addPassphrase(decryption.passphrase);
  for (const identity of decryption.identities) decrypter.addIdentity(identity);
  try {
    await writeStream(await decrypter.decrypt(webStreamOf(source)), target);
  } catch (error) {
    throw new BackupRefusal(
      `${source} could not be decrypted (${error instanceof Error ? error.message : String(error)}): a wrong passphrase or key, or a damaged file. Nothing was restored.`,
    );
  }
}
