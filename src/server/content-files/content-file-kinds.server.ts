import 'server-only';
import type { ContentFileKind } from './content-file-kind.server';
import { faqFile } from './faq-file.server';
import { landingPagesFile } from './landing-pages-file.server';
import { pageSectionsFile } from './page-sections-file.server';
import { servicesFile } from './services-file.server';
import { settingsFile } from './settings-file.server';
import { testimonialsFile } from './testimonials-file.server';

/** Every kind of editable content as a file, in the order they are written and applied. */
export const contentFileKinds: readonly ContentFileKind[] = [
  settingsFile,
  faqFile,
  servicesFile,
  testimonialsFile,
  pageSectionsFile,
  landingPagesFile,
];
