import { screen, within } from '@testing-library/react';
import { aboutProjectsShown } from '@/content/limits';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { keySkills } from '@/content/skills';
import { routes } from '@/routes';
import { renderApp } from '@/test/renderApp';

const projectLinks = () =>
  within(screen.getByRole('region', { name: 'Project links' })).getAllByRole('link');

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
    const hobbies = screen.getByRole('region', { name: 'Hobbies' });
    expect(within(hobbies).getByText(profile.hobbiesIntro)).toBeInTheDocument();
    expect(
      within(hobbies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(profile.hobbies);
  });

  it('shows the Key skills, one list per group', () => {
    renderApp(routes.about.path);
    const skills = screen.getByRole('region', { name: 'Key skills' });
    const groups = within(skills)
      .getAllByRole('list')
      .filter((list) => list.parentElement?.tagName === 'LI');
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual(keySkills);
  });

  it('links the first projects, up to the limit, in order', () => {
    renderApp(routes.about.path);
    expect(projectLinks().map((link) => link.getAttribute('href'))).toEqual(
      projects.slice(0, aboutProjectsShown).map((project) => project.link),
    );
    expect(screen.queryAllByRole('button', { name: 'View more' })).toHaveLength(
      projects.length > aboutProjectsShown ? 1 : 0,
    );
  });

  it('opens project links in a new tab, safely, and says so', () => {
    renderApp(routes.about.path);
    for (const link of projectLinks()) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});
