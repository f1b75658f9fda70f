import { screen, within } from '@testing-library/react';
import { profile } from '@/content/profile';
import { fill } from '@/content/translation';
import { ui } from '@/content/ui';
import { routeIds, routes } from '@/routes';
import { renderApp } from '@/testing/renderApp';
import { ownerLinkList } from './OwnerLinks/ownerLinkList';

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it.each([...routeIds.map((id) => routes[id].path), '/no/such/page'])(
    'closes %s with the owner links',
    (path) => {
      renderApp(path);
      const links = within(footer()).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        ownerLinkList(profile.links).map((link) => link.href),
      );
    },
  );

  it('says "© year, name", the year of the build', () => {
    renderApp(routes.about.path);
    expect(
      within(footer()).getByText(
        fill(ui.footer.copyright, { year: new Date().getFullYear(), name: profile.brandName }),
      ),
    ).toBeVisible();
  });
});
