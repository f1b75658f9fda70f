// The sample site's own facts: the six sample projects, the Key skills,
// the hobbies, the case study's features and reward rule, the routes and the navbar, and the
// breakpoint, grid and motion tokens. Every other test reads what it checks from the content,
// the theme and the route table, so an owner who makes the site their own deletes this file and
// keeps a green suite.
import { theme } from '@theme/theme';
import { navigation, routeIds, routes } from '@/routes';
import { caseStudy, rewardRuleText } from './caseStudy';
import { aboutProjectsShown } from './limits';
import { profile } from './profile';
import { projects } from './projects';
import { keySkills } from './skills';

describe('the sample content', () => {
  it('has the six projects with ids 1 to 5 and 7, one per category', () => {
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(projects.map((project) => project.category)).toEqual([
      'fullStack',
      'ecommerce',
      'game',
      'frontEnd',
      'api',
      'github',
    ]);
  });

  it('lists exactly the four groups of Key skills', () => {
    expect(keySkills.map((group) => group.skills)).toEqual([
      ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'Python3', 'PHP', 'MySQL'],
      ['React', 'Hooks', 'Redux', 'Bootstrap', 'Styled-components'],
      ['REST API', 'Axios', 'AWS', 'Firebase Firestore', 'Salesforce'],
      ['Git', 'Github', 'Bitbucket', 'VSC'],
    ]);
  });

  it('names the job title and the six hobbies, and shows three project links before "View more"', () => {
    expect(profile.jobTitle).toBe('Web Developer');
    expect(profile.hobbies.map((hobby) => hobby.toLowerCase())).toEqual([
      'nature',
      'walking',
      'hiking',
      'running',
      'yoga',
      'playing a musical instrument',
    ]);
    expect(aboutProjectsShown).toBe(3);
  });

  it('has the case study features and the reward rule buy 10 get 1 free, stated once', () => {
    expect(rewardRuleText).toBe('buy 10 get 1 free');
    expect(caseStudy.features.map((feature) => feature.name)).toEqual([
      'Easy ordering',
      'Rewards',
      'Tracking map',
    ]);
    expect(
      caseStudy.features.filter((feature) => feature.detail.includes(rewardRuleText)),
    ).toHaveLength(1);
  });
});

describe('the sample routes and navbar', () => {
  it('has the seven routes, the category pages showing ecommerce and api projects', () => {
    expect(routeIds.map((id) => routes[id].path)).toEqual([
      '/',
      '/about',
      '/contact',
      '/project',
      '/project/ecommerce',
      '/project/fetch-api',
      '/project/design-ba',
    ]);
    expect(routes.ecommerce.category).toBe('ecommerce');
    expect(routes.fetchApi.category).toBe('api');
  });

  it('has Home, About, Contact and the Project dropdown, with a divider before the case study', () => {
    expect(navigation).toEqual([
      { kind: 'link', route: 'home', label: 'Home' },
      { kind: 'link', route: 'about', label: 'About' },
      { kind: 'link', route: 'contact', label: 'Contact' },
      {
        kind: 'dropdown',
        label: 'Project',
        items: [
          { route: 'ecommerce', label: 'Ecommerce' },
          { route: 'fetchApi', label: 'Fetch API' },
          { route: 'projects', label: 'All Projects' },
          { route: 'designBa', label: 'Design & Business Analysis', dividerBefore: true },
        ],
      },
    ]);
  });
});

describe('the sample theme', () => {
  it('has the breakpoints xs 0 to xxl 1400, the navbar expanding at md', () => {
    expect(theme.breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(theme.responsive.navbarExpand).toBe('md');
  });

  it('has 1 grid column on xs and sm, 2 on md, 3 from lg up', () => {
    expect(theme.responsive.gridColumns).toEqual({ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 });
  });

  it('has a light-blue navbar and a 300 ms route transition', () => {
    expect(theme.colors.navbarBg).toBe('#cfe8fc');
    expect(theme.motion.routeTransitionMs).toBe(300);
  });
});
