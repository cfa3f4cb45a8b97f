import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard, otherLanguage } from '@/components/admin/auth/auth-card';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { safeNextPath } from '@/server/auth/admin-paths';
import { currentStaff } from '@/server/auth/guards.server';
import { LoginForm } from './login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('login.meta.title') };
}

const notices = {
  reset: 'login.notices.passwordReset',
  expired: 'login.notices.challengeExpired',
  'signed-out': 'login.notices.signedOut',
} as const;

function isNotice(value: unknown): value is keyof typeof notices {
  return typeof value === 'string' && value in notices;
}

/** Public: the sign-in page. Someone already signed in goes straight on. */
export default async function LoginPage({ searchParams }: PageProps<'/admin/login'>) {
  const query = await searchParams;
  const rawNext = typeof query.next === 'string' ? query.next : undefined;
  const next = safeNextPath(rawNext);
  if (await currentStaff()) redirect(next);

  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const notice = isNotice(query.notice) ? t(notices[query.notice]) : undefined;
  return (
    <AuthCard
      eyebrow={t('login.eyebrow')}
      title={t('login.title')}
      description={t('login.description')}
      backToSite={t('login.backToSite')}
      language={otherLanguage(locale, t('common.languageSwitch'), '/admin/login', {
        next: rawNext,
      })}
    >
      <LoginForm next={next} notice={notice} />
      <p className="mt-5 text-center text-sm">
        <Link
          href="/admin/reset-password"
          className="rounded text-accent underline-offset-4 hover:text-accent-strong hover:underline"
        >
          {t('login.forgotPassword')}
        </Link>
      </p>
    </AuthCard>
  );
}
