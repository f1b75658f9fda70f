/**
 * The intrinsic sizes of the content's images, so the layout reserves their space before they
 * load. Apart from the content's words, which each language loads on its own.
 */

/** Project thumbnails. */
export const projectImageSize = { width: 800, height: 500 };
