import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/App';

/** Renders the whole app as a visitor who opened `path` sees it. */
export function renderApp(path = '/') {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
