import { screen, within } from '@testing-library/react';
import { projectImageSize } from '@/content/imageSizes';
import { projects } from '@/content/projects';
import { ui } from '@/content/ui';
import { routes, type RouteId, type RouteInfo } from '@/routes';
import { renderApp } from '@/testing/renderApp';

const cards = () => screen.getAllByRole('article');
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** The project pages: all projects, and one page per category the route table names. */
const projectPages: RouteId[] = ['projects', 'ecommerce', 'fetchApi'];

describe('project pages', () => {
  it.each(projectPages)(
    '%s shows its title, its description and the projects of its category',
    (id) => {
      const { path, title, description, category }: RouteInfo = routes[id];
      renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      const shown = category
        ? projects.filter((project) => project.category === category)
        : projects;
      expect(shown.length).toBeGreaterThan(0);
      expect(cardTitles()).toEqual(shown.map((project) => project.title));
    },
  );

  it('gives each card its title, skills, a sized image and a link to the project in a new tab', () => {
    renderApp(routes.projects.path);
    cards().forEach((card, index) => {
      const project = projects[index];
      if (!project) throw new Error('more cards than projects');
      expect(card).toHaveAccessibleName(project.title);

      const skills = within(card).getByRole('list', { name: ui.projectCard.skillsName });
      expect(
        within(skills)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(project.skills);

      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('src', project.img);
      expect(image).toHaveAccessibleName(project.imgAlt);
      expect(image).toHaveAttribute('width', String(projectImageSize.width));
      expect(image).toHaveAttribute('height', String(projectImageSize.height));
      expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');

      const link = within(card).getByRole('link', {
        name: `${ui.projectCard.projectLink} ${ui.externalLink.newTab}`,
      });
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription(project.title);
      // The link covers the whole card; no second target leads to the same place.
      expect(within(card).getAllByRole('link')).toEqual([link]);
    });
  });
});
