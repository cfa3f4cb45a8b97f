import { Hourglass, MessageCircleOff, Timer, type IconComponent } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { FigureValue, HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

interface Problem {
  value: string;
  title: string;
  text: string;
}

/** One icon per problem, in the order of `home.problems.items`. */
const problemIcons: IconComponent[] = [Timer, MessageCircleOff, Hourglass];

export async function HomeProblems({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.problems' });
  const problems = t.raw('items') as Problem[];
  return (
    <HomeSection id="home-problems">
      <SectionHeading
        className="mb-12"
        id="home-problems-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {problems.map((problem, index) => {
          const Icon = problemIcons[index] ?? Timer;
          return (
            <li
              key={problem.title}
              className="relative overflow-hidden rounded-2xl border border-line bg-ink-card/60 p-7"
            >
              <div
                aria-hidden
                className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-rose-400/70 to-amber-300/70"
              />
              <div className="flex items-start justify-between gap-4">
                <p className="text-4xl font-extrabold text-rose-300">
                  <FigureValue>{problem.value}</FigureValue>
                </p>
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rose-400/10 text-rose-300">
                  <Icon aria-hidden className="size-5" />
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{problem.title}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">{problem.text}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center text-lg font-medium text-success">{t('closing')}</p>
    </HomeSection>
  );
}
