/**
 * The one script a prerendered page carries, inlined at the end of its body by the build. The
 * page is complete HTML, so nothing needs the app to paint it: this waits for the first
 * contentful paint, then imports the app's modules (listed in its `data-modules`), which
 * hydrate the page. Fetched any earlier, the app's script would compete with the page for the
 * network and the main thread before anything shows.
 */
const script = document.currentScript;
const modules = script?.dataset.modules?.split(' ').filter(Boolean) ?? [];

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  for (const module of modules) void import(/* @vite-ignore */ module);
};

if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  // Reported once the frame is on screen, not when the browser starts to paint it.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startApp();
  }).observe({ type: 'paint', buffered: true });
} else {
  // The callback runs before the first frame; the timer after it.
  requestAnimationFrame(() => setTimeout(startApp));
}

// A page that never reports a paint (one opened in the background, say) still starts.
setTimeout(startApp, 3000);
