// Every mail's sender (decision 052): the deployment's address, whatever name MAIL_FROM was given,
// under the agency's name as read for that mail.
import { describe, expect, it } from 'vitest';
import { agencySender, senderAddress } from '@/server/mail/mail-settings.server';

const contactEmail = 'info@automatia.ch';

describe('the sender of a mail', () => {
  it("takes MAIL_FROM's address, with or without a name, else CONTACT_EMAIL", () => {
    const address = (mailFrom?: string) =>
      senderAddress({ MAIL_FROM: mailFrom, CONTACT_EMAIL: contactEmail });
    expect(address('no-reply@automatia.ch')).toBe('no-reply@automatia.ch');
    expect(address('"Automatia" <no-reply@automatia.ch>')).toBe('no-reply@automatia.ch');
    expect(address('Automatia <no-reply@automatia.ch> ')).toBe('no-reply@automatia.ch');
    expect(address('  ')).toBe(contactEmail);
    expect(address(undefined)).toBe(contactEmail);
  });

  it('asks for the name at each mail', async () => {
    let name = 'Automatia';
    const sender = agencySender(async () => name);
    expect((await sender()).name).toBe('Automatia');
    name = 'Léman Digital';
    expect((await sender()).name).toBe('Léman Digital');
  });
});
