/**
 * Records every inline style a route's page wrapper (the element directly inside <main>) takes
 * while it animates in, so a test can tell whether it moved.
 */
export function recordPageStyles(): { styles: string[]; stop: () => void } {
  const main = document.querySelector('main');
  if (!main) throw new Error('no <main> rendered');
  const styles: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target as HTMLElement;
      if (target.parentElement === main) styles.push(target.getAttribute('style') ?? '');
      for (const added of mutation.addedNodes) {
        if (added instanceof HTMLElement && added.parentElement === main)
          styles.push(added.getAttribute('style') ?? '');
      }
    }
  });
  observer.observe(main, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  return { styles, stop: () => observer.disconnect() };
}
