import { describe, expect, it } from 'vitest';
import {
  availableOrderActions,
  checkOrderAction,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './order-status';

const staff: OrderActor = { staff: true, customerEditor: false };
const customer: OrderActor = { staff: false, customerEditor: true };
const viewer: OrderActor = { staff: false, customerEditor: false };
const filled = { note: 'why', carrier: 'DHL', trackingNumber: '123' };

/** Every (status, action) staff may take without hold: the state machine of PRODUCT.md §8. */
const STAFF_ALLOWED: Record<OrderStatus, OrderAction[]> = {
  submitted: ['confirm', 'cancel', 'hold', 'note'],
  confirmed: ['start-production', 'cancel', 'hold', 'note'],
  in_production: ['ship', 'cancel', 'hold', 'note'],
  shipped: ['deliver', 'note'],
  delivered: ['note'],
  cancelled: ['note'],
};

describe('checkOrderAction', () => {
  it.each(ORDER_STATUSES)('staff on a %s order: exactly the transitions of the path', (status) => {
    const allowed = ORDER_ACTIONS.filter(
      (a) => checkOrderAction({ status, onHold: false }, a, staff, filled).ok,
    );
    expect(allowed).toEqual(STAFF_ALLOWED[status]);
  });

  it('leads each transition to the next status of the path', () => {
    const to = (status: OrderStatus, action: OrderAction) => {
      const c = checkOrderAction({ status, onHold: false }, action, staff, filled);
      return c.ok ? c.to : c.message;
    };
    expect(to('submitted', 'confirm')).toBe('confirmed');
    expect(to('confirmed', 'start-production')).toBe('in_production');
    expect(to('in_production', 'ship')).toBe('shipped');
    expect(to('shipped', 'deliver')).toBe('delivered');
    expect(to('in_production', 'cancel')).toBe('cancelled');
    expect(to('submitted', 'hold')).toBeNull();
    expect(to('shipped', 'cancel')).toBe('A shipped order cannot be cancelled.');
    expect(to('delivered', 'ship')).toBe('A delivered order cannot be shipped.');
  });

  it('lets a customer cancel until production starts, and nothing else but notes', () => {
    expect(availableOrderActions({ status: 'submitted', onHold: false }, customer)).toEqual([
      'cancel',
      'note',
    ]);
    expect(availableOrderActions({ status: 'confirmed', onHold: true }, customer)).toEqual([
      'cancel',
      'note',
    ]);
    const late = checkOrderAction({ status: 'in_production', onHold: false }, 'cancel', customer);
    expect(late).toMatchObject({ ok: false, who: true });
    expect(checkOrderAction({ status: 'submitted', onHold: false }, 'confirm', customer)).toEqual({
      ok: false,
      who: true,
      message: 'Only the fixture shop can confirm.',
    });
    expect(availableOrderActions({ status: 'submitted', onHold: false }, viewer)).toEqual([]);
  });

  it('refuses moving an order on hold along the path, but lets it be cancelled or released', () => {
    const held = { status: 'confirmed' as const, onHold: true };
    expect(checkOrderAction(held, 'start-production', staff)).toMatchObject({ ok: false, who: false });
    expect(availableOrderActions(held, staff)).toEqual(['cancel', 'release', 'note']);
    expect(checkOrderAction(held, 'hold', staff, filled)).toMatchObject({
      message: 'The order is already on hold.',
    });
    expect(checkOrderAction({ status: 'confirmed', onHold: false }, 'release', staff)).toMatchObject({
      message: 'The order is not on hold.',
    });
  });

  it('names the missing input', () => {
    const ship = (input: object) =>
      checkOrderAction({ status: 'in_production', onHold: false }, 'ship', staff, input);
    expect(ship({ carrier: 'DHL' })).toMatchObject({ ok: false, field: 'trackingNumber' });
    expect(ship({ trackingNumber: '1' })).toMatchObject({ ok: false, field: 'carrier' });
    expect(ship({ carrier: ' ', trackingNumber: '1' })).toMatchObject({ ok: false, field: 'carrier' });
    expect(checkOrderAction({ status: 'submitted', onHold: false }, 'hold', staff, {})).toMatchObject({
      field: 'note',
    });
  });
});
