import type { KeySkills } from './schema';

/** The Key skills list on the About page: groups, each under a short label. */
export const keySkills = [
  {
    label: 'Languages',
    skills: ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'Python3', 'PHP', 'MySQL'],
  },
  { label: 'Front end', skills: ['React', 'Hooks', 'Redux', 'Bootstrap', 'Styled-components'] },
  {
    label: 'APIs & cloud',
    skills: ['REST API', 'Axios', 'AWS', 'Firebase Firestore', 'Salesforce'],
  },
  { label: 'Tools', skills: ['Git', 'Github', 'Bitbucket', 'VSC'] },
] satisfies KeySkills;
