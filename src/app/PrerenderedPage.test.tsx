// A writing page is drawn by the prerenderer alone; the browser must keep that HTML as it
// hydrates, without the page's content in any script, and without React redoing the page.
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { notFound } from '@/routes';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PrerenderedPage } from './PrerenderedPage';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

const path = '/writing/a-post';
const page = (
  <article>
    <h1>A title written by the owner</h1>
    <p>
      A body with <a href="#part">a link</a>.
    </p>
  </article>
);

describe('PrerenderedPage', () => {
  it('wraps the page it is given, marked with its path, for the browser to find', () => {
    const html = renderToString(<PrerenderedPage path="/Writing/A-Post/">{page}</PrerenderedPage>);
    const element = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild;
    expect(element?.getAttribute('data-prerendered')).toBe(path);
    expect(element?.querySelector('h1')?.textContent).toBe('A title written by the owner');
  });

  it('keeps the HTML the page arrived with when it hydrates, reporting no mismatch', () => {
    const serverHtml = renderToString(<PrerenderedPage path={path}>{page}</PrerenderedPage>);
    container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    act(() => {
      root = hydrateRoot(container as HTMLElement, <PrerenderedPage path={path} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });

    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    // The very element the visitor may already be reading, not a copy drawn again.
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('shows the not-found page, and stays, at an address the build wrote no page for', () => {
    const address = '/writing/no-such-post';
    window.history.replaceState(null, '', address);
    render(
      <ThemeProvider theme={theme}>
        <PrerenderedPage path={address} landed />
      </ThemeProvider>,
    );
    // What the host sent for the address, kept: loading it again would only loop (the browser
    // tests watch for that).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFound.title);
  });
});
