// Only in the end-to-end build (next.config `pageExtensions` with E2E_BUILD=1), never shipped:
// a page that fails on the server, so the tests can see the error page and its log line.
export const dynamic = 'force-dynamic';

export default function ServerFailure(): never {
  throw new Error('A failure on purpose (end-to-end build only)');
}
