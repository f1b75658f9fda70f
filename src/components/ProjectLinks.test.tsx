import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { projects } from '@/content/projects';
import { ProjectLinks } from './ProjectLinks';

function renderLinks(shownProjects: typeof projects, initiallyShown: number) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <ProjectLinks projects={shownProjects} initiallyShown={initiallyShown} />
    </ThemeProvider>,
  );
  return { user };
}

const linkTargets = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));
const viewMore = () => screen.queryByRole('button', { name: 'View more' });

// Three projects or more, whatever the content holds: the first ones, repeated if need be.
const some = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const project = projects[index % projects.length];
    if (!project) throw new Error('the content has no projects');
    return { ...project, id: index + 1, link: `${project.link}#${index}` };
  });

describe('ProjectLinks', () => {
  it('shows every project and no "View more" when there are no more than the limit', () => {
    const three = some(3);
    renderLinks(three, 3);
    expect(linkTargets()).toEqual(three.map((project) => project.link));
    expect(viewMore()).not.toBeInTheDocument();
  });

  it('shows the first ones, and all after "View more", which then goes for good', async () => {
    const five = some(5);
    const { user } = renderLinks(five, 3);
    expect(linkTargets()).toEqual(five.slice(0, 3).map((project) => project.link));

    await user.click(viewMore() as HTMLElement);

    expect(linkTargets()).toEqual(five.map((project) => project.link));
    expect(viewMore()).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the first newly shown link', async () => {
    const five = some(5);
    const { user } = renderLinks(five, 3);
    viewMore()?.focus();
    await user.keyboard('{Enter}');

    const firstNew = screen.getAllByRole('link')[3];
    expect(firstNew).toHaveFocus();
    expect(firstNew).toHaveAccessibleName(`${five[3]?.title} (opens in a new tab)`);
  });
});
