import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A load that resolves only when the test says, and counts its calls. */
function controlledLoad<P>(component: ComponentType<P>) {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<P>>((resolve, reject) => {
        pending.push({ resolve: () => resolve(component), reject });
      }),
  );
  return { load, pending };
}

describe('lazyPage', () => {
  it('renders the page directly once preloaded, without suspending', async () => {
    const Page = lazyPage('src/Greeting.tsx', [], () => Promise.resolve(Greeting));
    await Page.preload();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Sam" />
      </Suspense>,
    );
    // Queried at once: no fallback came first.
    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends before its code has arrived, then shows the page', async () => {
    const { load, pending } = controlledLoad(Greeting);
    const Page = lazyPage('src/Greeting.tsx', [], load);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => pending[0]?.resolve());
    expect(await screen.findByText('Hello, Sam')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads its code once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage('src/Greeting.tsx', [], load);

    const first = Page.preload();
    expect(Page.preload()).toBe(first);
    expect(await first).toBe(Greeting);
    render(
      <Suspense>
        <Page name="Sam" />
        <Page name="Alex" />
      </Suspense>,
    );
    await Page.preload();

    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load, when preloaded and when rendered', async () => {
    const { load, pending } = controlledLoad(Greeting);
    const Page = lazyPage('src/Greeting.tsx', [], load);

    const failed = Page.preload();
    pending[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Sam" />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]?.resolve());
    expect(await screen.findByText('Hello, Sam')).toBeInTheDocument();
  });

  it('hands over to the browser when its code cannot be fetched as it renders, and stays suspended', async () => {
    const whenLoadFails = vi.fn();
    const Page = lazyPage<{ name: string }>(
      'src/Greeting.tsx',
      [],
      () => Promise.reject(new Error('offline')),
      whenLoadFails,
    );

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Sam" />
      </Suspense>,
    );
    await waitFor(() => expect(whenLoadFails).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('keeps a page that suspended, and its state, when it renders again after loading', async () => {
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      const [mount] = useState(() => ++mounts);
      return (
        <p>
          {label} {mount}
        </p>
      );
    }
    const Page = lazyPage('src/Counter.tsx', [], () => Promise.resolve(Counter));
    // A transition waits for code that arrives at once and carries on with the page that asked.
    const { rerender } = render(<></>);
    await act(async () =>
      startTransition(() =>
        rerender(
          <Suspense>
            <Page label="Mount" />
          </Suspense>,
        ),
      ),
    );
    expect(await screen.findByText('Mount 1')).toBeInTheDocument();

    rerender(
      <Suspense>
        <Page label="Still mount" />
      </Suspense>,
    );
    expect(screen.getByText('Still mount 1')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
