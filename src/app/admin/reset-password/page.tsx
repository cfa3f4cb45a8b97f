import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, otherLanguage } from '@/components/admin/auth/auth-card';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { loginPath } from '@/server/auth/admin-paths';
import { minPasswordLength } from '@/server/auth/auth-options.server';
import { NewPasswordForm, ResetRequestForm } from './reset-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('resetPassword.meta.title') };
}

const linkClass = 'rounded text-accent underline-offset-4 hover:text-accent-strong hover:underline';
const resetPath = '/admin/reset-password';

/**
 * Public: without a token, the "forgot password" request; with the mailed link's token, the new
 * password. The token is checked when the form is sent (a page view must not consume it).
 */
export default async function ResetPasswordPage({
  searchParams,
}: PageProps<'/admin/reset-password'>) {
  const query = await searchParams;
  const token = typeof query.token === 'string' && query.token ? query.token : undefined;
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const backToLogin = (
    <Link href={loginPath} className={linkClass}>
      {t('resetPassword.backToLogin')}
    </Link>
  );
  return (
    <AuthCard
      eyebrow={t('login.eyebrow')}
      title={token ? t('resetPassword.choose.title') : t('resetPassword.request.title')}
      description={token ? t('resetPassword.choose.text') : t('resetPassword.request.text')}
      backToSite={t('login.backToSite')}
      language={otherLanguage(locale, t('common.languageSwitch'), resetPath, { token })}
    >
      {token ? (
        <NewPasswordForm
          token={token}
          minLength={minPasswordLength}
          invalidTokenAction={
            <Link href={resetPath} className={`${linkClass} font-medium`}>
              {t('resetPassword.requestNew')}
            </Link>
          }
        />
      ) : (
        <ResetRequestForm />
      )}
      <p className="mt-5 text-center text-sm">{backToLogin}</p>
    </AuthCard>
  );
}
