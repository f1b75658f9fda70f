/** Viewport widths (px) at which each named range starts. Every media query is derived from these. */
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
};

export type Breakpoint = keyof typeof breakpoints;
export type Breakpoints = Record<Breakpoint, number>;

/** Names from the smallest to the largest, for code that walks the ranges in order. */
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];
