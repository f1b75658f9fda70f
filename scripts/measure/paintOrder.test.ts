import { describe, expect, it } from 'vitest';
import { paintedBeforeAppScript, paintOrder, type TraceEvent } from './paintOrder.ts';

const pageUrl = 'http://127.0.0.1:4000/about';
const frame = 'F1';

function trace(...events: TraceEvent[]): TraceEvent[] {
  return [
    { name: 'ResourceSendRequest', ts: 1_000, args: { data: { url: pageUrl, frame } } },
    ...events,
  ];
}
const paint = (ts: number, inFrame = frame): TraceEvent => ({
  name: 'firstContentfulPaint',
  ts,
  args: { frame: inFrame },
});
const script = (name: string, ts: number, url = 'http://127.0.0.1:4000/assets/index-abc.js') => ({
  name,
  ts,
  args: { data: { url } },
});

describe('paintOrder', () => {
  it('finds the first paint and the first thing done with one of the page’s scripts', () => {
    const order = paintOrder(
      trace(script('v8.compileModule', 9_000), paint(5_000), script('ResourceSendRequest', 6_000)),
      pageUrl,
    );
    expect(order).toEqual({
      firstContentfulPaint: 5_000,
      firstAppScript: {
        ts: 6_000,
        event: 'ResourceSendRequest',
        url: 'http://127.0.0.1:4000/assets/index-abc.js',
      },
    });
    expect(paintedBeforeAppScript(order)).toBe(true);
  });

  it('catches a script that ran before the paint', () => {
    const order = paintOrder(trace(script('v8.compileModule', 4_000), paint(5_000)), pageUrl);
    expect(paintedBeforeAppScript(order)).toBe(false);
  });

  it('ignores other frames, other origins, the document itself and what came before it', () => {
    const order = paintOrder(
      trace(
        paint(500),
        paint(2_000, 'other frame'),
        script('EvaluateScript', 3_000, 'https://cdn.example/lib.js'),
        script('EvaluateScript', 3_500, pageUrl),
        script('FunctionCall', 900),
        paint(5_000),
        script('FunctionCall', 8_000),
      ),
      pageUrl,
    );
    expect(order.firstContentfulPaint).toBe(5_000);
    expect(order.firstAppScript?.ts).toBe(8_000);
  });

  it('does not count a page whose app never started as painting first', () => {
    expect(paintedBeforeAppScript(paintOrder(trace(paint(5_000)), pageUrl))).toBe(false);
  });

  it('refuses a trace of some other page', () => {
    expect(() => paintOrder([paint(5_000)], pageUrl)).toThrow(/no request for/);
  });
});
