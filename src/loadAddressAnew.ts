/**
 * Loads the address anew, as a new page: what the app does when a chunk it needs to render (a
 * page's code, a piece of its content) cannot be fetched, because the visitor is offline or a
 * deploy has replaced it since this page loaded. Better than a page that cannot render.
 */
export function loadAddressAnew() {
  window.location.reload();
}
