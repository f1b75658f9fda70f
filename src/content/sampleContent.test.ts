// The sample content's own facts, as the specification gives them: six projects with ids 1 to
// 5 and 7, one per category; the four groups of Key skills; the case study's three features and
// its reward rule. Every other test reads the content it checks, so an owner who replaces the
// sample content with their own deletes this file and keeps a green suite.
import { caseStudy, rewardRuleText } from './caseStudy';
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
    expect(keySkills).toEqual([
      ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'Python3', 'PHP', 'MySQL'],
      ['React', 'Hooks', 'Redux', 'Bootstrap', 'Styled-components'],
      ['REST API', 'Axios', 'AWS', 'Firebase Firestore', 'Salesforce'],
      ['Git', 'Github', 'Bitbucket', 'VSC'],
    ]);
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
