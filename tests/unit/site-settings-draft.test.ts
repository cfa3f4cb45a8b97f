import { describe, expect, it } from 'vitest';
import {
  figureText,
  siteSettingsDraftFormValues,
  siteSettingsDraftSchema,
  siteSettingsFormValues,
} from '@/lib/admin/site-settings-schema';
import { siteSettingsSeed } from '@/server/site-settings/site-settings-seeds';
import { parseSettings } from '@/config/settings';

// A draft of the settings (decision 071) is the form as the admin left it: kept half done, only
// bounded, and drawn back into the form over the published values, so a draft written by an
// older form, or by hand for an import, never loses a field nor brings a foreign one.
describe("the settings' draft", () => {
  const published = siteSettingsFormValues(7, siteSettingsSeed(parseSettings({})));

  it('draws the form from the draft, the published value where the draft has none of its type', () => {
    const form = siteSettingsDraftFormValues(published, {
      contactPhone: '+41 22 111 22 33',
      version: '1',
      figures: { years: 21, projects: '1200' },
      text: { ar: { officeHours: 'مسودة' } },
      unknown: 'dropped',
    });
    expect(form.version).toBe('7');
    expect(form.contactPhone).toBe('+41 22 111 22 33');
    // A number where the form holds text: the published value.
    expect(form.figures.years).toBe(published.figures.years);
    expect(form.figures.projects).toBe('1200');
    expect(form.text.ar).toEqual({ ...published.text.ar, officeHours: 'مسودة' });
    expect(form.text.fr).toEqual(published.text.fr);
    expect(form).not.toHaveProperty('unknown');
  });

  it('keeps half-done values, and refuses only what exceeds its bounds', () => {
    const halfDone = { ...published, contactEmail: 'bonjour@', siteName: '' };
    expect(siteSettingsDraftSchema.safeParse(halfDone).success).toBe(true);
    expect(
      siteSettingsDraftSchema.safeParse({ ...published, address: 'x'.repeat(501) }).success,
    ).toBe(false);
  });

  it('writes a figure one way in its differences, whether typed 4,9 or stored 4.9', () => {
    expect(figureText('rating', '4,9')).toBe('4.9');
    expect(figureText('rating', 4.9)).toBe(figureText('rating', '4,9'));
    expect(figureText('years', ' 12 ')).toBe('12');
    // Half-done work reads as typed.
    expect(figureText('rating', '4,')).toBe('4,');
    expect(figureText('reviewCount', 'beaucoup')).toBe('beaucoup');
  });
});
