import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Evaluate React and the app in two shorter tasks rather than one long one.
import './yieldToMain';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with their HTML in place: hydrate them instead of rendering anew.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
