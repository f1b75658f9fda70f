import { screen, within } from '@testing-library/react';
import { projectImageSize, projects } from '@/content/projects';
import { renderApp } from '@/test/renderApp';

const cards = () => screen.getAllByRole('article');
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('project pages', () => {
  it('/project shows All Projects with all six cards', () => {
    renderApp('/project');
    expect(screen.getByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(projects.map((project) => project.title));
  });

  it('/project/ecommerce shows only the ecommerce projects', () => {
    renderApp('/project/ecommerce');
    expect(screen.getByRole('heading', { level: 1, name: 'Ecommerce' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(
      projects.filter((project) => project.category === 'ecommerce').map((p) => p.title),
    );
    expect(cards()).toHaveLength(1);
  });

  it('/project/fetch-api shows only the api projects under "Fetch data from API"', () => {
    renderApp('/project/fetch-api');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fetch data from API' }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(
      projects.filter((project) => project.category === 'api').map((p) => p.title),
    );
    expect(cards()).toHaveLength(1);
  });

  it('gives each card its title, skills, a sized image and a Project Link in a new tab', () => {
    renderApp('/project');
    cards().forEach((card, index) => {
      const project = projects[index];
      if (!project) throw new Error('more cards than projects');
      expect(card).toHaveAccessibleName(project.title);

      const skills = within(card).getByRole('list', { name: 'Skills' });
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

      const link = within(card).getByRole('link', { name: 'Project Link (opens in a new tab)' });
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription(project.title);
    });
  });
});
