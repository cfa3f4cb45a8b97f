// Getting in and out, and securing one's own account (issue 5 §1, §4): our database rate limit in
// front of better-auth's server API, ban and sign-out revoking sessions server-side, two-factor
// with TOTP and backup codes (stored as keyed hashes), fresh proofs before sensitive actions, the
// progressive delay per account, the password reset through the outbox, closed
// sign-up. Runs on both lanes.
import { APIError } from 'better-auth/api';
import { symmetricEncrypt } from 'better-auth/crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '@/config/settings';
import { createAuth, type Auth } from '@/server/auth/auth.server';
import { CommonPasswordError, createStaffMember } from '@/server/auth/auth-setup.server';
import { staffOfRequest, type Staff } from '@/server/auth/session-staff.server';
import {
  changeOwnPassword,
  confirmTwoFactorEnrolment,
  disableOwnTwoFactor,
  hasPendingEnrolment,
  renewBackupCodes,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
} from '@/server/auth/own-account.server';
import type { StaffRole } from '@/lib/admin/roles';
import {
  accountRefusalBound,
  attemptDelayMs,
  maxAttemptDelayMs,
  networkBound,
} from '@/server/auth/attempt-limit.server';
import { hashLegacyBackupCodes } from '@/server/auth/backup-codes.server';
import { hasFreshProof, proveIdentity } from '@/server/auth/fresh-proof.server';
import {
  requestPasswordResetMail,
  resetPasswordWithToken,
  signInWithPassword,
  signOutSession,
  verifySecondFactor,
} from '@/server/auth/sign-in.server';
import type { AuthRequest } from '@/server/auth/auth-request.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { freshCode } from '../support/totp-codes';

// Every sign-in hashes a password with scrypt (a third of a second, more on a busy machine).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let database: TestDatabase;
let auth: Auth;

const password = 'correct-horse-battery-42';
const limit = settings().LOGIN_RATE_LIMIT;
const windowMs = settings().LOGIN_RATE_WINDOW_SECONDS * 1000;
const start = new Date('2031-03-04T09:00:00.000Z').getTime();
let ipCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth(database.db, database.dialect, 'test-secret-for-admin-auth-0123456789abcdef');
  // The clock runs as the real one, but a test that has used every authenticator code the
  // server takes now moves it to the next step rather than waiting for it (`moveClock`).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});

afterAll(async () => {
  vi.useRealTimers();
  await database?.destroy();
});

/** Moves the test's and the server's clock (both this process's) ahead to `timestamp`. */
const moveClock = (timestamp: number) => vi.setSystemTime(timestamp);

/** A fresh client address, so tests do not share the per-IP bucket unless they mean to. */
function newIp(): string {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
}

let accountCounter = 0;
async function addStaff(role: StaffRole = 'editor', secret = password): Promise<Staff> {
  accountCounter += 1;
  const email = `staff-${accountCounter}@example.ch`;
  const { id } = await createStaffMember(database.db, database.dialect, {
    email,
    password: secret,
    role,
  });
  // Not signed in yet: no session, never proven (staffFor gives the signed-in view).
  return {
    id,
    email,
    name: email,
    role,
    twoFactorEnabled: false,
    sessionId: '',
    provenAt: new Date(0),
  };
}

/**
 * A request from `ip`. The progressive delay does not sleep here: each pause it asks for is
 * written to `waits` (when given), so tests read the delays instead of waiting them out.
 */
function request(options: {
  ip: string;
  cookie?: string;
  at?: number;
  waits?: number[];
}): AuthRequest {
  const headers = new Headers({ 'x-forwarded-for': options.ip });
  if (options.cookie) headers.set('cookie', options.cookie);
  const pause = async (ms: number) => {
    options.waits?.push(ms);
  };
  return { db: database.db, auth, headers, now: new Date(options.at ?? start), pause };
}

/** The member of staff a session cookie signs in, as the guards see them right now. */
async function staffFor(cookie: string, now = new Date()): Promise<Staff> {
  const staff = await staffOfRequest({
    db: database.db,
    auth,
    headers: new Headers({ cookie }),
    now,
  });
  if (!staff) throw new Error('no session for this cookie');
  return staff;
}

/** The Cookie header a browser would send back after these Set-Cookie lines. */
function cookieFrom(setCookies: string[], previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=') || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

async function signedInCookie(staff: Staff, ip = newIp(), secret = password): Promise<string> {
  const result = await signInWithPassword(request({ ip }), {
    email: staff.email,
    password: secret,
  });
  expect(result.outcome).toBe('signed-in');
  return cookieFrom(result.setCookies);
}

async function sessionUser(cookie: string) {
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  return session?.user ?? null;
}

describe('sign-in with e-mail and password', () => {
  it('signs in with the right password and gives a session cookie the server accepts', async () => {
    const staff = await addStaff();
    const cookie = await signedInCookie(staff);
    expect(cookie).toMatch(/session_token=/);
    expect((await sessionUser(cookie))?.email).toBe(staff.email);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const staff = await addStaff();
    const wrongPassword = await signInWithPassword(request({ ip: newIp() }), {
      email: staff.email,
      password: 'not-the-password-at-all',
    });
    const unknown = await signInWithPassword(request({ ip: newIp() }), {
      email: 'nobody-here@example.ch',
      password,
    });
    expect(wrongPassword).toEqual({ outcome: 'invalid-credentials', setCookies: [] });
    expect(unknown).toEqual(wrongPassword);
  });

  it('takes the address in any case and with spaces around it', async () => {
    const staff = await addStaff();
    const result = await signInWithPassword(request({ ip: newIp() }), {
      email: `  ${staff.email.toUpperCase()} `,
      password,
    });
    expect(result.outcome).toBe('signed-in');
  });

  it('refuses sign-up: there is no visitor account', async () => {
    const attempt = auth.api.signUpEmail({
      body: { email: 'visitor@example.ch', password: 'a-long-enough-password', name: 'Visitor' },
    });
    await expect(attempt).rejects.toBeInstanceOf(APIError);
    const row = await database.db
      .selectFrom('auth_user')
      .select('id')
      .where('email', '=', 'visitor@example.ch')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('the sign-in rate limit (in our database, before better-auth is called)', () => {
  it('slows one account down across addresses, never locks it: the right password gets in', async () => {
    const staff = await addStaff();
    const waits: number[] = [];
    const failures = limit + 3;
    for (let attempt = 0; attempt < failures; attempt++) {
      const result = await signInWithPassword(
        request({ ip: newIp(), at: start + attempt, waits }),
        { email: staff.email, password: 'wrong-password-guess' },
      );
      expect(result.outcome).toBe('invalid-credentials');
    }
    // From the LOGIN_RATE_LIMIT-th failure on, each attempt waits longer: 1 s, 2 s, 4 s…
    expect(waits).toEqual([1000, 2000, 4000]);
    // The owner, from yet another address, waits once more and is in.
    const owner = await signInWithPassword(request({ ip: newIp(), at: start + failures, waits }), {
      email: staff.email,
      password,
    });
    expect(owner.outcome).toBe('signed-in');
    expect(waits.at(-1)).toBe(8000);
    // However long the siege, the wait stays bounded.
    expect(attemptDelayMs(limit + 40, limit)).toBe(maxAttemptDelayMs);
  });

  it('refuses one account above its bound of failures from anywhere, parallel guesses included, until the window moves on', async () => {
    const staff = await addStaff();
    const bound = accountRefusalBound(limit);
    // A botnet: every guess from its own address, all at once (the delay holds none of them back).
    const guesses = await Promise.all(
      Array.from({ length: bound }, (_, attempt) =>
        signInWithPassword(request({ ip: newIp(), at: start + attempt }), {
          email: staff.email,
          password: 'wrong-password-guess',
        }),
      ),
    );
    expect(guesses.map((guess) => guess.outcome)).toEqual(
      new Array(bound).fill('invalid-credentials'),
    );
    const beyond = await signInWithPassword(request({ ip: newIp(), at: start + bound }), {
      email: staff.email,
      password: 'wrong-password-guess',
    });
    expect(beyond.outcome).toBe('rate-limited');
    // Within the window even the right password waits for the siege's failures to age out…
    const owner = await signInWithPassword(request({ ip: newIp(), at: start + bound + 1 }), {
      email: staff.email,
      password,
    });
    expect(owner.outcome).toBe('rate-limited');
    // …and once they have, it gets in (the refused attempts did not count).
    const later = await signInWithPassword(
      request({ ip: newIp(), at: start + windowMs + bound + 2 }),
      { email: staff.email, password },
    );
    expect(later.outcome).toBe('signed-in');
  });

  it('refuses one address after LOGIN_RATE_LIMIT failures on one account', async () => {
    const staff = await addStaff();
    const ip = newIp();
    for (let attempt = 0; attempt < limit; attempt++) {
      const result = await signInWithPassword(request({ ip, at: start + attempt }), {
        email: staff.email,
        password: 'wrong-password-guess',
      });
      expect(result.outcome).toBe('invalid-credentials');
    }
    const refused = await signInWithPassword(request({ ip, at: start + limit }), {
      email: staff.email,
      password,
    });
    expect(refused).toEqual({ outcome: 'rate-limited', setCookies: [] });
    // Once the first failures leave the window, the right password works again from there.
    const later = await signInWithPassword(request({ ip, at: start + windowMs + limit }), {
      email: staff.email,
      password,
    });
    expect(later.outcome).toBe('signed-in');
  });

  it('limits one address, whatever accounts it tries', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < limit; attempt++) {
      const result = await signInWithPassword(request({ ip, at: start + attempt }), {
        email: `guess-${attempt}@example.ch`,
        password: 'wrong-password-guess',
      });
      expect(result.outcome).toBe('invalid-credentials');
    }
    const staff = await addStaff();
    const refused = await signInWithPassword(request({ ip, at: start + limit }), {
      email: staff.email,
      password,
    });
    expect(refused.outcome).toBe('rate-limited');
    // The same account from another address is not held back by this one's guesses.
    const elsewhere = await signInWithPassword(request({ ip: newIp(), at: start + limit }), {
      email: staff.email,
      password,
    });
    expect(elsewhere.outcome).toBe('signed-in');
  });

  it('counts an IPv6 client by its /64: walking through its addresses does not help', async () => {
    for (let attempt = 0; attempt < limit; attempt++) {
      const result = await signInWithPassword(
        request({ ip: `2001:db8:77:1::${attempt + 1}`, at: start + attempt }),
        { email: `v6-guess-${attempt}@example.ch`, password: 'wrong-password-guess' },
      );
      expect(result.outcome).toBe('invalid-credentials');
    }
    const staff = await addStaff();
    const sameNetwork = await signInWithPassword(
      request({ ip: '2001:db8:77:1:abcd::9', at: start + limit }),
      { email: staff.email, password },
    );
    expect(sameNetwork.outcome).toBe('rate-limited');
    const nextNetwork = await signInWithPassword(
      request({ ip: '2001:db8:77:2::1', at: start + limit }),
      { email: staff.email, password },
    );
    expect(nextNetwork.outcome).toBe('signed-in');
  });

  it('counts an IPv6 client by its /56 as well: walking through its /64 networks helps only so far', async () => {
    const bound = networkBound(limit);
    for (let attempt = 0; attempt < bound; attempt++) {
      // Each guess from another /64 of 2001:db8:99:0::/56, so no /64 reaches its own limit.
      const result = await signInWithPassword(
        request({ ip: `2001:db8:99:${(attempt + 1).toString(16)}::1`, at: start + attempt }),
        { email: `v56-guess-${attempt}@example.ch`, password: 'wrong-password-guess' },
      );
      expect(result.outcome).toBe('invalid-credentials');
    }
    const staff = await addStaff();
    const sameNetwork = await signInWithPassword(
      request({ ip: '2001:db8:99:ff::1', at: start + bound }),
      { email: staff.email, password },
    );
    expect(sameNetwork.outcome).toBe('rate-limited');
    const nextNetwork = await signInWithPassword(
      request({ ip: '2001:db8:99:100::1', at: start + bound }),
      { email: staff.email, password },
    );
    expect(nextNetwork.outcome).toBe('signed-in');
  });

  it('counts failures only: staff signing in often are never locked out by their successes', async () => {
    const staff = await addStaff();
    const ip = newIp();
    for (let attempt = 0; attempt < limit * 2; attempt++) {
      const result = await signInWithPassword(request({ ip, at: start + attempt }), {
        email: staff.email,
        password,
      });
      expect(result.outcome).toBe('signed-in');
    }
  });

  it('stores only keyed hashes of addresses and e-mails', async () => {
    const staff = await addStaff();
    await signInWithPassword(request({ ip: '198.51.100.77' }), {
      email: staff.email,
      password: 'wrong-password-guess',
    });
    const buckets = await database.db.selectFrom('rate_limit_hit').select('bucket').execute();
    const all = buckets.map((row) => row.bucket).join('\n');
    expect(all).toContain('login:ip:');
    expect(all).toContain('login:account:');
    expect(all).not.toContain('198.51.100.77');
    expect(all).not.toContain(staff.email);
  });
});

describe('sign-in events in the audit log', () => {
  async function eventsOf(staff: Staff) {
    return database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'ip_hash', 'user_agent'])
      .where('actor_id', '=', staff.id)
      .where('action', 'like', 'auth.%')
      .orderBy('created_at')
      .execute();
  }

  it('records failures, lock-outs and successes with a hashed address and the browser family', async () => {
    const staff = await addStaff();
    const ip = newIp();
    const withBrowser = (at: number) => {
      const base = request({ ip, at });
      base.headers.set(
        'user-agent',
        'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      );
      return base;
    };
    for (let attempt = 0; attempt <= limit; attempt++)
      await signInWithPassword(withBrowser(start + attempt), {
        email: staff.email,
        password: 'wrong-password-guess',
      });
    // Once the window has passed, the right password gets in.
    await signInWithPassword(request({ ip: newIp(), at: start + windowMs + limit + 1 }), {
      email: staff.email,
      password,
    });
    const events = await eventsOf(staff);
    expect(events.map((event) => event.action)).toEqual([
      ...Array.from({ length: limit }, () => 'auth.sign-in.invalid-credentials'),
      'auth.sign-in.rate-limited',
      'auth.sign-in.signed-in',
    ]);
    expect(events[0]).toMatchObject({ actor_email: staff.email, user_agent: 'Firefox' });
    expect(events.at(-1)?.user_agent).toBe('none');
    // The address is kept as a keyed hash only.
    expect(events[0]!.ip_hash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(events)).not.toContain(ip);
  });

  it('does not keep an address typed for no account', async () => {
    await signInWithPassword(request({ ip: newIp() }), {
      email: 'nobody-here@example.ch',
      password: 'wrong-password-guess',
    });
    const rows = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.sign-in.invalid-credentials')
      .where('actor_id', '=', '')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('nobody-here');
  });
});

describe('a copy of the database', () => {
  it('is not enough to use a session: the cookie must carry the token signed with the secret', async () => {
    const staff = await addStaff();
    const cookie = await signedInCookie(staff);
    const [name, value] = cookie.split('; ')[0]!.split('=') as [string, string];
    const row = await database.db
      .selectFrom('auth_session')
      .select('token')
      .where('userId', '=', staff.id)
      .executeTakeFirstOrThrow();
    // The cookie is the stored token plus its signature; the token alone, as read from the
    // database, is refused, and so is a signature made with another secret.
    expect(decodeURIComponent(value).startsWith(`${row.token}.`)).toBe(true);
    expect(await sessionUser(`${name}=${row.token}`)).toBeNull();
    const forged = createAuth(database.db, database.dialect, 'another-secret-0123456789abcdef-xyz');
    const signedElsewhere = await forged.api.getSession({
      headers: new Headers({ cookie }),
    });
    expect(signedElsewhere).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({ id: staff.id });
  });
});

describe('session lifetime', () => {
  it('ends a session SESSION_MAX_HOURS after sign-in however busy it is, and deletes it', async () => {
    const staff = await addStaff();
    const cookie = await signedInCookie(staff);
    const headers = new Headers({ cookie });
    const signedInAt = Date.now();
    const hours = (count: number) => new Date(signedInAt + count * 60 * 60_000);
    const maxHours = settings().SESSION_MAX_HOURS;
    const at = (now: Date) => staffOfRequest({ db: database.db, auth, headers, now });
    expect(await at(hours(maxHours - 1))).toMatchObject({ id: staff.id });
    expect(await at(hours(maxHours + 0.1))).toBeNull();
    const rows = await database.db
      .selectFrom('auth_session')
      .select('id')
      .where('userId', '=', staff.id)
      .execute();
    expect(rows).toEqual([]);
    // Gone for good: even a request "back in time" finds no session.
    expect(await at(hours(0))).toBeNull();
  });
});

describe('revocation: sign-out and ban', () => {
  it('signs out server-side: the old cookie, replayed, is refused', async () => {
    const staff = await addStaff();
    const cookie = await signedInCookie(staff);
    const setCookies = await signOutSession(auth, new Headers({ cookie }));
    expect(setCookies.join('\n')).toMatch(/session_token=;/);
    expect(await sessionUser(cookie)).toBeNull();
    // Signing out twice is harmless.
    await signOutSession(auth, new Headers({ cookie }));
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('a ban deletes the sessions at once and the account is told it is disabled', async () => {
    const admin = await addStaff('admin');
    const adminCookie = await signedInCookie(admin);
    const staff = await addStaff();
    const cookie = await signedInCookie(staff);
    expect(await sessionUser(cookie)).not.toBeNull();

    await auth.api.banUser({
      body: { userId: staff.id, banReason: 'left the agency' },
      headers: new Headers({ cookie: adminCookie }),
    });
    expect(await sessionUser(cookie)).toBeNull();
    const sessions = await database.db
      .selectFrom('auth_session')
      .select('id')
      .where('userId', '=', staff.id)
      .execute();
    expect(sessions).toEqual([]);

    const again = await signInWithPassword(request({ ip: newIp() }), {
      email: staff.email,
      password,
    });
    expect(again).toEqual({ outcome: 'account-disabled', setCookies: [] });
    // The ban is only revealed to whoever has the password.
    const guess = await signInWithPassword(request({ ip: newIp() }), {
      email: staff.email,
      password: 'wrong-password-guess',
    });
    expect(guess.outcome).toBe('invalid-credentials');
  });
});

/** Enrols `staff` in two-factor through the own-account module and returns the app's generator. */
async function enrol(staff: Staff): Promise<{ totp: TOTP; enrolment: TwoFactorEnrolment }> {
  const cookie = await signedInCookie(staff);
  const started = await startTwoFactorEnrolment(
    request({ ip: newIp(), cookie }),
    staff,
    password,
    'Agence Léman',
  );
  if (started.outcome !== 'started') throw new Error(`enrolment: ${started.outcome}`);
  const { enrolment } = started;
  const uri = new URL(enrolment.totpURI);
  const secret = uri.searchParams.get('secret') ?? '';
  // The app names the account after the agency as the caller read it (its settings).
  expect(uri.searchParams.get('issuer')).toBe('Agence Léman');
  expect(enrolment.secret.replaceAll(' ', '')).toBe(secret);
  expect(enrolment.qrSvg).toMatch(/^<svg[\s>]/);
  expect(enrolment.backupCodes).toHaveLength(10);
  expect(await hasPendingEnrolment({ db: database.db }, staff)).toBe(true);
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const confirmed = await confirmTwoFactorEnrolment(
    request({ ip: newIp(), cookie }),
    staff,
    freshCode(totp, moveClock),
  );
  expect(confirmed).toBe('enabled');
  return { totp, enrolment };
}

/** A code the app does not show right now. */
function wrongCode(totp: TOTP): string {
  return totp.generate() === '000000' ? '111111' : '000000';
}

/** Signs in with the password, then a code from the app; returns the session cookie. */
async function signInWithTwoFactor(staff: Staff, totp: TOTP): Promise<string> {
  const first = await signInWithPassword(request({ ip: newIp() }), {
    email: staff.email,
    password,
  });
  const challenge = cookieFrom(first.setCookies);
  const verified = await verifySecondFactor(request({ ip: newIp(), cookie: challenge }), {
    method: 'totp',
    code: freshCode(totp, moveClock),
  });
  expect(verified.outcome).toBe('signed-in');
  return cookieFrom(verified.setCookies, challenge);
}

describe('two-factor (TOTP and backup codes)', () => {
  it('never stores the secret or the backup codes in a readable form', async () => {
    const staff = await addStaff();
    const { enrolment } = await enrol(staff);
    const row = await database.db
      .selectFrom('auth_two_factor')
      .selectAll()
      .where('userId', '=', staff.id)
      .executeTakeFirstOrThrow();
    const secret = enrolment.secret.replaceAll(' ', '');
    expect(row.secret).not.toContain(secret);
    for (const code of enrolment.backupCodes) expect(row.backupCodes).not.toContain(code);
    const user = await database.db
      .selectFrom('auth_user')
      .select('twoFactorEnabled')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.twoFactorEnabled)).toBe(true);
  });

  it('asks for the code after the password, and signs in with it', async () => {
    const staff = await addStaff();
    const { totp } = await enrol(staff);
    const ip = newIp();
    const first = await signInWithPassword(request({ ip }), { email: staff.email, password });
    expect(first.outcome).toBe('two-factor');
    const challenge = cookieFrom(first.setCookies);
    expect(challenge).toMatch(/two_factor=/);
    expect(challenge).not.toMatch(/session_token=/);

    const wrong = await verifySecondFactor(request({ ip, cookie: challenge }), {
      method: 'totp',
      code: wrongCode(totp),
    });
    expect(wrong.outcome).toBe('invalid-code');
    const right = await verifySecondFactor(request({ ip, cookie: challenge }), {
      method: 'totp',
      code: freshCode(totp, moveClock),
    });
    expect(right.outcome).toBe('signed-in');
    const cookie = cookieFrom(right.setCookies, challenge);
    expect((await sessionUser(cookie))?.email).toBe(staff.email);
    // The challenge is spent: replaying it gets nothing.
    const replay = await verifySecondFactor(request({ ip, cookie: challenge }), {
      method: 'totp',
      code: totp.generate(),
    });
    expect(replay.outcome).toBe('challenge-expired');
  });

  it('takes each code from the app once: replayed at sign-in, as a fresh proof or to leave two-factor, it is refused', async () => {
    const staff = await addStaff();
    const { totp } = await enrol(staff);
    const challenge = async () =>
      cookieFrom(
        (await signInWithPassword(request({ ip: newIp() }), { email: staff.email, password }))
          .setCookies,
      );
    const secondFactor = async (code: string, cookie?: string) =>
      verifySecondFactor(request({ ip: newIp(), cookie: cookie ?? (await challenge()) }), {
        method: 'totp',
        code,
      });
    const seen = freshCode(totp, moveClock);
    const challengeCookie = await challenge();
    const first = await secondFactor(seen, challengeCookie);
    expect(first.outcome).toBe('signed-in');
    // The same code again within its window, as someone who saw it over a shoulder would type it.
    expect((await secondFactor(seen)).outcome).toBe('invalid-code');

    const cookie = cookieFrom(first.setCookies, challengeCookie);
    const signedIn = await staffFor(cookie);
    const prove = (code: string) =>
      proveIdentity(request({ ip: newIp(), cookie }), signedIn, { password, code });
    expect(await prove(seen)).toBe('invalid-code');
    const proofCode = freshCode(totp, moveClock);
    expect(await prove(proofCode)).toBe('proved');
    expect(await prove(proofCode)).toBe('invalid-code');
    expect((await secondFactor(proofCode)).outcome).toBe('invalid-code');
    expect(
      await disableOwnTwoFactor(request({ ip: newIp(), cookie }), signedIn, {
        password,
        code: proofCode,
      }),
    ).toBe('invalid-code');
    expect((await sessionUser(cookie))?.twoFactorEnabled).toBe(true);
  });

  it('takes each backup code once', async () => {
    const staff = await addStaff();
    const { enrolment } = await enrol(staff);
    const code = enrolment.backupCodes[0]!;
    const challenge = async () =>
      cookieFrom(
        (await signInWithPassword(request({ ip: newIp() }), { email: staff.email, password }))
          .setCookies,
      );
    const first = await verifySecondFactor(request({ ip: newIp(), cookie: await challenge() }), {
      method: 'backup',
      code,
    });
    expect(first.outcome).toBe('signed-in');
    const second = await verifySecondFactor(request({ ip: newIp(), cookie: await challenge() }), {
      method: 'backup',
      code,
    });
    expect(second.outcome).toBe('invalid-code');
  });

  it('slows wrong codes on one account down across addresses; the right code still gets in', async () => {
    const staff = await addStaff();
    const { totp } = await enrol(staff);
    const challenge = async () =>
      cookieFrom(
        (await signInWithPassword(request({ ip: newIp() }), { email: staff.email, password }))
          .setCookies,
      );
    // Spread over two challenges (better-auth allows five per challenge) and many addresses.
    const waits: number[] = [];
    let cookie = await challenge();
    for (let attempt = 0; attempt < limit; attempt++) {
      if (attempt === 2) cookie = await challenge();
      const result = await verifySecondFactor(
        request({ ip: newIp(), cookie, at: start + attempt, waits }),
        { method: 'totp', code: '12345a' },
      );
      expect(result.outcome).toBe('invalid-code');
    }
    expect(waits).toEqual([]);
    const right = await verifySecondFactor(
      request({ ip: newIp(), cookie, at: start + limit, waits }),
      { method: 'totp', code: freshCode(totp, moveClock) },
    );
    expect(right.outcome).toBe('signed-in');
    expect(waits).toEqual([1000]);
  });

  it('refuses wrong codes from one address after LOGIN_RATE_LIMIT', async () => {
    const staff = await addStaff();
    await enrol(staff);
    const ip = newIp();
    const challenge = async () =>
      cookieFrom(
        (await signInWithPassword(request({ ip: newIp() }), { email: staff.email, password }))
          .setCookies,
      );
    let cookie = await challenge();
    for (let attempt = 0; attempt < limit; attempt++) {
      if (attempt === 2) cookie = await challenge();
      const result = await verifySecondFactor(request({ ip, cookie, at: start + attempt }), {
        method: 'totp',
        code: '12345a',
      });
      expect(result.outcome).toBe('invalid-code');
    }
    const refused = await verifySecondFactor(request({ ip, cookie, at: start + limit }), {
      method: 'totp',
      code: '12345a',
    });
    expect(refused.outcome).toBe('rate-limited');
  });

  it('without a pending challenge there is nothing to verify', async () => {
    const result = await verifySecondFactor(request({ ip: newIp() }), {
      method: 'totp',
      code: '123456',
    });
    expect(result.outcome).toBe('challenge-expired');
  });

  it('turns off with the password and a current code, never with the session alone', async () => {
    const staff = await addStaff();
    const { totp } = await enrol(staff);
    const cookie = await signInWithTwoFactor(staff, totp);
    const enrolled = await staffFor(cookie);
    const off = (proof: { password: string; code: string }) =>
      disableOwnTwoFactor(request({ ip: newIp(), cookie }), enrolled, proof);
    expect(await off({ password: 'wrong-password-1', code: totp.generate() })).toBe(
      'wrong-password',
    );
    expect(await off({ password, code: '' })).toBe('code-required');
    expect(await off({ password, code: wrongCode(totp) })).toBe('invalid-code');
    expect(await off({ password, code: freshCode(totp, moveClock) })).toBe('disabled');
    const rows = await database.db
      .selectFrom('auth_two_factor')
      .select('id')
      .where('userId', '=', staff.id)
      .execute();
    expect(rows).toEqual([]);
    const plain = await signInWithPassword(request({ ip: newIp() }), {
      email: staff.email,
      password,
    });
    expect(plain.outcome).toBe('signed-in');
  });
});

describe('backup codes, kept one-way', () => {
  async function storedCodes(staff: Staff): Promise<string[]> {
    const row = await database.db
      .selectFrom('auth_two_factor')
      .select('backupCodes')
      .where('userId', '=', staff.id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.backupCodes) as string[];
  }

  async function signInWithBackupCode(staff: Staff, code: string) {
    const first = await signInWithPassword(request({ ip: newIp() }), {
      email: staff.email,
      password,
    });
    return verifySecondFactor(request({ ip: newIp(), cookie: cookieFrom(first.setCookies) }), {
      method: 'backup',
      code,
    });
  }

  it('stores hashes only: no stored value works when typed, each real code works once', async () => {
    const staff = await addStaff();
    const { enrolment } = await enrol(staff);
    const stored = await storedCodes(staff);
    expect(stored).toHaveLength(10);
    for (const value of stored) {
      expect(enrolment.backupCodes).not.toContain(value);
      expect(value).toMatch(/^hmac:[\w-]{43}$/);
    }
    expect((await signInWithBackupCode(staff, stored[0]!)).outcome).toBe('invalid-code');
    expect((await signInWithBackupCode(staff, enrolment.backupCodes[3]!)).outcome).toBe(
      'signed-in',
    );
    expect(await storedCodes(staff)).toHaveLength(9);
    expect((await signInWithBackupCode(staff, enrolment.backupCodes[3]!)).outcome).toBe(
      'invalid-code',
    );
  });

  it('renews them behind the password and a code: the new ones work, the old ones stop', async () => {
    const staff = await addStaff();
    const { totp, enrolment } = await enrol(staff);
    const cookie = await signInWithTwoFactor(staff, totp);
    const enrolled = await staffFor(cookie);
    const renew = (proof: { password: string; code: string }) =>
      renewBackupCodes(request({ ip: newIp(), cookie }), enrolled, proof);
    expect(await renew({ password, code: '' })).toEqual({ outcome: 'code-required' });
    expect(await renew({ password: 'wrong-password-1', code: totp.generate() })).toEqual({
      outcome: 'wrong-password',
    });
    const renewed = await renew({ password, code: freshCode(totp, moveClock) });
    if (renewed.outcome !== 'renewed') throw new Error(renewed.outcome);
    expect(renewed.backupCodes).toHaveLength(10);
    expect((await signInWithBackupCode(staff, enrolment.backupCodes[0]!)).outcome).toBe(
      'invalid-code',
    );
    expect((await signInWithBackupCode(staff, renewed.backupCodes[0]!)).outcome).toBe('signed-in');
  });

  it('turns codes stored the old, reversible way into hashes on setup; they keep working', async () => {
    const staff = await addStaff();
    const { enrolment } = await enrol(staff);
    const { secret } = await auth.$context;
    const legacy = await symmetricEncrypt({
      key: secret,
      data: JSON.stringify(enrolment.backupCodes),
    });
    await database.db
      .updateTable('auth_two_factor')
      .set({ backupCodes: legacy })
      .where('userId', '=', staff.id)
      .execute();
    expect(await hashLegacyBackupCodes(database.db, secret)).toBeGreaterThanOrEqual(1);
    const stored = await storedCodes(staff);
    expect(stored.every((value) => value.startsWith('hmac:'))).toBe(true);
    expect(await hashLegacyBackupCodes(database.db, secret)).toBe(0);
    expect((await signInWithBackupCode(staff, enrolment.backupCodes[1]!)).outcome).toBe(
      'signed-in',
    );
  });
});

describe('a fresh proof before sensitive actions', () => {
  it('counts a sign-in as proof for ten minutes, then asks for the password (and code) again', async () => {
    const staff = await addStaff();
    const { totp } = await enrol(staff);
    const cookie = await signInWithTwoFactor(staff, totp);
    const signedIn = Date.now();
    expect(
      hasFreshProof(
        await staffFor(cookie, new Date(signedIn + 9 * 60_000)),
        new Date(signedIn + 9 * 60_000),
      ),
    ).toBe(true);
    const later = new Date(signedIn + 11 * 60_000);
    const stale = await staffFor(cookie, later);
    expect(hasFreshProof(stale, later)).toBe(false);

    const prove = (proof: { password: string; code: string }) =>
      proveIdentity(request({ ip: newIp(), cookie, at: later.getTime() }), stale, proof);
    expect(await prove({ password, code: '' })).toBe('code-required');
    expect(await prove({ password, code: wrongCode(totp) })).toBe('invalid-code');
    expect(await prove({ password: 'wrong-password-1', code: totp.generate() })).toBe(
      'wrong-password',
    );
    expect(await prove({ password, code: freshCode(totp, moveClock) })).toBe('proved');
    const proven = await staffFor(cookie, later);
    expect(proven.provenAt.getTime()).toBe(later.getTime());
    expect(hasFreshProof(proven, new Date(later.getTime() + 9 * 60_000))).toBe(true);
    const checks = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', staff.id)
      .where('action', 'like', 'auth.identity-check.%')
      .orderBy('created_at')
      .execute();
    expect(checks.map((row) => row.action)).toEqual([
      'auth.identity-check.code-required',
      'auth.identity-check.invalid-code',
      'auth.identity-check.wrong-password',
      'auth.identity-check.proved',
    ]);
  });

  it('asks for a code with the current password when changing it on a two-factor account', async () => {
    const staff = await addStaff();
    const { totp } = await enrol(staff);
    const cookie = await signInWithTwoFactor(staff, totp);
    const enrolled = await staffFor(cookie);
    const change = (code: string) =>
      changeOwnPassword(request({ ip: newIp(), cookie }), enrolled, {
        currentPassword: password,
        newPassword: 'a-brand-new-password-77',
        code,
      });
    expect(await change('')).toBe('code-required');
    expect(await change(wrongCode(totp))).toBe('invalid-code');
    expect(await change(freshCode(totp, moveClock))).toBe('changed');
  });
});

describe('changing one’s own password', () => {
  it('asks for the current password and signs out the other sessions', async () => {
    const staff = await addStaff();
    const here = await signedInCookie(staff);
    const elsewhere = await signedInCookie(staff);
    expect(
      await changeOwnPassword(request({ ip: newIp(), cookie: here }), staff, {
        currentPassword: 'wrong-password-guess',
        newPassword: 'a-brand-new-password-99',
        code: '',
      }),
    ).toBe('wrong-password');
    expect(await sessionUser(elsewhere)).not.toBeNull();

    expect(
      await changeOwnPassword(request({ ip: newIp(), cookie: here }), staff, {
        currentPassword: password,
        newPassword: 'a-brand-new-password-99',
        code: '',
      }),
    ).toBe('changed');
    expect(await sessionUser(elsewhere)).toBeNull();
    await signedInCookie(staff, newIp(), 'a-brand-new-password-99');
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('actor_id', '=', staff.id)
      .execute();
    expect(audit).toContainEqual({ action: 'account.password-change', actor_id: staff.id });
  });

  it('refuses a common password, or one built on a common word, whatever else is right', async () => {
    const staff = await addStaff();
    const cookie = await signedInCookie(staff);
    for (const common of ['password1234', '123456789012', 'Qwerty2024!!'])
      expect(
        await changeOwnPassword(request({ ip: newIp(), cookie }), staff, {
          currentPassword: password,
          newPassword: common,
          code: '',
        }),
        common,
      ).toBe('common');
    // The old password still signs in: nothing was changed.
    await signedInCookie(staff, newIp(), password);
    await expect(
      createStaffMember(database.db, database.dialect, {
        email: 'common-password@example.ch',
        password: 'password1234',
        role: 'admin',
      }),
    ).rejects.toBeInstanceOf(CommonPasswordError);
  });
});

describe('the password reset', () => {
  async function resetMailsTo(email: string) {
    return database.db
      .selectFrom('outbox')
      .select(['text_body', 'kind'])
      .where('recipient', '=', email)
      .where('kind', '=', 'password-reset')
      .execute();
  }

  it('answers the same for any address and mails a link only to a real account', async () => {
    const staff = await addStaff();
    const sessionBefore = await signedInCookie(staff);
    expect(await requestPasswordResetMail(request({ ip: newIp() }), staff.email)).toBe('requested');
    expect(await requestPasswordResetMail(request({ ip: newIp() }), 'nobody@example.ch')).toBe(
      'requested',
    );
    expect(await resetMailsTo('nobody@example.ch')).toEqual([]);
    const [mail] = await resetMailsTo(staff.email);
    const link = mail?.text_body.match(/https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    expect(
      await resetPasswordWithToken(request({ ip: newIp() }), { token, newPassword: 'short' }),
    ).toBe('too-short');
    expect(
      await resetPasswordWithToken(request({ ip: newIp() }), {
        token,
        newPassword: 'iloveyou2024',
      }),
    ).toBe('common');
    expect(
      await resetPasswordWithToken(request({ ip: newIp() }), {
        token,
        newPassword: 'reset-password-long-1',
      }),
    ).toBe('reset');
    expect(await sessionUser(sessionBefore)).toBeNull();
    await signedInCookie(staff, newIp(), 'reset-password-long-1');
    expect(
      await resetPasswordWithToken(request({ ip: newIp() }), {
        token,
        newPassword: 'reset-password-long-2',
      }),
    ).toBe('invalid-token');
  });

  it('limits requests per address asked about', async () => {
    const staff = await addStaff();
    for (let attempt = 0; attempt < limit; attempt++)
      expect(
        await requestPasswordResetMail(request({ ip: newIp(), at: start + attempt }), staff.email),
      ).toBe('requested');
    expect(
      await requestPasswordResetMail(request({ ip: newIp(), at: start + limit }), staff.email),
    ).toBe('rate-limited');
    expect(await resetMailsTo(staff.email)).toHaveLength(limit);
  });
});
