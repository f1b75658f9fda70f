import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Evaluate React and the app in two shorter tasks rather than one long one.
import './yieldToMain';
import { App } from './App';
import { preloadPage } from './components/RouteView';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page split from the first load is fetched alongside hydration; until it arrives, React
// leaves its prerendered HTML in place and hydrates the rest.
preloadPage(window.location.pathname).catch(() => {});

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with their HTML in place: hydrate them instead of rendering anew.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
