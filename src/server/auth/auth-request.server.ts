import 'server-only';
import { headers } from 'next/headers';
import { getDb } from '@/server/db/connection.server';
import type { AttemptRequest } from './attempt-limit.server';
import { getAuth, type Auth } from './auth.server';

/** A request as the sign-in and own-account modules take it: its headers, time and database. */
export interface AuthRequest extends AttemptRequest {
  auth: Auth;
}

/**
 * The request a server action or page is answering, as the sign-in and own-account modules take
 * it. `headers()` comes first, before the database is touched (see guards.server.ts).
 */
export async function currentAuthRequest(): Promise<AuthRequest> {
  const requestHeaders = new Headers(await headers());
  return { headers: requestHeaders, auth: await getAuth(), db: getDb(), now: new Date() };
}
