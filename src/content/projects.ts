import type { Project } from './schema';

/**
 * The portfolio's projects, in display order. Static data: never fetched. `link` is where the
 * project lives (a demo or its source), opened in a new tab; `img` a path under public/, and
 * `imgAlt` what it shows, for people who cannot see it.
 */
export const projects = [
  {
    id: 1,
    category: 'fullStack',
    title: 'MERN social media app',
    skills: ['MongoDB', 'Express', 'React', 'Node.js', 'JWT'],
    link: 'https://github.com/alex-morgan-dev/mern-social',
    img: '/images/projects/social-media.svg',
    imgAlt: 'A social feed with profile pictures, posts and like buttons',
  },
  {
    id: 2,
    category: 'ecommerce',
    title: 'Shopping cart',
    skills: ['React', 'Redux', 'Styled-components', 'Stripe'],
    link: 'https://github.com/alex-morgan-dev/shopping-cart',
    img: '/images/projects/shopping-cart.svg',
    imgAlt: 'A grid of products beside a cart icon with an item count',
  },
  {
    id: 3,
    category: 'game',
    title: 'Tic-tac-toe',
    skills: ['JavaScript', 'HTML5', 'CSS3'],
    link: 'https://github.com/alex-morgan-dev/tic-tac-toe',
    img: '/images/projects/tic-tac-toe.svg',
    imgAlt: 'A three-by-three tic-tac-toe board with crosses and noughts',
  },
  {
    id: 4,
    category: 'frontEnd',
    title: 'Music albums',
    skills: ['React', 'Hooks', 'CSS Grid'],
    link: 'https://github.com/alex-morgan-dev/music-albums',
    img: '/images/projects/music-albums.svg',
    imgAlt: 'A wall of colourful album covers with a play button',
  },
  {
    id: 5,
    category: 'api',
    title: 'Recipe finder',
    skills: ['React', 'REST API', 'Axios', 'Async/await'],
    link: 'https://github.com/alex-morgan-dev/recipe-finder',
    img: '/images/projects/recipes.svg',
    imgAlt: 'Recipe cards filled with data fetched from an API',
  },
  {
    id: 7,
    category: 'github',
    title: 'GitHub profile',
    skills: ['Git', 'Github', 'Open source'],
    link: 'https://github.com/alex-morgan-dev',
    img: '/images/projects/github-profile.svg',
    imgAlt: 'A developer profile with a repository list and a contribution graph',
  },
] satisfies Project[];
