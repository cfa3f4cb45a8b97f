/** What backing up and restoring needs from one kind of database (sqlite-backup, postgres-backup). */
export interface DatabaseBackups {
  /** Writes a consistent copy of the database, as it was when the backup began, to `file`. */
  backup(file: string): Promise<void>;
  /**
   * Reads the whole of `file` as the restore would, touching no database; a refusal when the
   * tools find it damaged. `folder`: a private folder for any working copy.
   */
  check(file: string, folder: string): Promise<void>;
  /** Why the database cannot be replaced now (another process has it open), if so. */
  inUse(): Promise<string | undefined>;
  /** A table showing the database holds data; undefined when it is empty or missing. */
  tableHoldingData(): Promise<string | undefined>;
  /** Restores `file` into the database; `replace`: whatever it holds gives way to the backup. */
  restore(file: string, replace: boolean): Promise<void>;
}

/** A refusal explained to the operator: the scripts print only its message, and exit 1. */
export class BackupRefusal extends Error {}
