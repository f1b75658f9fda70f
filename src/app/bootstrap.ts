/**
 * The one script a prerendered page carries, inlined at the end of its body by the build. The
 * page is complete HTML, so nothing needs the app to show it: this waits until the page has
 * painted and loaded (its largest image included) as a static page would, then imports the
 * app's modules (listed in its `data-modules`), which hydrate the page. Fetched any earlier,
 * the app's script would compete with the page for the network and the main thread.
 */
const script = document.currentScript;
const modules = script?.dataset.modules?.split(' ').filter(Boolean) ?? [];

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  for (const module of modules) void import(/* @vite-ignore */ module);
};

const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // The callback runs before the first frame; the timer after it.
    requestAnimationFrame(() => setTimeout(resolve));
    return;
  }
  // Reported once the frame is on screen, not when the browser starts to paint it.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

// The frame after the load event shows what loaded last.
void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(startApp)));

// A page that never reports a paint (one opened in the background, say) still starts.
void loaded.then(() => setTimeout(startApp, 3000));
