import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  isLocale,
  localeFromLangParam,
  localeInfo,
  locales,
  queryLocales,
} from '@/i18n/locales';

describe('locales', () => {
  it('are the four languages, French first and by default', () => {
    expect(locales).toEqual(['fr', 'en', 'ar', 'ar-ma']);
    expect(defaultLocale).toBe('fr');
    expect(queryLocales).toEqual(['en', 'ar', 'ar-ma']);
  });

  it('have the html lang and dir the spec asks for', () => {
    expect(localeInfo.fr).toMatchObject({ tag: 'fr', dir: 'ltr' });
    expect(localeInfo.en).toMatchObject({ tag: 'en', dir: 'ltr' });
    expect(localeInfo.ar).toMatchObject({ tag: 'ar', dir: 'rtl' });
    expect(localeInfo['ar-ma']).toMatchObject({ tag: 'ar-MA', dir: 'rtl' });
  });

  it('name each language in itself for the picker', () => {
    const names = locales.map((locale) => localeInfo[locale].nativeName);
    expect(new Set(names).size).toBe(locales.length);
    expect(localeInfo.fr.nativeName).toBe('Français');
    expect(localeInfo.en.nativeName).toBe('English');
  });
});

describe('isLocale', () => {
  it('accepts exactly the four languages', () => {
    for (const locale of locales) expect(isLocale(locale)).toBe(true);
    for (const value of ['xx', 'de', 'FR', 'ar-MA', '', undefined, null, 3]) {
      expect(isLocale(value)).toBe(false);
    }
  });
});

describe('localeFromLangParam', () => {
  it('returns the language asked for', () => {
    expect(localeFromLangParam('en')).toBe('en');
    expect(localeFromLangParam('ar')).toBe('ar');
    expect(localeFromLangParam('ar-ma')).toBe('ar-ma');
    expect(localeFromLangParam('fr')).toBe('fr');
  });

  it('falls back to French for anything unknown or missing, never throwing', () => {
    for (const value of ['xx', 'de', '', ' en', 'en;', '../admin', null, undefined]) {
      expect(localeFromLangParam(value)).toBe('fr');
    }
  });
});
