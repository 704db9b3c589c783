import { describe, expect, it } from 'vitest';
import { UpdateCompany, Website } from './company-input';

describe('Website', () => {
  it.each([
    ['acme.example', 'https://acme.example'],
    ['www.acme.example/en?x=1', 'https://www.acme.example/en?x=1'],
    ['  https://acme.example  ', 'https://acme.example'],
    ['http://acme.example', 'http://acme.example'],
    ['HTTPS://Acme.Example', 'HTTPS://Acme.Example'],
    ['', ''],
  ])('reads %j as %j', (input, output) => {
    expect(Website.parse(input)).toBe(output);
  });

  it.each(['acme', 'ftp://acme.example', 'https://', 'mailto:info@acme.example', 'acme example.com'])(
    'refuses %j',
    (input) => {
      expect(Website.safeParse(input).success).toBe(false);
    },
  );
});

describe('UpdateCompany', () => {
  it('checks the VAT/tax ID against the country sent with it, on the ID', () => {
    const result = UpdateCompany.safeParse({ countryCode: 'us', vatId: 'XX1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vatId', '"XX1" is not a valid EIN for United States of America: the number has an invalid length'],
    ]);
    expect(UpdateCompany.parse({ countryCode: 'us', vatId: '12-3456789' })).toEqual({
      countryCode: 'US',
      vatId: '12-3456789',
    });
  });

  it('leaves the check of an ID sent alone to the server, which knows the stored country', () => {
    expect(UpdateCompany.safeParse({ vatId: 'XX1' }).success).toBe(true);
  });
});
