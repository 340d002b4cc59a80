// Whether the toast library has been loaded: the code that raises a toast (a cart change, a
// failed request, a form's answer) brings it, and the page's toast container follows, so a
// page that never shows a toast never fetches the library.
let loaded = false;
const listeners = new Set<() => void>();

export function markToastsLoaded() {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

export function subscribeToastsLoaded(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toastsLoaded = () => loaded;
