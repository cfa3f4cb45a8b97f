import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError, smtpRequiresTls } from '@/config/settings';

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

  const deployedSecrets = {
    AUTH_SECRET: 'a'.repeat(32),
    APP_SECRET: 'b'.repeat(32),
  };

  it('reads given values, turning the port into a number', () => {
    const settings = parseSettings({
      ...deployedSecrets,
      SITE_URL: 'https://automatia.ch',
      PORT: '8080',
      CONTACT_EMAIL: 'hello@example.ch',
      DATABASE_URL: 'postgres://user@db/site',
      SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/automatia',
      VOICE_AGENT_ID: 'agent_123-abc',
      VOICE_AGENT_SCRIPT_URL: 'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.2',
      VOICE_AGENT_SCRIPT_SRI: 'sha384-abcDEF0123456789+/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN',
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
    ['TRUSTED_PROXY_ADDRESSES', 'proxy.internal'],
    ['BACKUP_RECIPIENTS', 'age1short'],
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

  describe('a deployed site (SITE_URL not on this machine)', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        parseSettings(env);
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError);
        return (error as Error).message;
      }
      return undefined;
    };

    it('refuses to start without AUTH_SECRET and APP_SECRET from the environment, naming each', () => {
      const message = refusal({ SITE_URL: 'https://automatia.ch' });
      expect(message).toMatch(/AUTH_SECRET: required for a deployed site/);
      expect(message).toMatch(/APP_SECRET: required for a deployed site/);
      expect(refusal({ SITE_URL: 'https://automatia.ch', ...deployedSecrets })).toBeUndefined();
    });

    it('refuses http unless ALLOW_INSECURE_HTTP=true', () => {
      const http = { SITE_URL: 'http://automatia.ch', ...deployedSecrets };
      expect(refusal(http)).toMatch(/SITE_URL: a deployed site must be served over https/);
      expect(refusal({ ...http, ALLOW_INSECURE_HTTP: 'true' })).toBeUndefined();
    });

    it('keeps a loopback site working with no setting, over http', () => {
      for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000'])
        expect(refusal({ SITE_URL: url })).toBeUndefined();
    });

    it('never prints the value of a bad secret or of a URL that may hold credentials', () => {
      const message = refusal({
        SITE_URL: 'https://automatia.ch',
        AUTH_SECRET: 'short-secret-value',
        APP_SECRET: 'b'.repeat(32),
        SMTP_URL: 'http://user:hunter2-password@mail.example.ch',
      });
      expect(message).toContain('AUTH_SECRET');
      expect(message).toContain('SMTP_URL');
      expect(message).not.toContain('short-secret-value');
      expect(message).not.toContain('hunter2-password');
    });
  });

  it('takes TRUSTED_PROXY_ADDRESSES only with TRUST_PROXY_HOPS', () => {
    expect(() => parseSettings({ TRUSTED_PROXY_ADDRESSES: '10.0.0.5' })).toThrow(
      /TRUSTED_PROXY_ADDRESSES: .*TRUST_PROXY_HOPS/,
    );
    const proxied = parseSettings({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXY_ADDRESSES: '10.0.0.5' });
    expect(proxied.TRUSTED_PROXY_ADDRESSES).toBe('10.0.0.5');
  });

  it('encrypts backups with a passphrase or for public keys, never printing the passphrase', () => {
    const recipient = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';
    expect(parseSettings({ BACKUP_RECIPIENTS: `${recipient}, ${recipient}` })).toMatchObject({
      BACKUP_RECIPIENTS: `${recipient}, ${recipient}`,
    });
    let message = '';
    try {
      parseSettings({ BACKUP_PASSPHRASE: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BACKUP_PASSPHRASE: at least 16/);
    expect(message).not.toContain('short-secret');
    expect(() =>
      parseSettings({
        BACKUP_PASSPHRASE: 'a long enough passphrase',
        BACKUP_RECIPIENTS: recipient,
      }),
    ).toThrow(/BACKUP_RECIPIENTS: .*not both/);
  });

  describe('mail over smtp:// (smtpRequiresTls)', () => {
    const deployed = { SITE_URL: 'https://automatia.ch', ...deployedSecrets };
    const requiresTls = (env: Record<string, string>) => smtpRequiresTls(parseSettings(env));

    it('goes out only after STARTTLS from a deployed site to another machine', () => {
      expect(requiresTls({ ...deployed, SMTP_URL: 'smtp://user:pw@mail.example.ch:587' })).toBe(
        true,
      );
    });

    it('may go in the clear when SMTP_ALLOW_PLAINTEXT=true says so', () => {
      const env = { ...deployed, SMTP_URL: 'smtp://mail.example.ch:25' };
      expect(requiresTls({ ...env, SMTP_ALLOW_PLAINTEXT: 'true' })).toBe(false);
      expect(requiresTls({ ...env, SMTP_ALLOW_PLAINTEXT: 'false' })).toBe(true);
    });

    it('needs no STARTTLS over smtps://, to a relay on this machine, or from a laptop', () => {
      expect(requiresTls({ ...deployed, SMTP_URL: 'smtps://mail.example.ch:465' })).toBe(false);
      expect(requiresTls({ ...deployed, SMTP_URL: 'smtp://127.0.0.1:25' })).toBe(false);
      expect(requiresTls({ ...deployed, SMTP_URL: 'smtp://localhost:25' })).toBe(false);
      expect(requiresTls({ SMTP_URL: 'smtp://mail.example.ch:587' })).toBe(false);
      expect(requiresTls(deployed)).toBe(false);
    });
  });

  it('allows the voice widget only pinned to a version and checked by its hash', () => {
    expect(() => parseSettings({ VOICE_AGENT_ID: 'agent_1' })).toThrow(
      /VOICE_AGENT_SCRIPT_URL[\s\S]*VOICE_AGENT_SCRIPT_SRI/,
    );
    expect(() =>
      parseSettings({
        VOICE_AGENT_ID: 'agent_1',
        VOICE_AGENT_SCRIPT_URL: 'https://unpkg.com/@elevenlabs/convai-widget-embed',
        VOICE_AGENT_SCRIPT_SRI: 'sha384-abc',
      }),
    ).toThrow(/VOICE_AGENT_SCRIPT_URL: required with VOICE_AGENT_ID, pinned to a version/);
  });
});
