import { z } from 'zod';

export const AddressKind = z.enum(['shipping', 'billing']);
export type AddressKind = z.infer<typeof AddressKind>;

/**
 * A stored address as the API answers it. The input, with its postcode and phone checks
 * (libphonenumber), is in address-input.ts: screens that only read addresses do not load those.
 */
export const Address = z.object({
  id: z.string(),
  kind: AddressKind,
  label: z.string(),
  recipient: z.string(),
  companyName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof Address>;
