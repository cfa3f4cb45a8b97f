import { CheckCircle2, CircleAlert, Mail } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';

interface Props {
  locale: Locale;
  tone: 'ask' | 'done' | 'invalid';
  title: ReactNode;
  text: ReactNode;
  /** The confirm or unsubscribe button, when there is something left to do. */
  action?: ReactNode;
  toBlog: ReactNode;
}

const icons = { ask: Mail, done: CheckCircle2, invalid: CircleAlert };
const iconColors = { ask: 'text-accent', done: 'text-success', invalid: 'text-danger' };

/** The page a newsletter mail's link opens: one card, one message, at most one button. */
export function NewsletterLinkPage({ locale, tone, title, text, action, toBlog }: Props) {
  const Icon = icons[tone];
  return (
    <section className="px-4 pt-32 pb-24 sm:px-6">
      <div className="mx-auto max-w-xl rounded-2xl border border-line bg-ink-card/60 p-8 text-center sm:p-10">
        <Icon aria-hidden className={`mx-auto size-12 ${iconColors[tone]}`} />
        <h1 className="mt-6 text-3xl font-bold">{title}</h1>
        <p className="mt-4 leading-relaxed text-fg-muted">{text}</p>
        {action && <div className="mt-8">{action}</div>}
        <div className="mt-8">
          <ButtonLink href="/blog" locale={locale} variant="secondary">
            {toBlog}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** The page's one button: a form posting to a server action, so it works without JavaScript. */
export function LinkActionForm({
  action,
  token,
  locale,
  label,
}: {
  action: (formData: FormData) => Promise<void>;
  token: string;
  locale: Locale;
  label: string;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-gradient-to-r from-accent to-violet px-7 text-sm font-semibold text-ink shadow-lg shadow-accent/20 transition hover:brightness-110"
      >
        {label}
      </button>
    </form>
  );
}
