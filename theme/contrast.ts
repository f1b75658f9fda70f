/** WCAG 2 contrast ratio between two colours given as `#rrggbb` or `rgba(r, g, b, a)`. */
export function contrastRatio(foreground: string, background: string): number {
  const [l1, l2] = [luminance(parse(foreground)), luminance(parse(background))];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** The colour seen when a translucent `top` colour lies over an opaque `bottom` one. */
export function composite(top: string, bottom: string): string {
  const [r1, g1, b1, a] = parse(top);
  const [r2, g2, b2] = parse(bottom);
  const mix = (over: number, under: number) => Math.round(over * a + under * (1 - a));
  return `rgba(${mix(r1, r2)}, ${mix(g1, g2)}, ${mix(b1, b2)}, 1)`;
}

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color);
  if (hex) return [...hex.slice(1, 4).map((part) => parseInt(part, 16)), 1] as Rgba;
  const rgba = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4] ?? 1)];
  throw new Error(`Unsupported colour: ${color}`);
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
