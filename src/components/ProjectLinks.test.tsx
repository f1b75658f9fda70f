import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { projects } from '@/content/projects';
import { ui } from '@/content/ui';
import { querySummary } from '@/testing/disclosure';
import { ProjectLinks } from './ProjectLinks';

function renderLinks(shownProjects: typeof projects, initiallyShown: number) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <ProjectLinks projects={shownProjects} initiallyShown={initiallyShown} />
      <a href="#elsewhere">Elsewhere</a>
    </ThemeProvider>,
  );
  return { user };
}

const linkTargets = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href !== '#elsewhere');
const viewMore = () => querySummary(ui.projectLinks.viewMore);

// Three projects or more, whatever the content holds: the first ones, repeated if need be.
const some = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const project = projects[index % projects.length];
    if (!project) throw new Error('the content has no projects');
    return { ...project, id: index + 1, link: `${project.link}#${index}` };
  });

describe('ProjectLinks', () => {
  it('shows every project and no button to show more when there are no more than the limit', () => {
    const three = some(3);
    renderLinks(three, 3);
    expect(linkTargets()).toEqual(three.map((project) => project.link));
    expect(viewMore()).not.toBeInTheDocument();
  });

  it('shows the first ones, and all after the button to show more, which then goes for good', async () => {
    const five = some(5);
    const { user } = renderLinks(five, 3);
    expect(linkTargets()).toEqual(five.slice(0, 3).map((project) => project.link));

    await user.click(viewMore() as HTMLElement);

    expect(linkTargets()).toEqual(five.map((project) => project.link));
    // Gone, not merely collapsed: there is no way back.
    expect(viewMore()).not.toBeInTheDocument();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('moves keyboard focus to the first newly shown link (%s)', async (_, keys) => {
    const five = some(5);
    const { user } = renderLinks(five, 3);
    viewMore()?.focus();
    await user.keyboard(keys);

    const firstNew = screen.getAllByRole('link')[3];
    expect(firstNew).toHaveAccessibleName(`${five[3]?.title} ${ui.externalLink.newTab}`);
    await waitFor(() => expect(firstNew).toHaveFocus());
  });

  it('leaves focus where it is when the rest open by other means, such as find in page', async () => {
    const five = some(5);
    renderLinks(five, 3);
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    elsewhere.focus();
    const details = viewMore()?.parentElement as HTMLDetailsElement;
    details.open = true;

    // The toggle event comes in a task of its own: wait until it has been handled.
    await new Promise<void>((resolve) => details.addEventListener('toggle', () => resolve()));
    await waitFor(() => expect(linkTargets()).toEqual(five.map((project) => project.link)));
    expect(elsewhere).toHaveFocus();
  });
});
