import { screen, within } from '@testing-library/react';
import { caseStudy } from '@/content/caseStudy';
import { renderApp } from '@/test/renderApp';

describe('Design & Business Analysis case study', () => {
  it('tells the scenario in a card, with the three app features', () => {
    renderApp('/project/design-ba');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Design & Business Analysis' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Scenario' });
    expect(card).toHaveTextContent(/small coffee seller/);
    expect(card).toHaveTextContent(/office workers in the city centre/);
    expect(card).toHaveTextContent(/lockdown/);
    expect(card).toHaveTextContent(/delivering coffee in key suburbs/);
    expect(card).toHaveTextContent(/Easy ordering/);
    expect(card).toHaveTextContent(/buy 10 get 1 free/);
    expect(card).toHaveTextContent(/Tracking map/);
  });

  it('shows the wireframe, the as-is and to-be processes and the topology, described', () => {
    renderApp('/project/design-ba');
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => within(figure).getByRole('heading').textContent)).toEqual([
      'Wireframe',
      'As-is process',
      'To-be process',
      'System topology',
    ]);
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
