import { describe, expect, it } from 'vitest';
import {
  changeKind,
  emptyPartForm,
  type PartFormValues,
  splitServerErrors,
  toPartInput,
  validatePartForm,
} from './part-form-values';

const probe = (): PartFormValues => ({
  ...emptyPartForm('probe', 'class-1'),
  partNumber: 'P100-CR-01',
  name: '100 mil crown probe',
  unitPrice: 2.4,
  leadTimeDays: 10,
  specs: {
    pitchClass: 'P100',
    tipStyle: 'crown',
    tipDiameterMm: 1.5,
    fullTravelMm: 6.4,
    workingTravelMm: 4.2,
    forceAtWorkingTravelN: 1.5,
    currentRatingA: 3,
    lengthMm: '',
  },
});

describe('part form checked with the shared schema', () => {
  it('accepts a complete probe and sends blank optional numbers as null', () => {
    expect(validatePartForm(probe())).toEqual({});
    expect(toPartInput(probe()).specs).toMatchObject({ lengthMm: null, tipDiameterMm: 1.5 });
  });

  it('names each bad field by its dot path, common and spec fields together', () => {
    const values = probe();
    values.partNumber = '-bad';
    values.unitPrice = '';
    values.specs = { ...values.specs, tipDiameterMm: 9, tipStyle: null, workingTravelMm: 8 };
    const errors = validatePartForm(values);
    expect(errors.partNumber).toMatch(/letters, digits/);
    expect(errors.unitPrice).toBe('Unit price is required');
    expect(errors['specs.tipDiameterMm']).toBe('Tip diameter must be at most 5 mm');
    expect(errors['specs.tipStyle']).toMatch(/tip style/);
  });

  it('checks cross-field rules (working travel within full travel)', () => {
    const values = probe();
    values.specs = { ...values.specs, workingTravelMm: 8 };
    expect(validatePartForm(values)['specs.workingTravelMm']).toMatch(
      /must not exceed full travel \(6.4 mm\)/,
    );
  });

  it('says a blank required number is required, with its unit', () => {
    const values = probe();
    values.specs = { ...values.specs, fullTravelMm: '' };
    expect(validatePartForm(values)['specs.fullTravelMm']).toBe('Full travel is required (mm)');
  });

  it('keeps common fields and shared spec values when the kind changes', () => {
    const receptacle = changeKind(probe(), 'receptacle');
    expect(receptacle.partNumber).toBe('P100-CR-01');
    expect(receptacle.specs).toEqual({
      pitchClass: 'P100',
      drillDiameterMm: '',
      collarHeightMm: '',
      termination: '',
      lengthMm: '',
      // The hole's fit and source (decision 0054), shared by both kinds.
      holeFit: '',
      holeSource: '',
    });
    expect(validatePartForm(receptacle)['specs.drillDiameterMm']).toBe('Drill diameter is required (mm)');
  });
});

describe("the server's field errors", () => {
  it('puts known paths under their inputs and lists the rest', () => {
    const split = splitServerErrors('probe', {
      partNumber: 'Part number P1 already exists',
      'specs.tipDiameterMm': 'too big',
      'specs.drillDiameterMm': 'not a probe field',
      '': 'General',
    });
    expect(split.known).toEqual({
      partNumber: 'Part number P1 already exists',
      'specs.tipDiameterMm': 'too big',
    });
    expect(split.other).toEqual(['specs.drillDiameterMm: not a probe field', 'General']);
  });
});
