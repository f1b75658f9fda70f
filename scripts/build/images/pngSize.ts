/** Width and height from a PNG's header (its IHDR chunk), for the tests of the drawn images. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('Not a PNG.');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
