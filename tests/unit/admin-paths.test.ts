import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/server/auth/admin-paths';
import { adminContentSecurityPolicy } from '@/server/security/content-security-policy';

describe('where sign-in leads back to', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/contacts?status=new&q=a', '/admin/contacts?status=new&q=a'],
    ['/admin', '/admin'],
  ])('keeps the admin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/admin',
    '/\\evil.example',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/blog',
    '/administrator',
    '/admin/login',
    '/admin/login?next=/admin',
    '/admin/../blog',
  ])('refuses %s and goes to the dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/admin');
  });
});

describe('the admin content security policy', () => {
  const policy = adminContentSecurityPolicy('bm9uY2U=', false);

  it('allows scripts only with the nonce and forbids framing, plugins and <base>', () => {
    expect(policy).toContain(`script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'`);
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).toContain(`base-uri 'none'`);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('allows eval only in development, where React needs it', () => {
    expect(adminContentSecurityPolicy('x', true)).toContain(`'unsafe-eval'`);
  });
});
