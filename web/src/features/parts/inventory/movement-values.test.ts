import { describe, expect, it } from 'vitest';
import { describeShortage, emptyMovement, toMovementInput, validateMovement } from './movement-values';

const stock = (available: number, reserved: number, onHand: number, requested: number) => ({
  code: 'conflict',
  message: 'Insufficient stock',
  requestId: 'r1',
  available,
  reserved,
  onHand,
  requested,
});

describe('movement form', () => {
  it('requires a part, a location and a quantity', () => {
    const errors = validateMovement(emptyMovement());
    expect(errors.partId).toBe('Choose a part');
    expect(errors.locationId).toBe('Choose a location');
    expect(errors.quantity).toBe('Quantity is required');
  });

  it('wants a positive whole quantity except for adjustments, which need a reason', () => {
    const base = { ...emptyMovement('p1', 'l1'), quantity: -2 };
    expect(validateMovement(base).quantity).toBe('Quantity must be at least 1');
    expect(validateMovement({ ...base, quantity: 2.5 }).quantity).toBe('Quantity must be a whole number');
    const adjust = { ...base, kind: 'adjustment' as const };
    expect(validateMovement(adjust)).toEqual({ reason: 'Say why the stock is adjusted' });
    expect(validateMovement({ ...adjust, reason: 'Stock take 2026-11' })).toEqual({});
    expect(validateMovement({ ...adjust, quantity: 0, reason: 'x' }).quantity).toBe(
      'An adjustment cannot be 0',
    );
  });

  it('sends a typed number and leaves a blank one missing', () => {
    expect(toMovementInput({ ...emptyMovement('p', 'l'), quantity: '12' }).quantity).toBe(12);
    expect(toMovementInput({ ...emptyMovement('p', 'l'), quantity: ' ' }).quantity).toBeUndefined();
  });
});

describe("the server's refusal", () => {
  it('says what is available, what was asked and that nothing changed', () => {
    expect(describeShortage('reservation', stock(3, 2, 5, 10), 'MAIN')).toBe(
      'Not enough stock at MAIN: only 3 available (5 on hand, 2 reserved), so the reservation of 10 would take it below zero. Nothing was recorded.',
    );
  });

  it('talks about reserved stock for a release', () => {
    expect(describeShortage('release', stock(5, 1, 6, 4), 'MAIN')).toMatch(/only 1 reserved/);
  });

  it('talks about reserved stock for a consumption from the reservation, available otherwise', () => {
    expect(describeShortage('consumption', stock(5, 1, 6, 4), 'A')).toMatch(/only 1 reserved/);
    expect(describeShortage('consumption', stock(3, 1, 4, 4), 'A', false)).toMatch(/only 3 available/);
  });

  it('names the removal of an adjustment', () => {
    expect(describeShortage('adjustment', stock(2, 0, 2, -5), '')).toMatch(
      /^Not enough stock: only 2 available .* removing 5 /,
    );
  });
});
