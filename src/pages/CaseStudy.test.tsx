import { screen, within } from '@testing-library/react';
import { caseStudy, rewardRuleText } from '@/content/caseStudy';
import { renderApp } from '@/test/renderApp';

describe('Design & Business Analysis case study', () => {
  it('tells the scenario in a card, with the three app features', () => {
    renderApp('/project/design-ba');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Design & Business Analysis' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Scenario' });
    for (const paragraph of caseStudy.scenario) expect(card).toHaveTextContent(paragraph);
    for (const feature of caseStudy.features) {
      expect(card).toHaveTextContent(feature.name);
      expect(card).toHaveTextContent(feature.detail);
    }
    expect(card).toHaveTextContent(rewardRuleText);
  });

  it('shows the wireframe, the as-is and to-be processes and the topology, described', () => {
    renderApp('/project/design-ba');
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => within(figure).getByRole('heading').textContent)).toEqual(
      caseStudy.figures.map((figure) => figure.title),
    );
    figures.forEach((figure, index) => {
      const expected = caseStudy.figures[index];
      const image = within(figure).getByRole('img');
      expect(image).toHaveAttribute('src', expected?.src);
      expect(image).toHaveAccessibleName(expected?.alt);
      expect(
        within(figure).getByRole('link', { name: `${expected?.title}: open the full-size image` }),
      ).toHaveAttribute('href', expected?.src);
    });
  });
});
