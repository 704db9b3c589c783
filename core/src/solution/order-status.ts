/**
 * Delivery order statuses and the actions that move an order (PRODUCT.md §8): `submitted → confirmed
 * → in_production → shipped → delivered`, `cancelled` from any state before `shipped`, and an
 * on-hold flag ("waiting for customer") with a reason. Pure: the server enforces it, the order page
 * shows from it what can still happen.
 */
export const ORDER_STATUSES = [
  'submitted',
  'confirmed',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  submitted: 'Submitted',
  confirmed: 'Confirmed',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses an order passes on its way to the customer, in order (cancelled is off the path). */
export const ORDER_PATH: OrderStatus[] = ['submitted', 'confirmed', 'in_production', 'shipped', 'delivered'];

export const ORDER_ACTIONS = [
  'confirm',
  'start-production',
  'ship',
  'deliver',
  'cancel',
  'hold',
  'release',
  'note',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who acts: staff (the fixture shop), or a member of the ordering company (and whether their role may edit). */
export interface OrderActor {
  staff: boolean;
  /** A member of the order's company whose role may change data (owner, admin, engineer). */
  customerEditor: boolean;
}

interface ActionRule {
  label: string;
  /** Statuses the action starts from. */
  from: readonly OrderStatus[];
  /** The status it leads to; null for actions that do not change the status. */
  to: OrderStatus | null;
  /** Statuses a customer editor may take it from (staff may take it from every `from`). */
  customerFrom: readonly OrderStatus[];
  /** Refused while the order is on hold. */
  blockedByHold: boolean;
  /** Fields the action needs. */
  needs: readonly ('carrier' | 'trackingNumber' | 'note')[];
}

const BEFORE_SHIPPED = ['submitted', 'confirmed', 'in_production'] as const;

export const ORDER_ACTION_RULES: Record<OrderAction, ActionRule> = {
  confirm: {
    label: 'Confirm',
    from: ['submitted'],
    to: 'confirmed',
    customerFrom: [],
    blockedByHold: true,
    needs: [],
  },
  'start-production': {
    label: 'Start production',
    from: ['confirmed'],
    to: 'in_production',
    customerFrom: [],
    blockedByHold: true,
    needs: [],
  },
  ship: {
    label: 'Ship',
    from: ['in_production'],
    to: 'shipped',
    customerFrom: [],
    blockedByHold: true,
    needs: ['carrier', 'trackingNumber'],
  },
  deliver: {
    label: 'Mark delivered',
    from: ['shipped'],
    to: 'delivered',
    customerFrom: [],
    blockedByHold: false,
    needs: [],
  },
  // Customers may cancel until production starts; after that only the shop can (material is cut).
  // Whoever cancels says why (issue 29): the reason is in the timeline and the mail.
  cancel: {
    label: 'Cancel order',
    from: BEFORE_SHIPPED,
    to: 'cancelled',
    customerFrom: ['submitted', 'confirmed'],
    blockedByHold: false,
    needs: ['note'],
  },
  hold: {
    label: 'Put on hold',
    from: BEFORE_SHIPPED,
    to: null,
    customerFrom: [],
    blockedByHold: false,
    needs: ['note'],
  },
  release: {
    label: 'Release hold',
    from: BEFORE_SHIPPED,
    to: null,
    customerFrom: [],
    blockedByHold: false,
    needs: [],
  },
  note: {
    label: 'Add a note',
    from: ORDER_STATUSES,
    to: null,
    customerFrom: ORDER_STATUSES,
    blockedByHold: false,
    needs: ['note'],
  },
};

export interface OrderState {
  status: OrderStatus;
  onHold: boolean;
}

export interface ActionInput {
  note?: string;
  carrier?: string;
  trackingNumber?: string;
}

export type ActionCheck =
  | { ok: true; to: OrderStatus | null }
  | { ok: false; who: boolean; message: string; field?: 'note' | 'carrier' | 'trackingNumber' };

const NEED_MESSAGES = {
  carrier: 'Name the carrier that takes the fixture.',
  trackingNumber: "Give the carrier's tracking number.",
  note: 'Say why (the note is shown to the customer).',
} as const;

/**
 * Whether `actor` may take `action` on an order in `state` (with `input`). `who: true` in a refusal
 * means the actor may never take it here (a 403), otherwise the order's state refuses it (a 409) or an
 * input is missing (a 400, `field` set).
 */
export function checkOrderAction(
  state: OrderState,
  action: OrderAction,
  actor: OrderActor,
  input: ActionInput = {},
): ActionCheck {
  const rule = ORDER_ACTION_RULES[action];
  const may = actor.staff || (actor.customerEditor && rule.customerFrom.length > 0);
  if (!may)
    return { ok: false, who: true, message: `Only the fixture shop can ${rule.label.toLowerCase()}.` };
  const status = ORDER_STATUS_LABELS[state.status].toLowerCase();
  if (!rule.from.includes(state.status))
    return { ok: false, who: false, message: `A ${status} order cannot be ${pastTense(action)}.` };
  if (!actor.staff && !rule.customerFrom.includes(state.status))
    return {
      ok: false,
      who: true,
      message: `Once production has started only the fixture shop can ${rule.label.toLowerCase()}.`,
    };
  if (rule.blockedByHold && state.onHold)
    return { ok: false, who: false, message: 'The order is on hold: release the hold first.' };
  if (action === 'hold' && state.onHold)
    return { ok: false, who: false, message: 'The order is already on hold.' };
  if (action === 'release' && !state.onHold)
    return { ok: false, who: false, message: 'The order is not on hold.' };
  for (const field of rule.needs)
    if (!input[field]?.trim()) return { ok: false, who: false, message: NEED_MESSAGES[field], field };
  return { ok: true, to: rule.to };
}

function pastTense(action: OrderAction): string {
  const words: Record<OrderAction, string> = {
    confirm: 'confirmed',
    'start-production': 'put into production',
    ship: 'shipped',
    deliver: 'marked delivered',
    cancel: 'cancelled',
    hold: 'put on hold',
    release: 'released from hold',
    note: 'annotated',
  };
  return words[action];
}

/** The actions `actor` can take now (inputs aside): the buttons an order page shows. */
export function availableOrderActions(state: OrderState, actor: OrderActor): OrderAction[] {
  const filled = { note: 'x', carrier: 'x', trackingNumber: 'x' };
  return ORDER_ACTIONS.filter((a) => checkOrderAction(state, a, actor, filled).ok);
}
