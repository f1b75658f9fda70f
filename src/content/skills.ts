import type { KeySkills } from './schema';

/** The Key skills list on the About page, one group per line. */
export const keySkills = [
  ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'Python3', 'PHP', 'MySQL'],
  ['React', 'Hooks', 'Redux', 'Bootstrap', 'Styled-components'],
  ['REST API', 'Axios', 'AWS', 'Firebase Firestore', 'Salesforce'],
  ['Git', 'Github', 'Bitbucket', 'VSC'],
] satisfies KeySkills;
