import { contentFormTexts } from '@/components/admin/content/form-texts';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { ServiceFormTexts } from './service-form';

/** The service form's texts in the admin's language (built on the server). */
export function serviceFormTexts(
  t: AdminTranslator,
  mode: 'create' | 'edit',
  id = '',
): ServiceFormTexts {
  const feature = (number: number) => t('services.form.feature', { number });
  return {
    ...contentFormTexts(t, 'services'),
    settings: t('services.form.settings'),
    id: t('services.form.id'),
    idHint: t('services.form.idHint'),
    idFixed: t('services.form.idFixed', { id }),
    icon: t('services.form.icon'),
    icons: {
      target: t('services.form.icons.target'),
      chart: t('services.form.icons.chart'),
      headset: t('services.form.icons.headset'),
      pen: t('services.form.icons.pen'),
      bot: t('services.form.icons.bot'),
      database: t('services.form.icons.database'),
      activity: t('services.form.icons.activity'),
      workflow: t('services.form.icons.workflow'),
    },
    order: t('services.form.order'),
    orderHint: t('services.form.orderHint'),
    visible: t('services.form.visible'),
    visibleHint: t('services.form.visibleHint'),
    text: t('services.form.text'),
    title: t('services.form.serviceTitle'),
    description: t('services.form.serviceDescription'),
    descriptionHint: t('services.form.descriptionHint'),
    features: t('services.form.features'),
    feature: [feature(1), feature(2), feature(3), feature(4)],
    price: t('services.form.price'),
    priceHint: t('services.form.priceHint'),
    body: t('services.form.body'),
    bodyHint: t('services.form.bodyHint'),
    submit: mode === 'create' ? t('services.form.create') : t('services.form.save'),
    cancel: t('services.form.cancel'),
  };
}
