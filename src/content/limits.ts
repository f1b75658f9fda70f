/** How many project links the About page shows before "View more". */
export const aboutProjectsShown = 3;
