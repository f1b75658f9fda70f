/// <reference types="node" />
// Reads public/ to check that every file the content names exists.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseStudy, rewardRuleText } from './caseStudy';
import { heroVideo } from './media';
import { projectCategories, projects } from './projects';
import { keySkills } from './skills';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');
const publicFile = (path: string) => join(publicDir, path);

describe('projects', () => {
  it('are the six projects with ids 1 to 5 and 7', () => {
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
  });

  it('cover each category the spec names, once each', () => {
    expect(projects.map((project) => project.category)).toEqual([
      'fullStack',
      'ecommerce',
      'game',
      'frontEnd',
      'api',
      'github',
    ]);
    for (const project of projects) expect(projectCategories).toContain(project.category);
  });

  it.each(projects)(
    '$title has a title, skills, an https link and an image that exists',
    (project) => {
      expect(project.title.trim()).not.toBe('');
      expect(project.skills.length).toBeGreaterThan(0);
      expect(new URL(project.link).protocol).toBe('https:');
      expect(project.img).toMatch(/^\/images\/.+\.(webp|jpg|png|svg)$/);
      expect(existsSync(publicFile(project.img))).toBe(true);
      expect(project.imgAlt.length).toBeGreaterThan(10);
    },
  );

  it('have distinct images', () => {
    expect(new Set(projects.map((project) => project.img)).size).toBe(projects.length);
  });
});

describe('key skills', () => {
  it('are exactly the four groups of the spec', () => {
    expect(keySkills).toEqual([
      ['HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'Python3', 'PHP', 'MySQL'],
      ['React', 'Hooks', 'Redux', 'Bootstrap', 'Styled-components'],
      ['REST API', 'Axios', 'AWS', 'Firebase Firestore', 'Salesforce'],
      ['Git', 'Github', 'Bitbucket', 'VSC'],
    ]);
  });
});

describe('case study', () => {
  it('states the reward rule once, from its constant', () => {
    expect(rewardRuleText).toBe('buy 10 get 1 free');
    expect(caseStudy.features.map((feature) => feature.name)).toEqual([
      'Easy ordering',
      'Rewards',
      'Tracking map',
    ]);
    expect(caseStudy.features[1]?.detail).toContain(rewardRuleText);
  });

  it.each(caseStudy.figures)('$title is an SVG of the declared size', (figure) => {
    const svg = readFileSync(publicFile(figure.src), 'utf8');
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain(`width="${figure.width}"`);
    expect(root).toContain(`height="${figure.height}"`);
    expect(figure.alt.length).toBeGreaterThan(80);
  });
});

describe('hero media', () => {
  it('exists for every source the home page names', () => {
    for (const path of [heroVideo.webm, heroVideo.mp4, heroVideo.poster]) {
      expect(existsSync(publicFile(path))).toBe(true);
    }
  });
});
