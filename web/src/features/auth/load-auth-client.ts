/**
 * better-auth's client, loaded when a form first needs it (submitting sign-in, sign-up, the second
 * factor or a reset request) rather than with the sign-in screen: it is ~40 KB of JavaScript the
 * screen does not need to show itself (issue 20 item 3). A failed load throws inside the form's
 * own try, so it is described like any failed request.
 */
export const loadAuthClient = () => import('./auth-client').then((m) => m.authClient);
