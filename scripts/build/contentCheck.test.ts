import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../harness/serverProcess.ts';
import {
  categoryPages,
  checkContent,
  checkSiteContent,
  formatProblems,
  publicFiles,
  siteContent,
} from './contentCheck.ts';

const publicDir = join(projectRoot, 'public');
const files = publicFiles(publicDir);

/** The site's content with one change made by `edit`, checked. */
function problemsAfter(edit: (content: Mutable) => void): string[] {
  const content = structuredClone(siteContent) as Mutable;
  edit(content);
  return checkContent(content, files);
}

// The tests break the content on purpose, so they see it untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any shape, to break it
type Mutable = Record<string, any>;

const [firstProject, secondProject] = siteContent.projects;
if (!firstProject || !secondProject) throw new Error('these tests need two projects');
const firstFigure = siteContent.caseStudy.figures[0];
if (!firstFigure) throw new Error('these tests need a case-study figure');
const projectEntry = (index: number) => {
  const project = siteContent.projects[index];
  return `projects[${index}] (id ${project?.id}, ${JSON.stringify(project?.title)})`;
};

describe('the content check', () => {
  it('passes the site content, each file it names being under public/', () => {
    expect(checkSiteContent(publicDir)).toEqual([]);
  });

  it('wants https links, naming the file, the entry and the fix', () => {
    expect(
      problemsAfter((content) => (content.projects[1].link = 'http://example.com/app')),
    ).toEqual([
      `src/content/projects.ts: ${projectEntry(1)} › link: "http://example.com/app" is not a full https:// address. Fix: link to the project's https:// page or repository.`,
    ]);
  });

  it('wants each project id once', () => {
    expect(problemsAfter((content) => (content.projects[1].id = firstProject.id))).toEqual([
      `src/content/projects.ts: projects[1] (id ${firstProject.id}, ${JSON.stringify(secondProject.title)}) › id: ${firstProject.id} is also the id of projects[0]. Fix: give each project its own id.`,
    ]);
  });

  it('wants images that exist under public/, described', () => {
    const problems = problemsAfter((content) => {
      content.projects[0].img = '/images/projects/missing.svg';
      content.projects[0].imgAlt = '  ';
      content.caseStudy.figures[0].src = 'images/case-study/wireframe.svg';
      content.heroVideo.poster = '/media/missing.webp';
    });
    expect(problems).toEqual([
      `src/content/projects.ts: ${projectEntry(0)} › img: "/images/projects/missing.svg" is not a file under public/. Fix: put the file at public/images/projects/missing.svg, or correct the path.`,
      `src/content/projects.ts: ${projectEntry(0)} › imgAlt: is empty. Fix: describe the image for people who cannot see it.`,
      `src/content/caseStudy.ts: caseStudy › figures[0] (${JSON.stringify(firstFigure.title)}) › src: "images/case-study/wireframe.svg" must start with "/": it is the file's path under public/. Fix: give the path of an image under public/, like /images/me.svg.`,
      'src/content/media.ts: heroVideo › poster: "/media/missing.webp" is not a file under public/. Fix: put the file at public/media/missing.webp, or correct the path.',
    ]);
  });

  it('wants known categories', () => {
    const [problem] = problemsAfter((content) => (content.projects[0].category = 'games'));
    expect(problem).toMatch(
      new RegExp(
        `^src/content/projects.ts: ${escape(projectEntry(0))} › category: "games" is not a known category. Fix: use one of .*, or add it to projectCategories in src/content/categories.ts.$`,
      ),
    );
  });

  it('wants a project for every category that a page shows', () => {
    const [page] = categoryPages;
    if (!page) throw new Error('these tests need a page that shows one category');
    const problems = problemsAfter(
      (content) =>
        (content.projects = content.projects.filter(
          (project: { category: string }) => project.category !== page.category,
        )),
    );
    expect(problems).toContain(
      `src/content/projects.ts: projects: has no project of the category "${page.category}", which the page ${page.path} shows. Fix: add a project with category "${page.category}", or take that page out of src/routes.ts.`,
    );
  });

  it('says which field is missing, which is unknown, and which is repeated', () => {
    const problems = problemsAfter((content) => {
      delete content.profile.jobTitle;
      content.profile.jobtitle = siteContent.profile.jobTitle;
      content.profile.hobbies = [...content.profile.hobbies, content.profile.hobbies[0]];
    });
    const hobbies = siteContent.profile.hobbies;
    expect(problems).toEqual([
      'src/content/profile.ts: profile › jobTitle: is missing. Fix: add it; write your job title, shown under the greeting.',
      `src/content/profile.ts: profile › hobbies[${hobbies.length}]: repeats item 1, ${JSON.stringify(hobbies[0])}. Fix: remove one of them.`,
      'src/content/profile.ts: profile: has a field "jobtitle" that the content does not know. Fix: correct its name, or add it to the schema in src/content/schema.ts.',
    ]);
  });

  it("wants a diagram's declared size to be the size its SVG file gives", () => {
    const problems = problemsAfter((content) => (content.caseStudy.figures[0].width += 1));
    expect(problems).toEqual([
      `src/content/caseStudy.ts: caseStudy › figures[0] (${JSON.stringify(firstFigure.title)}) › width: ${firstFigure.width + 1}×${firstFigure.height} is not the size of ${firstFigure.src}, which is ${firstFigure.width}×${firstFigure.height}. Fix: set width ${firstFigure.width} and height ${firstFigure.height}.`,
    ]);
  });

  describe("the owner's links", () => {
    it('want each profile on its own site, over https', () => {
      expect(
        problemsAfter((content) => {
          content.profile.links.github = 'https://gitlab.com/sam';
          content.profile.links.linkedin = 'http://www.linkedin.com/in/sam';
        }),
      ).toEqual([
        'src/content/profile.ts: profile › links › github: "https://gitlab.com/sam" is not an address on github.com. Fix: link to your GitHub profile, like https://github.com/you.',
        'src/content/profile.ts: profile › links › linkedin: "http://www.linkedin.com/in/sam" is not a full https:// address. Fix: link to your LinkedIn profile, like https://www.linkedin.com/in/you.',
      ]);
    });

    it('want a mailto: link to an address that mail can reach', () => {
      const fix = 'Fix: write your address after "mailto:", like mailto:you@example.com.';
      expect(problemsAfter((content) => (content.profile.links.email = 'sam@example.com'))).toEqual(
        [
          `src/content/profile.ts: profile › links › email: "sam@example.com" does not start with "mailto:". ${fix}`,
        ],
      );
      expect(
        problemsAfter((content) => (content.profile.links.email = 'mailto:sam@localhost')),
      ).toEqual([
        `src/content/profile.ts: profile › links › email: "sam@localhost" is not an email address. ${fix}`,
      ]);
    });

    it('take a résumé as a PDF under public/ or an https address, or none', () => {
      const fix =
        'Fix: give the path of your résumé PDF under public/, like /resume.pdf, or its https:// address; or leave the field out.';
      const entry = 'src/content/profile.ts: profile › links › resume:';
      expect(
        problemsAfter((content) => {
          content.profile.links.resume = '/missing-resume.pdf';
        }),
      ).toEqual([
        `${entry} "/missing-resume.pdf" is not a file under public/: put it at public/missing-resume.pdf. ${fix}`,
      ]);
      expect(
        problemsAfter((content) => (content.profile.links.resume = '/images/portrait.svg')),
      ).toEqual([
        `${entry} "/images/portrait.svg" is not a PDF file (its name must end in .pdf). ${fix}`,
      ]);
      expect(problemsAfter((content) => (content.profile.links.resume = 'resume.pdf'))).toEqual([
        `${entry} "resume.pdf" is neither a full https:// address nor a path under public/ starting with "/". ${fix}`,
      ]);
      expect(
        problemsAfter((content) => (content.profile.links.resume = 'https://sam.example/cv')),
      ).toEqual([]);
      expect(problemsAfter((content) => delete content.profile.links.resume)).toEqual([]);
    });

    it('take other links, each with a label and an https address', () => {
      expect(
        problemsAfter(
          (content) =>
            (content.profile.links.others = [
              { label: 'Blog', href: 'https://sam.example/blog' },
              { label: ' ', href: 'http://sam.example' },
            ]),
        ),
      ).toEqual([
        'src/content/profile.ts: profile › links › others[1] › label: is empty. Fix: name the link, such as Blog.',
        'src/content/profile.ts: profile › links › others[1] › href: "http://sam.example" is not a full https:// address. Fix: give the full https:// address.',
      ]);
    });
  });

  it('wants an optional portrait that exists and is described', () => {
    expect(
      problemsAfter((content) => (content.profile.photo = { src: '/images/me.jpg', alt: '' })),
    ).toEqual([
      'src/content/profile.ts: profile › photo › src: "/images/me.jpg" is not a file under public/. Fix: put the file at public/images/me.jpg, or correct the path.',
      'src/content/profile.ts: profile › photo › alt: is empty. Fix: describe yourself in the photo, such as Sam smiling.',
    ]);
    expect(problemsAfter((content) => delete content.profile.photo)).toEqual([]);
  });

  it('wants a short label for each group of skills', () => {
    expect(problemsAfter((content) => (content.keySkills[0].label = ''))).toEqual([
      'src/content/skills.ts: keySkills[0] › label: is empty. Fix: name the group in a word or two, such as Languages.',
    ]);
  });

  it('formats the problems as one message', () => {
    expect(formatProblems(['a: b', 'c: d'])).toBe(
      'The content has 2 problems:\n  - a: b\n  - c: d',
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
