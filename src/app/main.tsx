import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Evaluate React and the app in two shorter tasks rather than one long one.
import './yieldToMain';
import { App } from './App';
import { loadContent, takePageShell } from '@/languageContent';
import { pageModuleAt, preloadPage } from './RouteView';
import { routerPath } from './routerPath';
import { defaultLanguage, languageOf } from '@/language';
import { resumeOutbox } from '../contact/resumeOutbox';
import { nextTask, whenIdle } from '@/scheduling';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Not awaited at the top level: a page's chunk imports the app's chunk, this module's, so it runs
// only once this module has finished evaluating; awaiting it here would wait forever.
void start(container);

async function start(root: HTMLElement) {
  // The page says its language (the prerenderer wrote it), and carries its shell's words. The
  // code and words of the page the visitor landed on are fetched before hydrating, which then
  // never waits for a chunk.
  const language = languageOf(document.documentElement.lang) ?? defaultLanguage;
  const page = pageModuleAt(routerPath(window.location.pathname, language));
  const [content] = await Promise.all([
    takePageShell(language) ?? loadContent(language, 'shell'),
    page && preloadPage(page, language),
  ]);

  const app = (
    <StrictMode>
      <App language={language} content={content} />
    </StrictMode>
  );

  // Hydration starts in a task of its own, not at the end of evaluating the app's modules.
  await nextTask();

  // Prerendered pages arrive with their HTML in place: hydrate them instead of rendering anew.
  // As a transition, hydration yields to the browser every few milliseconds instead of running
  // as one long task; the page is already visible, so nothing waits for it.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);

  // Contact messages that an earlier visit could not deliver are sent again, from any page,
  // once the page has been taken over: nothing on screen waits for them.
  whenIdle(resumeOutbox);
}
