import { z } from 'zod';
import { registerProcessState } from './process-state.mjs';
import { parseProxyAddresses } from './proxy-addresses.mjs';
import { parseAllowList } from './webhook-allow-list';

/**
 * Every configurable value of the site, read from the environment and validated once.
 * Defaults are the spec's placeholders so a fresh clone runs with no `.env` at all.
 * Public values are baked into prerendered pages: change them, and `npm start` rebuilds.
 */
/** An optional setting: unset or empty means not configured; anything else must pass `schema`. */
function optionalSetting<Schema extends z.ZodType<unknown, string>>(schema: Schema) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());
}

const optionalUrl = optionalSetting(z.url({ protocol: /^https?$/ }));
/** `true`, or anything else (unset, empty, `false`) for no. */
const optIn = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true');
const secret = z.string().min(32, 'at least 32 characters');
/** `true`, `false`, or unset (empty): the code's default decides. */
const optionalFlag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined));

/** Settings whose value is never printed, even when it is wrong (credentials may be in URLs). */
export const secretSettings = [
  'APP_SECRET',
  'AUTH_SECRET',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'DATABASE_URL',
  'BACKUP_PASSPHRASE',
  'BOOKING_WEBHOOK_SECRET',
] as const;

/** A site on this machine only: `localhost`, `127.x.x.x` or `::1` (a laptop, a test run). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Whether mail must go out encrypted although SMTP_URL says smtp:// (nodemailer's `requireTLS`:
 * STARTTLS or no mail): on a deployed site, to a mail server on another machine, unless
 * SMTP_ALLOW_PLAINTEXT=true. smtps:// is encrypted from the first byte; a server on this machine
 * (a local relay) is reached without crossing a network.
 */
export function smtpRequiresTls(
  values: Pick<Settings, 'SITE_URL' | 'SMTP_URL' | 'SMTP_ALLOW_PLAINTEXT'>,
): boolean {
  const { SITE_URL, SMTP_URL, SMTP_ALLOW_PLAINTEXT } = values;
  if (!SMTP_URL?.startsWith('smtp:') || SMTP_ALLOW_PLAINTEXT) return false;
  return !isLoopbackUrl(SITE_URL) && !isLoopbackUrl(SMTP_URL);
}

const fieldsSchema = z.object({
  SITE_NAME: z.string().trim().min(1).default('Automatia'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  BOOKING_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://cal.com/automatia/consultation-15min'),
  CONTACT_EMAIL: z.email().default('info@automatia.ch'),
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9 ]{6,20}$/, 'an international number such as +41 22 555 01 00')
    .default('+41 22 555 01 00'),
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .regex(/^\+?[1-9][0-9 ]{6,20}$/, 'an international number such as +41 79 555 01 00')
    .default('+41 79 555 01 00'),
  ADDRESS: z.string().trim().min(1).default('Genève, Suisse'),
  SOCIAL_LINKEDIN: optionalUrl,
  SOCIAL_INSTAGRAM: optionalUrl,
  SOCIAL_FACEBOOK: optionalUrl,
  SOCIAL_X: optionalUrl,
  SOCIAL_YOUTUBE: optionalUrl,
  VOICE_AGENT_ID: optionalSetting(
    z.string().regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, "-" and "_" only'),
  ),
  /** The widget's script, pinned to a version (…/convai-widget-embed@0.5.2): see the refinement. */
  VOICE_AGENT_SCRIPT_URL: optionalSetting(z.url({ protocol: /^https$/ })),
  /** Its Subresource Integrity hash (`sha384-…`): the browser refuses any other file. */
  VOICE_AGENT_SCRIPT_SRI: optionalSetting(
    z.string().regex(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'a hash such as sha384-…'),
  ),
  DATABASE_URL: optionalSetting(z.string()),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SMTP_URL: optionalSetting(z.url({ protocol: /^smtps?$/ })),
  /** A deployed site sends over smtp:// only after STARTTLS, unless this says otherwise. */
  SMTP_ALLOW_PLAINTEXT: optIn,
  MAIL_FROM: optionalSetting(z.string()),
  CONTACT_TO: optionalSetting(z.email()),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The proxies whose forwarded headers are believed; empty: this machine (decision 037). */
  TRUSTED_PROXY_ADDRESSES: optionalSetting(
    z.string().superRefine((value, context) => {
      try {
        parseProxyAddresses(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  ),
  /** On SIGTERM, how long requests in flight may still run before their connections close. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Newsletter mails handed to the mail server per minute, across every instance. */
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Raw audience events are deleted after this many months; the daily rollups stay (issue 31). */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /** Audience events one address (an IPv6 /64) may send an instance per minute, beyond: 429. */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * The secret of the Cal.com booking webhook (its `x-cal-signature-256`); unset, the endpoint
   * refuses every booking (issue 32, decision 079).
   */
  BOOKING_WEBHOOK_SECRET: optionalSetting(z.string().min(16, 'at least 16 characters')),
  APP_SECRET: optionalSetting(secret),
  AUTH_SECRET: optionalSetting(secret),
  ADMIN_EMAIL: optionalSetting(z.email()),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(12, 'at least 12 characters').optional()),
  /** Unset: two-factor is required of admins on a deployed site (see twoFactorRequired). */
  ADMIN_REQUIRE_2FA: optionalFlag,
  /** The same for editors: unset, required on a deployed site. */
  EDITOR_REQUIRE_2FA: optionalFlag,
  /** A session ends this many hours after sign-in, however active (ASVS: absolute lifetime). */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Where an earlier version kept uploaded images as files. Uploads now live in the database;
   * files found here are copied in on start and left in place.
   */
  UPLOADS_DIR: z.string().trim().min(1).default('./data/uploads'),
  /** The media library's total size, in megabytes of stored images: an upload beyond it is refused. */
  MEDIA_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** The largest image file the admin accepts, in megabytes (before re-encoding). */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  ALLOW_INSECURE_HTTP: optIn,
  /**
   * Hosts, addresses and networks (`n8n.internal, 10.0.0.5, 10.1.0.0/16`) webhooks may reach
   * although they are private or loopback: a self-hosted n8n nearby (decision 078).
   */
  WEBHOOK_ALLOWED_HOSTS: optionalSetting(
    z.string().superRefine((value, context) => {
      try {
        parseAllowList(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  ),
  /** `npm run db:backup` encrypts with this passphrase (age, scrypt); restore decrypts with it. */
  BACKUP_PASSPHRASE: optionalSetting(z.string().min(16, 'at least 16 characters')),
  /** Or for these age public keys (`age1…`, separated by commas): restore needs a private key. */
  BACKUP_RECIPIENTS: optionalSetting(
    z
      .string()
      .regex(
        /^\s*age1[02-9ac-hj-np-z]{58}(?:\s*[,\s]\s*age1[02-9ac-hj-np-z]{58})*\s*$/,
        'age public keys (age1…, from age-keygen), separated by commas',
      ),
  ),
});

/*
 * A deployed site (its SITE_URL is not a loopback address) must be configured safely: its
 * secrets come from the environment, not from a value kept in the same database (a copy of the
 * database must not be enough to forge a session or an IP hash), and it is served over https
 * unless someone says otherwise on purpose. A laptop (`npm start`) and the tests keep working
 * with no setting at all.
 */
const settingsSchema = fieldsSchema.superRefine((values, context) => {
  // A third-party script runs on every public page: only a pinned version, checked by hash.
  if (values.VOICE_AGENT_ID) {
    if (!values.VOICE_AGENT_SCRIPT_URL || !/@\d/.test(values.VOICE_AGENT_SCRIPT_URL))
      context.addIssue({
        code: 'custom',
        path: ['VOICE_AGENT_SCRIPT_URL'],
        message:
          'required with VOICE_AGENT_ID, pinned to a version (https://unpkg.com/@elevenlabs/convai-widget-embed@x.y.z)',
      });
    if (!values.VOICE_AGENT_SCRIPT_SRI)
      context.addIssue({
        code: 'custom',
        path: ['VOICE_AGENT_SCRIPT_SRI'],
        message: "required with VOICE_AGENT_ID: the script's Subresource Integrity hash (sha384-…)",
      });
  }
  if (values.TRUSTED_PROXY_ADDRESSES && values.TRUST_PROXY_HOPS === 0)
    context.addIssue({
      code: 'custom',
      path: ['TRUSTED_PROXY_ADDRESSES'],
      message: 'names the proxies of TRUST_PROXY_HOPS: set TRUST_PROXY_HOPS to 1 or more too',
    });
  if (values.BACKUP_PASSPHRASE && values.BACKUP_RECIPIENTS)
    context.addIssue({
      code: 'custom',
      path: ['BACKUP_RECIPIENTS'],
      message: 'a backup is encrypted with a passphrase or for public keys, not both',
    });
  // A SITE_URL that is not a URL has its own error already.
  if (!URL.canParse(values.SITE_URL) || isLoopbackUrl(values.SITE_URL)) return;
  for (const name of ['AUTH_SECRET', 'APP_SECRET'] as const) {
    if (values[name] === undefined)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `required for a deployed site (SITE_URL is not a loopback address): 32 or more random characters, e.g. from \`openssl rand -base64 48\``,
      });
  }
  if (values.SITE_URL.startsWith('http:') && !values.ALLOW_INSECURE_HTTP)
    context.addIssue({
      code: 'custom',
      path: ['SITE_URL'],
      message:
        'a deployed site must be served over https (set ALLOW_INSECURE_HTTP=true to allow http on purpose)',
    });
});

export type Settings = z.infer<typeof settingsSchema>;

/**
 * Settings read only while the server runs, never baked into a page: changing them needs a
 * restart, not a rebuild.
 */
export const runtimeOnlySettings = [
  'DATABASE_URL',
  'PORT',
  'SMTP_URL',
  'MAIL_FROM',
  'CONTACT_TO',
  'TRUST_PROXY_HOPS',
  'SHUTDOWN_GRACE_SECONDS',
  'NEWSLETTER_PER_MINUTE',
  'FORM_RATE_LIMIT',
  'FORM_RATE_WINDOW_SECONDS',
  'ANALYTICS_RETENTION_MONTHS',
  'ANALYTICS_EVENTS_PER_MINUTE',
  'BOOKING_WEBHOOK_SECRET',
  'APP_SECRET',
  'AUTH_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_REQUIRE_2FA',
  'EDITOR_REQUIRE_2FA',
  'SESSION_MAX_HOURS',
  'LOGIN_RATE_LIMIT',
  'LOGIN_RATE_WINDOW_SECONDS',
  'UPLOADS_DIR',
  'MEDIA_QUOTA_MB',
  'UPLOAD_MAX_MB',
  'ALLOW_INSECURE_HTTP',
  'SMTP_ALLOW_PLAINTEXT',
  'TRUSTED_PROXY_ADDRESSES',
  'BACKUP_PASSPHRASE',
  'BACKUP_RECIPIENTS',
  'WEBHOOK_ALLOWED_HOSTS',
] as const satisfies readonly (keyof Settings)[];

export class SettingsError extends Error {}

/** Parses an environment; a bad value throws an error that names the variable. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = (secretSettings as readonly string[]).includes(name)
      ? 'a value, not shown'
      : JSON.stringify(env[name]);
    return `  ${issue.path.join('.')}: ${issue.message} (got ${value})`;
  });
  throw new SettingsError(`Invalid settings:\n${problems.join('\n')}`);
}

let cached: Settings | undefined;
registerProcessState(() => {
  cached = undefined;
});

/** The settings of this process, validated on first use. */
export function settings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}
