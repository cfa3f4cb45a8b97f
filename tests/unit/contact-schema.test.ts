import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { contactLimits, type ContactErrorKey } from '@/lib/forms/contact-fields';
import { contactSchema } from '@/lib/forms/contact-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import { isHoneypotFilled } from '@/lib/forms/honeypot';
import { newsletterSchema } from '@/lib/forms/newsletter-schema';
import { cleanLine, cleanText } from '@/lib/forms/text';

/**
 * The contact and newsletter schemas (spec §5, issue 4 §1): each bound answers with its own
 * text-set key, every key reads in the four languages, and what visitors type is cleaned the
 * same way in the browser and on the server.
 */

type Tree = { [key: string]: unknown };

// Read from disk, not imported: the test sees the text sets as they are now.
const textSets = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Tree,
  ]),
) as Record<Locale, Tree>;

function errorTexts(locale: Locale): Record<string, string> {
  const contactForm = textSets[locale].contactForm as { errors: Record<string, string> };
  return contactForm.errors;
}

const valid = {
  name: 'Amélie Favre',
  email: 'amelie.favre@example.ch',
  phone: '+41 79 123 45 67',
  company: 'Favre Horlogerie SA',
  service: 'n8n-automation',
  message: 'Bonjour, nous aimerions automatiser nos devis.',
};

/** The field messages of a submission: {} when it passes. */
function errorsOf(input: unknown): Partial<Record<string, string>> {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors<ContactErrorKey>(parsed.error);
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Every bound of the schema and the key it answers with. */
const refusals: Array<{ case: string; field: string; value: unknown; key: ContactErrorKey }> = [
  { case: 'name empty', field: 'name', value: '', key: 'nameRequired' },
  { case: 'name spaces only', field: 'name', value: '   \t ', key: 'nameRequired' },
  { case: 'name missing', field: 'name', value: undefined, key: 'nameRequired' },
  { case: 'name not a string', field: 'name', value: 42, key: 'nameRequired' },
  { case: 'name 121 characters', field: 'name', value: 'n'.repeat(121), key: 'nameTooLong' },
  { case: 'email empty', field: 'email', value: '', key: 'emailInvalid' },
  { case: 'email missing', field: 'email', value: undefined, key: 'emailInvalid' },
  { case: 'email without @', field: 'email', value: 'amelie.example.ch', key: 'emailInvalid' },
  {
    case: 'email without domain dot',
    field: 'email',
    value: 'amelie@example',
    key: 'emailInvalid',
  },
  {
    case: 'email with a space',
    field: 'email',
    value: 'amelie favre@example.ch',
    key: 'emailInvalid',
  },
  { case: 'email two @', field: 'email', value: 'a@b@example.ch', key: 'emailInvalid' },
  {
    case: 'email 255 characters',
    field: 'email',
    value: `${'x'.repeat(244)}@example.ch`,
    key: 'emailTooLong',
  },
  { case: 'phone letters', field: 'phone', value: 'call me', key: 'phoneInvalid' },
  { case: 'phone two plus signs', field: 'phone', value: '++41 79 123 45 67', key: 'phoneInvalid' },
  { case: 'phone trailing dash', field: 'phone', value: '+41 79 123 45 67-', key: 'phoneInvalid' },
  { case: 'phone leading dash', field: 'phone', value: '-41 79 123 45 67', key: 'phoneInvalid' },
  {
    case: 'phone extension words',
    field: 'phone',
    value: '+41 22 555 01 00 ext 2',
    key: 'phoneInvalid',
  },
  { case: 'phone 5 digits', field: 'phone', value: '12345', key: 'phoneInvalid' },
  {
    case: 'phone 16 digits',
    field: 'phone',
    value: '+41 79 123 45 67 89 01 2',
    key: 'phoneInvalid',
  },
  {
    case: 'phone 33 characters',
    field: 'phone',
    value: '+41 (0) 79 / 123 / 45 / 67 // 001',
    key: 'phoneInvalid',
  },
  { case: 'phone not a string', field: 'phone', value: 41791234567, key: 'phoneInvalid' },
  {
    case: 'company 161 characters',
    field: 'company',
    value: 'c'.repeat(161),
    key: 'companyTooLong',
  },
  { case: 'service empty', field: 'service', value: '', key: 'serviceRequired' },
  { case: 'service missing', field: 'service', value: undefined, key: 'serviceRequired' },
  { case: 'service not a value', field: 'service', value: 'SEO audit', key: 'serviceInvalid' },
  { case: 'service 61 characters', field: 'service', value: 's'.repeat(61), key: 'serviceInvalid' },
  {
    case: 'service label, not value',
    field: 'service',
    value: 'Automatisation n8n',
    key: 'serviceInvalid',
  },
  { case: 'message empty', field: 'message', value: '', key: 'messageRequired' },
  {
    case: 'message whitespace only',
    field: 'message',
    value: ' \n\n\t \r\n ',
    key: 'messageRequired',
  },
  {
    case: 'message controls only',
    field: 'message',
    value: '\u0000\u0007\u200b',
    key: 'messageRequired',
  },
  { case: 'message missing', field: 'message', value: undefined, key: 'messageRequired' },
  {
    case: 'message 5001 characters',
    field: 'message',
    value: 'm'.repeat(5001),
    key: 'messageTooLong',
  },
];

const allKeys: ContactErrorKey[] = [
  'nameRequired',
  'nameTooLong',
  'emailInvalid',
  'emailTooLong',
  'phoneInvalid',
  'companyTooLong',
  'serviceRequired',
  'serviceInvalid',
  'serviceUnavailable',
  'messageRequired',
  'messageTooLong',
];

describe('contact schema bounds', () => {
  it('accepts a complete request, and one with only the required fields', () => {
    expect(errorsOf(valid)).toEqual({});
    const { phone: _phone, company: _company, ...required } = valid;
    expect(errorsOf(required)).toEqual({});
    expect(errorsOf({ ...valid, phone: '', company: '' })).toEqual({});
  });

  for (const refusal of refusals) {
    it(`answers ${refusal.key} for ${refusal.case}`, () => {
      expect(errorsOf({ ...valid, [refusal.field]: refusal.value })).toEqual({
        [refusal.field]: refusal.key,
      });
    });
  }

  it('builds the length cases at the intended sizes', () => {
    const length = (caseName: string) =>
      String(refusals.find((refusal) => refusal.case === caseName)?.value).length;
    expect(length('email 255 characters')).toBe(255);
    expect(length('phone 33 characters')).toBe(33);
    expect(digitsOnly('+41 (0) 79 / 123 / 45 / 67 // 001').length).toBeLessThanOrEqual(15);
    expect(digitsOnly('+41 79 123 45 67 89 01 2')).toHaveLength(16);
  });

  it('accepts each bound exactly at its limit', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(contactLimits.name) })).toEqual({});
    expect(errorsOf({ ...valid, email: `${'x'.repeat(243)}@example.ch` })).toEqual({});
    expect(errorsOf({ ...valid, company: 'c'.repeat(contactLimits.company) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'm'.repeat(contactLimits.message) })).toEqual({});
    const phone32 = '+41 (0) 79 / 123 / 45 / 67 / 001';
    expect(phone32).toHaveLength(contactLimits.phone);
    expect(errorsOf({ ...valid, phone: phone32 })).toEqual({});
  });

  it.each([
    '+41 79 123 45 67',
    '+41 (0)22 555 01 00',
    '022 555 01 00',
    '+212 6 12 34 56 78',
    '+1 (415) 555-0100',
    '+33.1.23.45.67.89',
    '+971 50 123 4567',
    '123456',
    '+41791234567',
  ])('accepts the international phone shape %s', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({});
  });

  it("accepts any well-formed service value: whether it is offered is the server's check", () => {
    for (const service of ['other', 'n8n-automation', 'devis-2026', 's'.repeat(60)])
      expect(errorsOf({ ...valid, service })).toEqual({});
  });

  it('reports every wrong field at once, one key per field', () => {
    expect(errorsOf({ website: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      service: 'serviceRequired',
      message: 'messageRequired',
    });
  });

  it('cleans values before checking them', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: '  Amélie\u0000  Favre \u202e ',
      email: '  amelie.favre@example.ch\n',
      company: '\tFavre   SA ',
      message: '\r\nLigne 1\r\nLigne 2\u0007\n\n\n\nFin  ',
    });
    expect(parsed.name).toBe('Amélie Favre');
    expect(parsed.email).toBe('amelie.favre@example.ch');
    expect(parsed.company).toBe('Favre SA');
    expect(parsed.message).toBe('Ligne 1\nLigne 2\n\nFin');
  });

  it("covers every message key with a case (but the server's own check of the list)", () => {
    const schemaKeys = allKeys.filter((key) => key !== 'serviceUnavailable');
    expect([...new Set(refusals.map((refusal) => refusal.key))].sort()).toEqual(schemaKeys.sort());
  });
});

describe('contact error texts', () => {
  for (const locale of locales) {
    it(`has exactly the schema's keys, each non-empty, in ${locale}`, () => {
      const texts = errorTexts(locale);
      expect(Object.keys(texts).sort()).toEqual([...allKeys].sort());
      for (const key of allKeys) expect(texts[key]?.trim(), `${locale} ${key}`).toBeTruthy();
    });
  }

  it('reads as the spec says in French', () => {
    const fr = errorTexts('fr');
    expect(fr.nameRequired).toBe('Le nom est requis');
    expect(fr.emailInvalid).toBe('Email invalide');
    expect(fr.messageRequired).toBe('Le message est requis');
    expect(fr.serviceRequired).toBe('Le service est requis');
    expect(fr.nameTooLong).toContain(String(contactLimits.name));
    expect(fr.emailTooLong).toContain(String(contactLimits.email));
    expect(fr.companyTooLong).toContain(String(contactLimits.company));
    expect(fr.messageTooLong).toContain(String(contactLimits.message));
  });

  it('is translated in English and both Arabic sets, not copied from French', () => {
    const fr = errorTexts('fr');
    for (const locale of ['en', 'ar', 'ar-ma'] as const) {
      const texts = errorTexts(locale);
      for (const key of allKeys) expect(texts[key], `${locale} ${key}`).not.toBe(fr[key]);
    }
    const ar = errorTexts('ar');
    const arMa = errorTexts('ar-ma');
    expect(allKeys.filter((key) => arMa[key] === ar[key])).toEqual([]);
  });

  it('names each bound in English too', () => {
    const en = errorTexts('en');
    expect(en.nameTooLong).toContain(String(contactLimits.name));
    expect(en.emailTooLong).toContain(String(contactLimits.email));
    expect(en.companyTooLong).toContain(String(contactLimits.company));
    expect(en.messageTooLong).toContain(String(contactLimits.message));
  });
});

describe('text cleaning', () => {
  it('turns controls and invisible formatting in a line into single spaces', () => {
    expect(cleanLine('  Jean\u0000Pierre\u0007 \u200b Dupont\t\n ')).toBe('Jean Pierre Dupont');
    expect(cleanLine('abc\u202edcba\u2066x\u2069')).toBe('abc dcba x');
    expect(cleanLine('\u0085\u009f\u007f')).toBe('');
    expect(cleanLine('\ufeffBOM')).toBe('BOM');
  });

  it('keeps zero-width (non-)joiners in a line: Persian names and emoji need them', () => {
    expect(cleanLine('Mi\u200cRa')).toBe('Mi\u200cRa');
    expect(cleanLine('\u{1F469}\u200d\u{1F4BB} Studio')).toBe('\u{1F469}\u200d\u{1F4BB} Studio');
  });

  it('keeps the no-break spaces of French typography in a line (« Prix ? », 20 000)', () => {
    expect(cleanLine('Combien ?\u00a0»')).toBe('Combien ?\u00a0»');
    expect(cleanLine('vous\u00a0? 20\u202f000 ')).toBe('vous\u00a0? 20\u202f000');
    expect(cleanLine('a \u2003\u2028 b')).toBe('a b');
  });

  it('drops invisible tag characters and the Arabic letter mark from a line', () => {
    expect(cleanLine('Ann\u{E0041}\u{E0042}a')).toBe('Anna');
    expect(cleanLine('\u061cسارة')).toBe('سارة');
    expect(cleanText('hi\u{E0069}\u{E0067}nore')).toBe('hinore');
  });

  it('accepts a phone number that starts with an area code in brackets', () => {
    expect(errorsOf({ ...valid, phone: '(022) 555-0100' })).toEqual({});
  });

  it('reports a body that is not an object on `form`, with a fixed code', () => {
    for (const body of [null, [], 'text', 42]) expect(errorsOf(body)).toEqual({ form: 'form' });
  });

  it('keeps a multi-line text readable: line breaks and tabs stay, controls go', () => {
    expect(cleanText('a\r\nb\rc\n\td')).toBe('a\nb\nc\n\td');
    expect(cleanText('x\u0000y\u0008z\u001bw\u007f')).toBe('xyzw');
    expect(cleanText('one\n\n\n\n\ntwo')).toBe('one\n\ntwo');
    expect(cleanText('\u202eevil\u202c')).toBe('evil');
    expect(cleanText('\n\n  padded  \n\n')).toBe('padded');
  });

  it('keeps zero-width joiners in a text (Arabic and emoji need them)', () => {
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    expect(cleanText(`Famille ${family}`)).toBe(`Famille ${family}`);
  });

  it('makes text well-formed Unicode: no lone surrogates reach the database', () => {
    for (const clean of [cleanLine, cleanText]) {
      const cleaned = clean('a\ud800b\udfffc');
      expect(cleaned.isWellFormed()).toBe(true);
      expect(cleaned).not.toMatch(/[\ud800-\udfff]/u);
      expect(cleaned.startsWith('a')).toBe(true);
      expect(cleaned.endsWith('c')).toBe(true);
    }
  });

  it('normalises to NFC', () => {
    const decomposed = 'Ame\u0301lie Mu\u0308ller';
    expect(cleanLine(decomposed)).toBe('Amélie Müller');
    expect(cleanText(decomposed)).toBe('Amélie Müller');
    expect(cleanLine(decomposed)).toBe(cleanLine(decomposed).normalize('NFC'));
  });

  it('leaves Arabic and mixed scripts alone', () => {
    expect(cleanLine('نادية بن علي')).toBe('نادية بن علي');
    expect(cleanText('سلام، بغيت نعرف الثمن ديال Shopify\nشكرا')).toBe(
      'سلام، بغيت نعرف الثمن ديال Shopify\nشكرا',
    );
  });
});

describe('newsletter schema', () => {
  const newsletterErrors = (input: unknown) => {
    const parsed = newsletterSchema.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it('accepts an address, trimmed', () => {
    expect(newsletterSchema.parse({ email: '  lea@example.ch ' })).toEqual({
      email: 'lea@example.ch',
    });
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['not a string', 12],
    ['no @', 'lea.example.ch'],
    ['no domain', 'lea@'],
    ['255 characters', `${'x'.repeat(244)}@example.ch`],
  ])('refuses an address that is %s with emailInvalid', (_case, email) => {
    expect(newsletterErrors({ email })).toEqual({ email: 'emailInvalid' });
  });

  it('has its one message in the four text sets', () => {
    for (const locale of locales) {
      const blog = textSets[locale].blog as { newsletter: Record<string, string> };
      expect(blog.newsletter.emailInvalid?.trim(), locale).toBeTruthy();
    }
  });
});

describe('honeypot', () => {
  it('is filled by any non-blank value', () => {
    expect(isHoneypotFilled({ website: undefined })).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({ website: '   ' })).toBe(false);
    expect(isHoneypotFilled({ website: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: 0 })).toBe(true);
    expect(isHoneypotFilled({ website: ['x'] })).toBe(true);
  });

  it('is empty when the body has no such field or is not an object', () => {
    expect(isHoneypotFilled({ name: 'Ann' })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled('website')).toBe(false);
  });
});
