/**
 * The one script at the end of a prerendered page's body, inlined by the build. The page is
 * complete HTML, so nothing needs the app to show it: the app's modules (listed in its
 * `data-modules`) are fetched once the page has painted, while it finishes loading, and run
 * once it has loaded (its largest image included), as a static page would have; they hydrate
 * the page. Fetched before the paint, they would compete with the page for the network; run
 * before the load, for the main thread.
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

// Fetched as soon as the page is on screen, so that running them need not wait for the network.
void painted.then(() => {
  for (const module of modules) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = module;
    document.head.append(preload);
  }
});

// The frame after the load event shows what loaded last.
void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(startApp)));

// A page that never reports a paint (one opened in the background, say) still starts.
void loaded.then(() => setTimeout(startApp, 3000));
