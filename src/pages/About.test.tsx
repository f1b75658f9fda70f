import { screen, within } from '@testing-library/react';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { keySkills } from '@/content/skills';
import { renderApp } from '@/test/renderApp';

const projectLinks = () =>
  within(screen.getByRole('region', { name: 'Project links' }) as HTMLElement).getAllByRole('link');

describe('About', () => {
  it('introduces me under the heading About', () => {
    renderApp('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText(/passion for coding/)).toBeInTheDocument();
    expect(screen.getByText(/new technologies/)).toBeInTheDocument();
  });

  it('lists the hobbies', () => {
    renderApp('/about');
    const hobbies = screen.getByRole('region', { name: 'Hobbies' });
    expect(
      within(hobbies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(profile.hobbies);
    expect(profile.hobbies.map((hobby) => hobby.toLowerCase())).toEqual([
      'nature',
      'walking',
      'hiking',
      'running',
      'yoga',
      'playing a musical instrument',
    ]);
  });

  it('shows the four Key skills groups', () => {
    renderApp('/about');
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

  it('shows the first 3 project links, and all 6 after "View more", with no way back', async () => {
    const { user } = renderApp('/about');
    expect(projectLinks().map((link) => link.getAttribute('href'))).toEqual(
      projects.slice(0, 3).map((project) => project.link),
    );

    await user.click(screen.getByRole('button', { name: 'View more' }));

    expect(projectLinks().map((link) => link.getAttribute('href'))).toEqual(
      projects.map((project) => project.link),
    );
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the first newly shown link', async () => {
    const { user } = renderApp('/about');
    screen.getByRole('button', { name: 'View more' }).focus();
    await user.keyboard('{Enter}');

    expect(projectLinks()[3]).toHaveFocus();
    expect(projectLinks()[3]).toHaveAccessibleName(`${projects[3]?.title} (opens in a new tab)`);
  });

  it('opens project links in a new tab, safely, and says so', () => {
    renderApp('/about');
    for (const link of projectLinks()) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});
