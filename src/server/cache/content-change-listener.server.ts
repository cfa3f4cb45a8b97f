import 'server-only';
import pg from 'pg';

/*
 * One instance's ear on the database's change announcements (decision 020): the triggers of
 * migration 0010 notify `content_change` when a transaction that changed content commits, and
 * this listener hands each change to its `onChange`. It knows nothing of Next or of the process:
 * change-listener.server.ts wires the process's one listener to the freshness record.
 */

/** The channel migration 0010's triggers notify on. */
export const contentChangeChannel = 'content_change';

/** A change as the triggers announce it: its kind, and when a scheduled post appears. */
export interface ContentChange<Kind extends string> {
  kind: Kind;
  /** When content of this kind will change again (a post published later), in ms. */
  at?: number;
}

/**
 * A notification's payload (`{"kind": "blog", "at": "2026-12-01T08:00:00.000Z"}`), or null
 * when it is not JSON or names no known kind. An unreadable `at` is dropped: the change itself
 * still counts.
 */
export function parseContentChange<Kind extends string>(
  payload: string | undefined,
  kinds: readonly Kind[],
): ContentChange<Kind> | null {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, at } = value as { kind?: unknown; at?: unknown };
  if (!kinds.some((known) => known === kind)) return null;
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  return Number.isFinite(time) ? { kind: kind as Kind, at: time } : { kind: kind as Kind };
}

/** Whether an instance hears changes now, and since when (ms) it does or does not. */
export interface FreshnessChannelState {
  connected: boolean;
  since: number;
}

export interface ContentChangeListenerOptions<Kind extends string> {
  /** A PostgreSQL URL; the listener holds one connection of its own, outside any pool. */
  connectionString: string;
  kinds: readonly Kind[];
  /**
   * Content of `kind` changes at `at` (ms): called with this machine's "now" for every change
   * heard (never the sender's clock), and once more with the time a scheduled post appears.
   */
  onChange(kind: Kind, at: number): void;
  /**
   * After every (re)connection, once LISTEN is in place: changes made while nobody listened
   * were missed, so everything is to be refreshed. A failure counts as a failed connection.
   */
  onConnected(): void | Promise<void>;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  /** Waits between attempts to connect: from `min`, doubling up to `max` (ms). */
  retryDelayMs?: { min: number; max: number };
  /** How often the connection is checked (a dead network says nothing to an idle listener). */
  heartbeatMs?: number;
  log?: Pick<Console, 'info' | 'warn'>;
}

/** The server's answer time allowed to a connection, LISTEN or a heartbeat (ms). */
const answerTimeoutMs = 5_000;

export class ContentChangeListener<Kind extends string> {
  readonly #options: ContentChangeListenerOptions<Kind>;
  readonly #retry: { min: number; max: number };
  readonly #log: Pick<Console, 'info' | 'warn'>;
  #client: pg.Client | undefined;
  #running = false;
  #connected = false;
  #since = Date.now();
  #nextDelay: number;
  #failures = 0;
  #retryTimer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #warnedPayload = false;

  constructor(options: ContentChangeListenerOptions<Kind>) {
    this.#options = options;
    this.#retry = options.retryDelayMs ?? { min: 100, max: 5_000 };
    this.#nextDelay = this.#retry.min;
    this.#log = options.log ?? console;
  }

  /** Connects and listens, and keeps doing so until stop(). Returns at once. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    void this.#connect();
  }

  /** Closes the connection and stops reconnecting (shutdown). */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = undefined;
    this.#setConnected(false);
    if (!client) return;
    // A goodbye the server never answers (a dead network) must not hold up a shutdown.
    let timer: NodeJS.Timeout | undefined;
    const ended = client.end().catch(() => undefined);
    await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, 1_000)))]);
    clearTimeout(timer);
  }

  state(): FreshnessChannelState {
    return { connected: this.#connected, since: this.#since };
  }

  async #connect(): Promise<void> {
    this.#retryTimer = undefined;
    if (!this.#running) return;
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      application_name: this.#options.applicationName ?? 'content-change-listener',
      connectionTimeoutMillis: answerTimeoutMs,
      query_timeout: answerTimeoutMs,
      keepAlive: true,
    });
    this.#client = client;
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('connection closed')));
    client.on('notification', (message) => {
      if (message.channel === contentChangeChannel) this.#heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${contentChangeChannel}`);
      // Listening first, then catching up: a change committed in between is heard, not lost.
      await this.#options.onConnected();
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return; // lost or stopped meanwhile
    if (this.#failures > 0)
      this.#log.info(`freshness channel connected again (${this.#failures} failures)`);
    this.#failures = 0;
    this.#nextDelay = this.#retry.min;
    this.#setConnected(true);
    this.#heartbeat = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.#lost(client, error));
    }, this.#options.heartbeatMs ?? 10_000);
    this.#heartbeat.unref();
  }

  #heard(payload: string | undefined): void {
    const change = parseContentChange(payload, this.#options.kinds);
    if (!change) {
      if (!this.#warnedPayload)
        this.#log.warn(
          `ignored a ${contentChangeChannel} notification: ${JSON.stringify(payload?.slice(0, 200))} (said once)`,
        );
      this.#warnedPayload = true;
      return;
    }
    const now = Date.now();
    this.#options.onChange(change.kind, now);
    if (change.at !== undefined && change.at > now) this.#options.onChange(change.kind, change.at);
  }

  /** The connection failed or broke: drop it and try again after the current delay. */
  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    clearInterval(this.#heartbeat);
    this.#setConnected(false);
    void client.end().catch(() => undefined);
    if (!this.#running) return;
    const delay = this.#nextDelay;
    if (this.#failures === 0)
      this.#log.warn(
        `freshness channel down (${error instanceof Error ? error.message : String(error)}): pages may lag other instances' changes; retrying from ${delay} ms`,
      );
    this.#failures += 1;
    this.#nextDelay = Math.min(delay * 2, this.#retry.max);
    this.#retryTimer = setTimeout(() => void this.#connect(), delay);
    this.#retryTimer.unref();
  }

  #setConnected(connected: boolean): void {
    if (connected === this.#connected) return;
    this.#connected = connected;
    this.#since = Date.now();
  }
}
