import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthCard, otherLanguage } from '@/components/admin/auth/auth-card';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { loginPath, safeNextPath } from '@/server/auth/admin-paths';
import { getAuth } from '@/server/auth/auth.server';
import { twoFactorChallengeUser } from '@/server/auth/sign-in.server';
import { TwoFactorForm } from './two-factor-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('twoFactor.challenge.meta.title') };
}

const linkClass = 'rounded text-accent underline-offset-4 hover:text-accent-strong hover:underline';

/**
 * Public: the second step of a sign-in. Only reachable with a pending challenge (the signed
 * `two_factor` cookie set by the password step); otherwise back to the password.
 */
export default async function TwoFactorChallengePage({
  searchParams,
}: PageProps<'/admin/login/two-factor'>) {
  const query = await searchParams;
  const rawNext = typeof query.next === 'string' ? query.next : undefined;
  const next = safeNextPath(rawNext);
  const requestHeaders = await headers();
  if (!(await twoFactorChallengeUser(await getAuth(), requestHeaders)))
    redirect(`${loginPath}?notice=expired&next=${encodeURIComponent(next)}`);

  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const method = query.method === 'backup' ? 'backup' : 'totp';
  const otherMethod = new URLSearchParams({ next });
  if (method === 'totp') otherMethod.set('method', 'backup');
  return (
    <AuthCard
      eyebrow={t('login.eyebrow')}
      title={t('twoFactor.challenge.title')}
      description={
        method === 'totp' ? t('twoFactor.challenge.totpText') : t('twoFactor.challenge.backupText')
      }
      backToSite={t('login.backToSite')}
      language={otherLanguage(locale, t('common.languageSwitch'), '/admin/login/two-factor', {
        next: rawNext,
        method: method === 'backup' ? 'backup' : undefined,
      })}
    >
      <TwoFactorForm key={method} method={method} next={next} />
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        <Link href={`/admin/login/two-factor?${otherMethod.toString()}`} className={linkClass}>
          {method === 'totp'
            ? t('twoFactor.challenge.useBackup')
            : t('twoFactor.challenge.useTotp')}
        </Link>
        <Link href={`${loginPath}?next=${encodeURIComponent(next)}`} className={linkClass}>
          {t('twoFactor.challenge.restart')}
        </Link>
      </div>
    </AuthCard>
  );
}
