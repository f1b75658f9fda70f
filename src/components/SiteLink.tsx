import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of the site, within the router's base. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site, followed without a page load, as wouter's Link is. Written here
 * because wouter's Link reads the current address: every link on the page would render again
 * inside each click, before its frame. This one reads only the router's base, which never
 * changes, so a click renders none of them.
 */
export function SiteLink({ href, onClick, children, ...props }: SiteLinkProps) {
  const router = useRouter();
  const target = `${router.base}${href}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified or other button's click is the browser's: a new tab, a download, a menu.
    const modified = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    router.aroundNav(navigate, target, {});
  };
  return (
    <a {...props} href={target} onClick={follow}>
      {children}
    </a>
  );
}
