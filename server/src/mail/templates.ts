import type { Mail } from './mailer';

// The mails Studio sends. Each link points at the web app's /confirm page (PRODUCT.md §2), which
// shows what is about to happen and then calls the API; nothing happens on a mere GET of the link, so
// mail scanners that prefetch links cannot confirm or accept anything.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(kind: string, to: string, subject: string, lines: string[], link: string): Mail {
  const text = [...lines, '', link, '', '— Studio, PCBA test fixture design tools'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>— Studio, PCBA test fixture design tools</p>',
  ].join('\n');
  return { kind, to, subject, text, html, links: { action: link } };
}

export const confirmUrl = (publicUrl: string, params: Record<string, string>) =>
  `${publicUrl}/confirm?${new URLSearchParams(params).toString()}`;

export function verifyEmailMail(publicUrl: string, to: string, name: string, token: string): Mail {
  return compose(
    'verify-email',
    to,
    'Confirm your e-mail address for Studio',
    [`Hello ${name},`, 'please confirm your e-mail address to finish creating your Studio account:'],
    confirmUrl(publicUrl, { type: 'verify-email', token }),
  );
}

/** To the owner of a verified address that someone tried to sign up again (issue 13 item 3). */
export function signUpAttemptMail(publicUrl: string, to: string, name: string): Mail {
  return compose(
    'sign-up-attempt',
    to,
    'Someone tried to create a Studio account with your address',
    [
      `Hello ${name},`,
      'someone just tried to sign up for Studio with this e-mail address, which already has an account. Nothing was changed.',
      'If it was you, sign in instead (or reset your password if you forgot it). If not, you can ignore this mail.',
    ],
    `${publicUrl}/login`,
  );
}

export function resetPasswordMail(publicUrl: string, to: string, name: string, token: string): Mail {
  return compose(
    'reset-password',
    to,
    'Reset your Studio password',
    [
      `Hello ${name},`,
      'someone (hopefully you) asked to reset the password of your Studio account. Choose a new one here:',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    confirmUrl(publicUrl, { type: 'reset-password', token }),
  );
}

export function invitationMail(
  publicUrl: string,
  invite: { id: string; email: string; companyName: string; inviterName: string; role: string },
): Mail {
  return compose(
    'invitation',
    invite.email,
    `${invite.inviterName} invited you to ${invite.companyName} on Studio`,
    [
      `${invite.inviterName} invited you to join ${invite.companyName} on Studio as ${invite.role}.`,
      'Open the link to accept or decline (sign in or create an account with this e-mail address first):',
    ],
    confirmUrl(publicUrl, { type: 'invite', id: invite.id }),
  );
}

/** To every member of the ordering company when a delivery order changes (issue 16). */
export function orderUpdateMail(
  publicUrl: string,
  to: string,
  order: {
    id: string;
    number: string;
    companyName: string;
    title: string;
    what: string;
    status: string;
    note: string;
    carrier: string;
    trackingNumber: string;
    actorName: string;
  },
): Mail {
  const lines = [
    `Delivery order ${order.number}${order.title ? ` (${order.title})` : ''} of ${order.companyName}: ${order.what}.`,
    `Status: ${order.status}. By ${order.actorName}.`,
    ...(order.carrier ? [`Carrier: ${order.carrier}, tracking number ${order.trackingNumber}.`] : []),
    ...(order.note ? [`Note: ${order.note}`] : []),
    'Follow the order in Studio:',
  ];
  return compose(
    'order-update',
    to,
    `${order.number}: ${order.what}`,
    lines,
    `${publicUrl}/delivery-orders/${order.id}`,
  );
}

/** To a company's owners, admins and engineers when a fixture reaches 80 % or 100 % of its rated life (issue 32). */
export function fixtureWearMail(
  publicUrl: string,
  to: string,
  wear: {
    companyName: string;
    fixtureSerial: string;
    thresholdPercent: number;
    cycles: number;
    ratedCycles: number;
    remainingCycles: number;
    limitedBy: string;
  },
): Mail {
  const n = (v: number) => v.toLocaleString('en-US');
  const end = wear.thresholdPercent >= 100;
  const lines = [
    `Fixture ${wear.fixtureSerial} of ${wear.companyName} has run ${n(wear.cycles)} cycles: ${wear.thresholdPercent} % of the ${n(wear.ratedCycles)} its ${wear.limitedBy} are rated for.`,
    end
      ? 'Its probes are at the end of their rated life: replace them before contact failures rise.'
      : `Maintenance is due: ${n(wear.remainingCycles)} cycles remain. Plan the probe replacement.`,
    'The fixture wear list in Studio:',
  ];
  return compose(
    'fixture-wear',
    to,
    end
      ? `Fixture ${wear.fixtureSerial}: probes at end of life (${n(wear.cycles)} cycles)`
      : `Fixture ${wear.fixtureSerial}: maintenance due (${wear.thresholdPercent} % of rated cycles)`,
    lines,
    `${publicUrl}/settings/stations`,
  );
}
