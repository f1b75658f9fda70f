/** The kinds of project; a route may show one kind (see `category` in src/routes.ts). */
export const projectCategories = [
  'fullStack',
  'ecommerce',
  'game',
  'frontEnd',
  'api',
  'github',
] as const;

export type ProjectCategory = (typeof projectCategories)[number];
