import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from '@/config/settings';

describe('parseSettings', () => {
  it('runs with no environment at all, on the spec’s placeholders', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      SITE_NAME: 'Automatia',
      SITE_URL: 'http://localhost:3000',
      CONTACT_EMAIL: 'info@automatia.ch',
      ADDRESS: 'Genève, Suisse',
      PORT: 3000,
    });
    expect(settings.BOOKING_URL).toMatch(/^https:\/\//);
    expect(settings.CONTACT_PHONE).toMatch(/^\+\d/);
    expect(settings.WHATSAPP_NUMBER).toMatch(/^\+?\d/);
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.VOICE_AGENT_ID).toBeUndefined();
    expect(settings.SOCIAL_LINKEDIN).toBeUndefined();
  });

  it('reads given values, turning the port into a number', () => {
    const settings = parseSettings({
      SITE_URL: 'https://automatia.ch',
      PORT: '8080',
      CONTACT_EMAIL: 'hello@example.ch',
      DATABASE_URL: 'postgres://user@db/site',
      SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/automatia',
      VOICE_AGENT_ID: 'agent_123-abc',
    });
    expect(settings).toMatchObject({
      SITE_URL: 'https://automatia.ch',
      PORT: 8080,
      CONTACT_EMAIL: 'hello@example.ch',
      DATABASE_URL: 'postgres://user@db/site',
      SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/automatia',
      VOICE_AGENT_ID: 'agent_123-abc',
    });
  });

  it('treats an empty social link or voice-agent id as not configured', () => {
    const settings = parseSettings({ SOCIAL_INSTAGRAM: '', VOICE_AGENT_ID: '' });
    expect(settings.SOCIAL_INSTAGRAM).toBeUndefined();
    expect(settings.VOICE_AGENT_ID).toBeUndefined();
  });

  const badValues: [string, string][] = [
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://automatia.ch'],
    ['BOOKING_URL', 'javascript:alert(1)'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['CONTACT_EMAIL', 'info-at-automatia.ch'],
    ['CONTACT_PHONE', '022 555 01 00'],
    ['SOCIAL_LINKEDIN', 'linkedin.com/automatia'],
    ['VOICE_AGENT_ID', 'agent"><script>'],
  ];

  for (const [name, value] of badValues) {
    it(`stops on a bad ${name} (${JSON.stringify(value)}), naming the variable`, () => {
      let error: unknown;
      try {
        parseSettings({ [name]: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SettingsError);
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).toContain(JSON.stringify(value));
    });
  }

  it('names every bad variable at once', () => {
    expect(() => parseSettings({ SITE_URL: 'nope', PORT: 'nope' })).toThrow(
      /SITE_URL[\s\S]*PORT|PORT[\s\S]*SITE_URL/,
    );
  });
});
