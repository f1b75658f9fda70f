/**
 * Whether a page painted before its app's script started, read from a Chromium trace (a
 * Playwright or a Lighthouse one): the page's first contentful paint against the first
 * request, compilation or run of a script file from the page's own origin.
 */
export interface TraceEvent {
  name: string;
  /** Microseconds on the trace's clock. */
  ts: number;
  args?: { frame?: string; data?: { url?: string; frame?: string } };
}

export interface PaintOrder {
  /** The page's first contentful paint (trace clock, microseconds). */
  firstContentfulPaint: number | undefined;
  /** The earliest event of a script file from the page's origin. */
  firstAppScript: { ts: number; event: string; url: string } | undefined;
}

/** What the browser does with a script file, in the order it does it. */
const SCRIPT_EVENTS = new Set([
  'ResourceSendRequest',
  'v8.compile',
  'v8.compileModule',
  'EvaluateScript',
  'FunctionCall',
]);

export function paintOrder(events: readonly TraceEvent[], pageUrl: string): PaintOrder {
  const byTime = [...events].sort((a, b) => a.ts - b.ts);
  const documentRequest = byTime.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === pageUrl,
  );
  if (!documentRequest) throw new Error(`The trace has no request for ${pageUrl}`);
  const frame = documentRequest.args?.data?.frame;
  const after = byTime.filter((event) => event.ts >= documentRequest.ts);

  const paint = after.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame,
  );
  const origin = new URL(pageUrl).origin;
  const isAppScript = (url: string | undefined) => {
    if (!url) return false;
    const parsed = URL.parse(url);
    return parsed?.origin === origin && parsed.pathname.endsWith('.js');
  };
  const script = after.find(
    (event) => SCRIPT_EVENTS.has(event.name) && isAppScript(event.args?.data?.url),
  );
  return {
    firstContentfulPaint: paint?.ts,
    firstAppScript: script && {
      ts: script.ts,
      event: script.name,
      url: script.args?.data?.url ?? '',
    },
  };
}

/** True when the page painted, its app's script started, and the paint came first. */
export function paintedBeforeAppScript({
  firstContentfulPaint,
  firstAppScript,
}: PaintOrder): boolean {
  return (
    firstContentfulPaint !== undefined &&
    firstAppScript !== undefined &&
    firstContentfulPaint < firstAppScript.ts
  );
}
