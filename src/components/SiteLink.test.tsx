import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLink } from './SiteLink';

let renders = 0;
const countRender = () => {
  renders += 1;
};

function Page() {
  const [location] = useLocation();
  // The same element throughout, as a page's links are: only the link itself can render it again.
  const [links] = useState(() => (
    <Profiler id="link" onRender={countRender}>
      <SiteLink href="/second">To /second</SiteLink>
    </Profiler>
  ));
  return (
    <>
      <p>At {location}</p>
      {links}
    </>
  );
}

function renderSite() {
  renders = 0;
  render(
    <Router base="/base">
      <Page />
    </Router>,
  );
  return { user: userEvent.setup(), link: screen.getByRole('link', { name: 'To /second' }) };
}

afterEach(() => {
  act(() => window.history.replaceState(null, '', '/'));
});

describe('SiteLink', () => {
  it("links to the path under the router's base and follows it without a page load", async () => {
    const { user, link } = renderSite();
    expect(link).toHaveAttribute('href', '/base/second');
    await user.click(link);
    expect(window.location.pathname).toBe('/base/second');
    expect(screen.getByText('At /second')).toBeInTheDocument();
  });

  it('does not render again when the address changes', async () => {
    const { user, link } = renderSite();
    const before = renders;
    await user.click(link);
    expect(screen.getByText('At /second')).toBeInTheDocument();
    expect(renders).toBe(before);
  });

  it('leaves a modified click to the browser, and one its onClick prevented', async () => {
    const { user, link } = renderSite();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(window.location.pathname).toBe('/');

    render(
      <Router base="/base">
        <SiteLink href="/third" onClick={(event) => event.preventDefault()}>
          Prevented
        </SiteLink>
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Prevented' }));
    expect(window.location.pathname).toBe('/');
  });
});
