import { z } from 'zod';
import { CompanyName } from './company';
import { isCountryCode } from './countries';
import { checkTaxId } from './tax-id';

// The company profile as typed (PATCH /api/v1/companies/current). Apart from company.ts so that
// screens that only read a company do not load the tax-ID formats (stdnum).

/**
 * A company's website as people type it: `example.com` or `www.example.com/en` is read as
 * `https://…`; an address must be http(s) with a domain name. '' clears it.
 */
export const Website = z
  .string()
  .trim()
  .max(200, 'Website must be at most 200 characters')
  // A scheme (`https:`, `mailto:`) is kept as written; `host:8080` is a port, not a scheme.
  .transform((s) => (s === '' || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(s) ? s : `https://${s}`))
  .pipe(
    z.union([
      z.literal(''),
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: 'Enter a web address, e.g. example.com or https://example.com',
      }),
    ]),
  );

/** The company's country: an ISO 3166-1 alpha-2 code, or '' for "not said". */
export const CompanyCountry = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code === '' || isCountryCode(code), 'Choose a country (ISO 3166-1 code, e.g. DE or US)');

/**
 * PATCH /api/v1/companies/current. The VAT/tax ID is checked against the country given with it here,
 * and against the stored country by the server when only one of the two changes (checkTaxId).
 */
export const UpdateCompany = z
  .object({
    name: CompanyName.optional(),
    website: Website.nullable().optional(),
    vatId: z.string().trim().max(32, 'VAT/tax ID must be at most 32 characters').nullable().optional(),
    countryCode: CompanyCountry.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.vatId == null || input.countryCode === undefined) return;
    const check = checkTaxId(input.vatId, input.countryCode || null);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['vatId'], message: check.message });
  });
export type UpdateCompany = z.input<typeof UpdateCompany>;
