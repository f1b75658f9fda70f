import { screen, within } from '@testing-library/react';
import { aboutProjectsShown } from '@/content/limits';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { keySkills } from '@/content/skills';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { querySummary } from '@/testing/disclosure';
import { renderApp } from '@/testing/renderApp';

const projectLinks = () =>
  within(screen.getByRole('region', { name: ui.about.projectLinks })).getAllByRole('link');

describe('About', () => {
  it('introduces me under the heading About', () => {
    renderApp(routes.about.path);
    expect(screen.getByRole('heading', { level: 1, name: routes.about.title })).toBeInTheDocument();
    for (const paragraph of profile.aboutIntro) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('lists the hobbies', () => {
    renderApp(routes.about.path);
    const hobbies = screen.getByRole('region', { name: ui.about.hobbies });
    expect(within(hobbies).getByText(profile.hobbiesIntro)).toBeInTheDocument();
    expect(
      within(hobbies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(profile.hobbies);
  });

  it('shows the skills section, one list per group under its label', () => {
    renderApp(routes.about.path);
    const skills = screen.getByRole('region', { name: ui.about.keySkills });
    const groups = within(skills)
      .getAllByRole('list')
      .filter((list) => list.parentElement?.tagName === 'LI');
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual(keySkills.map((group) => group.skills));
    expect(
      within(skills)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(keySkills.map((group) => group.label));
  });

  it('shows the portrait beside the intro when the content has one, described', () => {
    renderApp(routes.about.path);
    const { photo } = profile;
    const portrait = photo ? screen.getByRole('img', { name: photo.alt }) : null;
    if (!photo) {
      expect(screen.queryAllByRole('img')).toHaveLength(0);
      return;
    }
    expect(portrait).toHaveAttribute('src', photo.src);
  });

  it('links the first projects, up to the limit, in order', () => {
    renderApp(routes.about.path);
    expect(projectLinks().map((link) => link.getAttribute('href'))).toEqual(
      projects.slice(0, aboutProjectsShown).map((project) => project.link),
    );
    expect(querySummary(ui.projectLinks.viewMore) !== null).toBe(
      projects.length > aboutProjectsShown,
    );
  });

  it('opens project links in a new tab, safely, and says so', () => {
    renderApp(routes.about.path);
    for (const link of projectLinks()) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining(ui.externalLink.newTab));
    }
  });
});
