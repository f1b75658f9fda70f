/// <reference types="node" />
// Reads public/ to check that every file the content names exists.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseStudy, rewardRuleText } from './caseStudy';
import { heroVideo } from './media';
import { projectCategories, projects } from './projects';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');
const publicFile = (path: string) => join(publicDir, path);

describe('projects', () => {
  it('have unique ids and known categories', () => {
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
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

describe('case study', () => {
  it('states the reward rule in one feature, from its constant', () => {
    expect(
      caseStudy.features.filter((feature) => feature.detail.includes(rewardRuleText)),
    ).toHaveLength(1);
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
