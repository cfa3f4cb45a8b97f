import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { serviceIdPattern, serviceSchema } from '@/lib/admin/service-schema';
import {
  listServicesWithTexts,
  replaceServices,
  type AdminService,
} from '@/server/services/service-admin.server';
import { ContentImportRefusal, contentFileKind, uniqueIds } from './content-file-kind.server';
import { recordDrafts } from './file-drafts.server';

/** A service's id is its page's slug: the rule of the admin's creation form. */
const serviceId = z.string('idInvalid').check(z.regex(serviceIdPattern, 'idInvalid'));

const service = z.extend(serviceSchema, { id: serviceId });

/** A service as its edit form holds it (the page's `initial`, less its fixed id): a draft. */
function serviceFormValues({
  icon,
  sortOrder,
  visible,
  text,
}: Omit<AdminService, 'id' | 'updatedAt'>) {
  return { icon, sortOrder: String(sortOrder), visible, text };
}

/** The services as `services.json`: each one's id and the service form's fields, in display order. */
export const servicesFile = contentFileKind({
  file: 'services.json',
  errorTexts: adminMessages.en.content.errors,
  schema: z.object({ services: z.array(service).check(uniqueIds()) }),
  async read(db) {
    // What the admin's form shows, without the date of the last change (not content).
    const services = await listServicesWithTexts(db);
    return { services: services.map(({ updatedAt: _changed, ...document }) => document) };
  },
  async replace(trx, content, { actor, now }) {
    // A landing page lives at the same path (/services/{slug}); landing pages are in the
    // database, so this rule of the creation form is checked here, refusing the whole import.
    const landingSlugs = new Set(
      (await trx.selectFrom('landing_page').select('slug').execute()).map((row) => row.slug),
    );
    const taken = content.services.findIndex((service) => landingSlugs.has(service.id));
    if (taken >= 0)
      throw new ContentImportRefusal([
        `services.json: services[${taken}].id: idReserved — ${adminMessages.en.content.errors.idReserved}`,
      ]);
    await replaceServices(trx, actor, content.services, now);
    return content.services.length;
  },
  replaceDrafts: recordDrafts('services', 'service', listServicesWithTexts, serviceFormValues),
});
