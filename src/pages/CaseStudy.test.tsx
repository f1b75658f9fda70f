import { screen, within } from '@testing-library/react';
import { caseStudy } from '@/content/caseStudy';
import { fill } from '@/content/translation';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { renderApp } from '@/testing/renderApp';

describe('the case study page', () => {
  it('tells the scenario in a card, with the app features', () => {
    renderApp(routes.designBa.path);
    expect(
      screen.getByRole('heading', { level: 1, name: routes.designBa.title }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: caseStudy.scenarioTitle });
    for (const paragraph of caseStudy.scenario) expect(card).toHaveTextContent(paragraph);
    expect(within(card).getByRole('heading', { name: caseStudy.featuresTitle })).toBeVisible();
    for (const feature of caseStudy.features) {
      expect(card).toHaveTextContent(feature.name);
      expect(card).toHaveTextContent(feature.detail);
    }
  });

  it('shows each diagram with its description, which no link hides', () => {
    renderApp(routes.designBa.path);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => within(figure).getByRole('heading').textContent)).toEqual(
      caseStudy.figures.map((figure) => figure.title),
    );
    figures.forEach((figure, index) => {
      const expected = caseStudy.figures[index];
      const image = within(figure).getByRole('img');
      expect(image).toHaveAttribute('src', expected?.src);
      expect(image).toHaveAccessibleName(expected?.alt);
      expect(image.closest('a')).toBeNull();
      expect(figure).toHaveTextContent(expected?.caption ?? '');
    });
  });

  it('offers each diagram full size through a link of its own, named for it', () => {
    renderApp(routes.designBa.path);
    screen.getAllByRole('figure').forEach((figure, index) => {
      const expected = caseStudy.figures[index];
      const link = within(figure).getByRole('link', {
        name: `${ui.caseStudy.openFullSize} ${fill(ui.caseStudy.fullSizeOf, { figure: expected?.title ?? '' })}`,
      });
      expect(link).toHaveAttribute('href', expected?.src);
      expect(link).toBeVisible();
    });
  });
});
