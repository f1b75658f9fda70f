import { useEffect, useState, type ReactNode } from 'react';
import { NotFound } from '@/pages/NotFound';
import { normalizePath } from '@/routes';
import { sitePath } from '@/sitePath';

const pathAttribute = 'data-prerendered';

interface PrerenderedPageProps {
  /** The page's path on the site. */
  path: string;
  /** The page itself, where it can be drawn (the prerenderer, the development server). */
  children?: ReactNode;
  /** Whether the visitor landed on this address, rather than the app navigating to it. */
  landed?: boolean;
}

/**
 * A page that only the build can draw (the writing section, from the owner's Markdown): the
 * browser keeps the HTML it arrived with, so the page ships none of its content or code as
 * script. Come to by the app instead (the Back button after a link out), it has no HTML to
 * keep, so the browser loads it from the host, as a visitor without JavaScript would. Landed on
 * with no such HTML, the address has no page: the host answered with the not-found page, which
 * stays (loading it again would only bring the same answer back, again and again).
 */
export function PrerenderedPage({ path, children, landed = false }: PrerenderedPageProps) {
  const key = normalizePath(path);
  // Read once, as hydration starts: the prerendered HTML of this very page, if it is the one
  // the visitor landed on.
  const [arrived] = useState(() =>
    children === undefined
      ? document.querySelector(`[${pathAttribute}="${CSS.escape(key)}"]`)?.innerHTML
      : undefined,
  );
  const missing = children === undefined && arrived === undefined && !landed;

  useEffect(() => {
    if (missing) window.location.replace(`${sitePath(path)}${window.location.hash}`);
  }, [missing, path]);

  if (children !== undefined) return <div {...{ [pathAttribute]: key }}>{children}</div>;
  if (arrived === undefined) return landed ? <NotFound /> : null;
  return <div {...{ [pathAttribute]: key }} dangerouslySetInnerHTML={{ __html: arrived }} />;
}
