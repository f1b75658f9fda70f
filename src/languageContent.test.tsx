import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { vi } from 'vitest';
import { defaultParts } from '@/content/defaultTexts';
import type { PageParts } from '@/content/siteContent';
import { defaultLanguage, type Language } from '@/language';
import { defaultContent } from '@/content/siteContent';
import { contentStore, readContent, shellElementOf, takePageShell } from './languageContent';

const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
const { heroVideo } = defaultParts;
const frenchVideo = { ...heroVideo, description: `[fr] ${heroVideo.description}` };

/** A load that resolves or fails only when the test says, and counts its calls. */
function controlledLoad(value: PageParts['heroVideo']) {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: PageParts['heroVideo'] }>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ default: value }), reject });
      }),
  );
  return { load, pending };
}

/** A store of two languages whose hero videos load as `en` and `fr` say. */
function storeOf(en: () => Promise<unknown>, fr: () => Promise<unknown>, whenLoadFails = vi.fn()) {
  const loaders = { en: { heroVideo: en }, fr: { heroVideo: fr } } as unknown as Parameters<
    typeof contentStore
  >[0];
  return contentStore(loaders, whenLoadFails);
}

function Description({ read }: { read: () => Promise<PageParts['heroVideo']> }) {
  return <p>{use(read()).description}</p>;
}

describe('the content loaded in the browser', () => {
  it('reads a piece already loaded at once, with no suspending', async () => {
    const store = storeOf(
      () => Promise.resolve({ default: heroVideo }),
      () => Promise.resolve({ default: frenchVideo }),
    );
    const loaded = await store.load(french, 'heroVideo');
    expect(loaded).toBe(frenchVideo);
    // Marked as React's use() reads a settled promise: it returns the value without waiting.
    expect(store.read(french, 'heroVideo')).toMatchObject({
      status: 'fulfilled',
      value: frenchVideo,
    });

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Description read={() => store.read(french, 'heroVideo')} />
      </Suspense>,
    );
    // Queried at once: no fallback came first.
    expect(screen.getByText(frenchVideo.description)).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends a render before its piece has arrived, then shows it', async () => {
    const { load, pending } = controlledLoad(frenchVideo);
    const store = storeOf(() => Promise.resolve({ default: heroVideo }), load);

    // A render that suspends on a promise waits inside an awaited act, as in the browser's tasks.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Description read={() => store.read(french, 'heroVideo')} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => pending[0]?.resolve());
    expect(await screen.findByText(frenchVideo.description)).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("fetches each piece once, in the language asked for alone, and a language it lacks in the default's", async () => {
    const en = vi.fn(() => Promise.resolve({ default: heroVideo }));
    const fr = vi.fn(() => Promise.resolve({ default: frenchVideo }));
    const store = storeOf(en, fr);

    const first = store.load(french, 'heroVideo');
    expect(store.load(french, 'heroVideo')).toBe(first);
    await first;
    expect(await store.read(french, 'heroVideo')).toBe(frenchVideo);
    expect(fr).toHaveBeenCalledOnce();
    expect(en).not.toHaveBeenCalled();

    const madeUp: Language = { code: 'xx', name: 'Made up', dir: 'ltr', prefix: '/xx' };
    expect(await store.load(madeUp, 'heroVideo')).toBe(heroVideo);
    expect(await store.load(defaultLanguage, 'heroVideo')).toBe(heroVideo);
    expect(en).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load, without loading the address anew for a preload', async () => {
    const { load, pending } = controlledLoad(frenchVideo);
    const whenLoadFails = vi.fn();
    const store = storeOf(() => Promise.resolve({ default: heroVideo }), load, whenLoadFails);

    const failed = store.load(french, 'heroVideo');
    pending[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(whenLoadFails).not.toHaveBeenCalled();

    const again = store.load(french, 'heroVideo');
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]?.resolve();
    expect(await again).toBe(frenchVideo);
  });

  it('loads the address anew when a render needs a piece that cannot be fetched, and stays suspended', async () => {
    const whenLoadFails = vi.fn();
    const store = storeOf(
      () => Promise.resolve({ default: heroVideo }),
      () => Promise.reject(new Error('offline')),
      whenLoadFails,
    );

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Description read={() => store.read(french, 'heroVideo')} />
      </Suspense>,
    );
    await waitFor(() => expect(whenLoadFails).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('keeps a piece the page carried as loaded, read at once, with nothing fetched', () => {
    const fr = vi.fn(() => Promise.resolve({ default: frenchVideo }));
    const store = storeOf(() => Promise.resolve({ default: heroVideo }), fr);
    store.provide(french, 'heroVideo', frenchVideo);
    expect(store.read(french, 'heroVideo')).toMatchObject({
      status: 'fulfilled',
      value: frenchVideo,
    });
    expect(fr).not.toHaveBeenCalled();
  });
});

describe("a prerendered page's shell", () => {
  afterEach(() => document.getElementById('page-content')?.remove());

  it('is data in the page that no text of its own can end, read back as it was', () => {
    const withMarkup = {
      ...defaultContent,
      ui: { ...defaultContent.ui, skipLink: '</script><script>alert(1)</script> & $&' },
    };
    const page = new DOMParser().parseFromString(
      `<body>${shellElementOf(withMarkup)}</body>`,
      'text/html',
    );
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(
      JSON.parse(JSON.stringify(withMarkup)),
    );
  });

  it("becomes its language's shell, loaded, as the app starts", () => {
    document.body.insertAdjacentHTML('beforeend', shellElementOf(defaultContent));
    const carried = takePageShell(defaultLanguage);
    expect(carried).toEqual(JSON.parse(JSON.stringify(defaultContent)));
    expect(readContent(defaultLanguage, 'shell')).toMatchObject({
      status: 'fulfilled',
      value: carried,
    });
  });

  it('is none in a page without it, whose shell then comes from its chunk', () => {
    expect(takePageShell(defaultLanguage)).toBeUndefined();
  });
});
