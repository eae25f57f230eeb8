const LAST_RELOAD_KEY = 'groupcover:reloaded-for-new-version';
const MIN_INTERVAL_MS = 10_000;

/**
 * Screens load on first visit from hashed files. A page opened before a deploy asks for files the new version
 * no longer has: load the new version instead of showing an error. At most once in 10 s, so a file that is
 * really missing shows the error page rather than reloading forever.
 */
export function reloadWhenScreensAreGone(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage) {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < MIN_INTERVAL_MS) return;
    storage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
