// A newsletter's form and its mail: the editor's schema (both sides), the plain text and HTML a
// campaign's Markdown becomes, the mail completed for its reader.
import { describe, expect, it } from 'vitest';
import {
  emptyCampaignText,
  parseCampaignEditor,
  scheduledTime,
  writtenLocales,
  type CampaignEditorInput,
} from '@/lib/admin/campaign-schema';
import { campaignLocaleFor } from '@/server/newsletter/campaign-mail.server';
import { renderMailMarkdown } from '@/server/newsletter/mail-markdown.server';

const site = {
  siteName: 'Automatia',
  siteUrl: 'https://automatia.test',
  bookingUrl: 'https://cal.com/automatia/consultation-15min',
  phone: '+41 22 555 01 00',
};

function input(translations: Partial<CampaignEditorInput['translations']>): CampaignEditorInput {
  return {
    id: 'c1',
    image: '',
    scheduleAt: '',
    translations: {
      fr: emptyCampaignText(),
      en: emptyCampaignText(),
      ar: emptyCampaignText(),
      'ar-ma': emptyCampaignText(),
      ...translations,
    },
  };
}

describe('the newsletter editor’s schema', () => {
  it('requires a French subject and body, and both in any other language begun', () => {
    const parsed = parseCampaignEditor(
      input({ ar: { subject: '', preheader: 'ما الجديد', body: '' } }),
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        'translations.fr.subject': 'subjectRequired',
        'translations.fr.body': 'bodyRequired',
        'translations.ar.subject': 'subjectRequired',
        'translations.ar.body': 'bodyRequired',
      },
    });
  });

  it('cleans what is typed and knows which languages are written', () => {
    const parsed = parseCampaignEditor({
      ...input({
        fr: {
          subject: '  Lettre\u200b de  mars ',
          preheader: '',
          body: 'Texte\r\n\r\n\r\n\r\nFin',
        },
        en: { subject: 'Letter', preheader: '', body: 'Text' },
      }),
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    expect(parsed.ok && parsed.data.translations.fr).toEqual({
      subject: 'Lettre de mars',
      preheader: '',
      body: 'Texte\n\nFin',
    });
    expect(parsed.ok && writtenLocales(parsed.data)).toEqual(['fr', 'en']);
  });

  it('refuses an image that is not a path of the site, and overlong texts', () => {
    const parsed = parseCampaignEditor({
      ...input({ fr: { subject: 'x'.repeat(201), preheader: '', body: 'x' } }),
      image: 'https://tracker.example/pixel.gif',
    });
    expect(parsed.ok ? {} : parsed.fieldErrors).toEqual({
      image: 'imageInvalid',
      'translations.fr.subject': 'subjectTooLong',
    });
  });

  it('reads the time to send in Swiss time, and only in the future', () => {
    const now = new Date('2026-06-01T10:00:00.000Z');
    expect(scheduledTime('2026-06-01T14:30', now)).toEqual({
      ok: true,
      at: '2026-06-01T12:30:00.000Z',
    });
    expect(scheduledTime('2026-06-01T11:59', now)).toEqual({ ok: false, error: 'scheduleInPast' });
    expect(scheduledTime('soon', now)).toEqual({ ok: false, error: 'scheduleInvalid' });
  });
});

describe('a campaign’s mail', () => {
  it('turns the Markdown into styled, absolute HTML and readable plain text', async () => {
    const { html, text } = await renderMailMarkdown(
      '## Titre\n\nUn [guide](/blog/guide) et [ailleurs](https://example.org/a?b=1).\n\n1. un\n2. deux\n\n> cité\n\n![Schéma](/uploads/0123456789abcdef0123456789abcdef.webp)\n\n<iframe src="x"></iframe>',
      'ar',
      site.siteUrl,
    );
    expect(html).toContain('<h2 style="margin:24px 0 12px;');
    expect(html).toContain('href="https://automatia.test/blog/guide?lang=ar"');
    expect(html).toContain('href="https://example.org/a?b=1"');
    expect(html).toContain(
      'src="https://automatia.test/uploads/0123456789abcdef0123456789abcdef.webp"',
    );
    expect(html).not.toContain('iframe');
    expect(text).toBe(
      [
        'Titre',
        'Un guide (https://automatia.test/blog/guide?lang=ar) et ailleurs (https://example.org/a?b=1).',
        '1. un\n2. deux',
        '> cité',
        'Schéma',
      ].join('\n\n'),
    );
  });

  it('keeps only the site’s own images: one from elsewhere could report who opened the mail', async () => {
    const { html, text } = await renderMailMarkdown(
      'Avant ![Compteur](https://tracker.example/open.gif?id=1) après ![](//cdn.example/x.png)',
      'fr',
      site.siteUrl,
    );
    expect(html).not.toMatch(/<img|tracker\.example|cdn\.example/);
    expect(html).toContain('Avant Compteur après');
    expect(text).toBe('Avant Compteur après');
  });

  it('goes out in the reader’s language when written, else in French', () => {
    expect(campaignLocaleFor('ar', ['fr', 'ar'])).toBe('ar');
    expect(campaignLocaleFor('ar-ma', ['fr', 'ar'])).toBe('fr');
    expect(campaignLocaleFor('de', ['fr', 'en'])).toBe('fr');
  });
});
