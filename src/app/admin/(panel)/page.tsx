import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ContactsTable } from '@/components/admin/contacts/contacts-table';
import { CountCards, type CountCard } from '@/components/admin/dashboard/count-cards';
import { StatsChart } from '@/components/admin/dashboard/stats-chart';
import { StatsErrorToast } from '@/components/admin/dashboard/stats-error-toast';
import { LinkButton } from '@/components/admin/ui/button';
import { Card } from '@/components/admin/ui/card';
import { PostsOverview } from '@/components/admin/posts/posts-overview';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Tabs, type TabItem } from '@/components/admin/ui/tabs';
import { UsersTable } from '@/components/admin/users/users-table';
import type { AdminLocale } from '@/i18n/admin-messages';
import {
  adminLocale,
  adminTranslator,
  type AdminTranslator,
} from '@/server/admin/admin-i18n.server';
import { latestContacts } from '@/server/contact/contact-admin.server';
import { dashboardCountKeys, loadDashboardStats } from '@/server/admin/stats.server';
import { listStaffUsers } from '@/server/auth/users.server';
import { requireStaff, type Staff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import * as userActions from './users/actions';
import { createPost } from './posts/actions';

/** The Articles and Contacts tabs show the latest rows; their full screens show them all. */
const areaTabRows = 10;

const tabIds = ['dashboard', 'users', 'posts', 'contacts'] as const;
type TabId = (typeof tabIds)[number];

/** The full screen of each area a count or a tab stands for. */
const areaPaths = {
  users: '/admin/users',
  posts: '/admin/posts',
  contacts: '/admin/contacts',
  testimonials: '/admin/testimonials',
  services: '/admin/services',
  emailsReceived: '/admin/contacts',
} as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('dashboard.metaTitle') };
}

/** Tabs this member of staff may open: user management is for admins only (spec §6). */
function visibleTabs(staff: Staff): TabId[] {
  return tabIds.filter((id) => id !== 'users' || staff.role === 'admin');
}

/**
 * `/admin`: the spec's 'Tableau de bord administrateur' with its four tabs. Each tab is a URL
 * (`?tab=`), so it is server-rendered and survives a reload; an unknown tab, or one the viewer
 * may not open, shows the dashboard.
 */
export default async function AdminDashboardPage({ searchParams }: PageProps<'/admin'>) {
  const staff = await requireStaff();
  const [t, locale, query] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const tabs = visibleTabs(staff);
  const asked = typeof query.tab === 'string' ? query.tab : 'dashboard';
  const current = tabs.find((id) => id === asked) ?? 'dashboard';
  const tabItems: TabItem[] = tabs.map((id) => ({
    id,
    label: t(`dashboard.tabs.${id}`),
    href: id === 'dashboard' ? '/admin' : `/admin?tab=${id}`,
  }));

  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <Tabs label={t('dashboard.tabsLabel')} items={tabItems} current={current} />
      {current === 'dashboard' ? (
        <DashboardTab t={t} locale={locale} staff={staff} />
      ) : (
        <AreaTab t={t} area={current} staff={staff} />
      )}
    </>
  );
}

async function DashboardTab({
  t,
  locale,
  staff,
}: {
  t: AdminTranslator;
  locale: AdminLocale;
  staff: Staff;
}) {
  const stats = await loadDashboardStats(getDb());
  if (!stats.ok) {
    const message =
      stats.failure === 'failed' ? t('dashboard.statsError') : t('common.unknownError');
    return (
      <>
        <Card className="border-red-400/40">
          <p role="alert" className="text-sm font-medium text-danger">
            {message}
          </p>
        </Card>
        <StatsErrorToast title={t('common.error')} description={t('dashboard.statsErrorToast')} />
      </>
    );
  }

  const numberFormat = new Intl.NumberFormat(locale === 'fr' ? 'fr-CH' : 'en-GB');
  const formatNumber = (value: number) => numberFormat.format(value);
  const cards: CountCard[] = dashboardCountKeys.map((key) => {
    const label = t(`dashboard.cards.${key}`);
    const mayOpen = key !== 'users' || staff.role === 'admin';
    return {
      key,
      label,
      caption: t(`dashboard.captions.${key}`),
      value: stats.counts[key],
      ...(mayOpen ? { href: areaPaths[key] } : {}),
    };
  });

  return (
    <>
      <CountCards title={t('dashboard.countsTitle')} cards={cards} formatNumber={formatNumber} />
      <StatsChart
        title={t('dashboard.chartTitle')}
        description={t('dashboard.chartDescription')}
        categoryHeader={t('dashboard.chartCategory')}
        countHeader={t('dashboard.chartCount')}
        rows={cards.map(({ key, label, value }) => ({ key, label, value }))}
        formatNumber={formatNumber}
      />
    </>
  );
}

/**
 * The Utilisateurs, Articles and Contacts tabs: their area's table, with a way to its full screen
 * (which adds what a tab has no room for: invitations, filters, exports, every row).
 */
async function AreaTab({
  t,
  area,
  staff,
}: {
  t: AdminTranslator;
  area: Exclude<TabId, 'dashboard'>;
  staff: Staff;
}) {
  const fullScreen = (
    <LinkButton href={areaPaths[area]} variant="secondary" size="sm">
      {t('dashboard.fullScreen')}
      <ArrowRight aria-hidden="true" className="size-3.5" />
    </LinkButton>
  );
  const db = getDb();
  let table: ReactNode;
  if (area === 'users') {
    // visibleTabs() offers this tab to admins only; the table's actions check again.
    table = (
      <UsersTable users={await listStaffUsers(db)} currentUserId={staff.id} actions={userActions} />
    );
  } else if (area === 'posts') {
    table = <PostsOverview pageSize={areaTabRows} createPost={createPost} />;
  } else {
    table = <ContactsTable rows={await latestContacts(db, areaTabRows)} />;
  }
  return (
    <>
      <div className="mb-3 flex justify-end">{fullScreen}</div>
      {table}
    </>
  );
}
