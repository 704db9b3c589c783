import { describe, expect, it } from 'vitest';
import { emptyDut, fieldErrorsOf, validateDut } from './dut-validation';

describe('validateDut', () => {
  it('accepts a name alone', () => {
    expect(validateDut({ ...emptyDut, name: 'PIC programmer' })).toEqual({});
  });

  it('names every invalid field at once, with the server schema’s messages', () => {
    expect(
      validateDut({ name: '   ', partNumber: 'x'.repeat(81), revision: 'r'.repeat(41), notes: '' }),
    ).toEqual({
      name: 'Name is required',
      partNumber: 'Part number must be at most 80 characters',
      revision: 'Revision must be at most 40 characters',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the form fields and drops the rest', () => {
    expect(fieldErrorsOf({ name: 'Taken', companyId: 'x' })).toEqual({ name: 'Taken' });
  });
});
