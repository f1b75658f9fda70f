/** Who the site is about. Edit these to make the site yours. */
export const profile = {
  /** Shown in the navbar and in every document title. */
  brandName: 'Alex Morgan',
};
