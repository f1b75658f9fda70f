import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Evaluate React and the app in two shorter tasks rather than one long one.
import './yieldToMain';
import { App } from './App';
import { contentIn } from './languageContent';
import { defaultLanguage, languageOf } from '@/language';
import { resumeOutbox } from '../contact/resumeOutbox';
import { nextTask, whenIdle } from '@/scheduling';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page says its language (the prerenderer wrote it); its words are fetched before hydrating.
const language = languageOf(document.documentElement.lang) ?? defaultLanguage;
const content = await contentIn(language);

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
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// Contact messages that an earlier visit could not deliver are sent again, from any page, once
// the page has been taken over: nothing on screen waits for them.
whenIdle(resumeOutbox);
