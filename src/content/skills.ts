/** The Key skills list on the About page, one group per line. */
export const keySkills: readonly (readonly string[])[] = [
  ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'Python3', 'PHP', 'MySQL'],
  ['React', 'Hooks', 'Redux', 'Bootstrap', 'Styled-components'],
  ['REST API', 'Axios', 'AWS', 'Firebase Firestore', 'Salesforce'],
  ['Git', 'Github', 'Bitbucket', 'VSC'],
];
