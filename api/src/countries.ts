// The library's own entry, without the names in its 80 other languages: the package's Node entry
// (its `main`) registers them all, ~0.9 MB of the server bundle run at every start.
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
}

/** Every ISO 3166-1 country with its English name, sorted by name (for the country picker). */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const CODES = new Set(COUNTRIES.map((c) => c.code));

export const isCountryCode = (code: string): boolean => CODES.has(code);
export const countryName = (code: string): string => countries.getName(code, 'en') ?? code;
