import 'server-only';
import { isLocale, localeFromLangParam, type Locale } from '@/i18n/locales';

/** A form body is a few kilobytes at most; anything far larger is refused unread. */
export const maxFormBodyBytes = 64 * 1024;

export type BodyReading =
  { ok: true; fields: unknown; locale: Locale } | { ok: false; status: 400 | 413 | 415 };

/**
 * Reads a public form's body, JSON or form-encoded, without trusting its size or shape. The
 * visitor's language comes from a `locale` field, else from `?lang=`.
 */
export async function readFormBody(request: Request): Promise<BodyReading> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxFormBodyBytes) return { ok: false, status: 413 };
  const text = await readLimited(request);
  if (text === undefined) return { ok: false, status: 413 };
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  let fields: unknown;
  if (type === 'application/json') {
    try {
      fields = JSON.parse(text);
    } catch {
      return { ok: false, status: 400 };
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    fields = Object.fromEntries(new URLSearchParams(text));
  } else {
    return { ok: false, status: 415 };
  }
  const requested = (fields as { locale?: unknown } | null)?.locale;
  const locale = isLocale(requested)
    ? requested
    : localeFromLangParam(new URL(request.url).searchParams.get('lang'));
  return { ok: true, fields, locale };
}

async function readLimited(request: Request): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxFormBodyBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
