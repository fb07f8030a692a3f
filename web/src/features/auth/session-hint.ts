// A flag in localStorage saying this browser had a signed-in session: public pages use it to decide
// whether Firebase Auth is worth downloading at once. It is only a hint; Firebase Auth itself
// decides who is signed in, and the flag follows whatever it last reported.

const KEY = 'fixwell:signed-in';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    // Storage blocked: load Auth, so a signed-in person is never shown as signed out.
    return true;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to remember it in.
  }
}
