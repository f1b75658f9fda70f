/** The part of opentype.js (which ships no types) that textPaths.ts uses. */
declare module 'opentype.js' {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  export interface Path {
    extend(other: Path): void;
    getBoundingBox(): BoundingBox;
    toPathData(options: { decimalPlaces: number; flipY: boolean }): string;
  }
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    hasChar(char: string): boolean;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  const opentype: {
    parse(buffer: ArrayBuffer): Font;
    Path: new () => Path;
  };
  export default opentype;
}
