import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe against WCAG 2.1 A and AA, the rules every spec checks pages with. Legacy mode runs axe in
 * the page itself: the default opens a blank page for every check and evaluates axe's 500 kB
 * source there again just to merge the results, which took half of each check's time (the
 * crawl's 37 pages per language: 157 s of 287). Every frame of ours is same-origin (the admin's
 * previews), which legacy mode checks too, with the same findings.
 */
export function wcagAudit(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
}
