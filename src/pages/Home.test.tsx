import { screen, waitFor, within } from '@testing-library/react';
import { ownerLinkList } from '@/components/OwnerLinks/ownerLinkList';
import { profile } from '@/content/profile';
import { ui } from '@/content/ui';
import { routes } from '@/routes';
import { pageHeading } from '@/testing/pageHeading';
import { renderApp } from '@/testing/renderApp';

const video = () => document.querySelector('video') as HTMLVideoElement;

describe('Home', () => {
  it('carries the home anchor on the hero', () => {
    renderApp('/');
    expect(document.getElementById('home')).toContainElement(video());
  });

  it('greets, names the job title and leads to the projects', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: profile.greeting })).toBeInTheDocument();
    expect(screen.getByText(profile.jobTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ui.home.viewWork })).toHaveAttribute(
      'href',
      routes.projects.path,
    );
  });

  it('offers the owner links in a row under the button to my work', () => {
    renderApp('/');
    const hero = document.getElementById('home') as HTMLElement;
    const row = within(hero).getByRole('list', { name: ui.ownerLinks.name });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ownerLinkList(profile.links).map((link) => link.href));
    const button = screen.getByRole('link', { name: ui.home.viewWork });
    expect(button.compareDocumentPosition(row)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('navigates to the projects page client-side from the button to my work', async () => {
    const { user } = renderApp('/');
    const before = video();
    await user.click(screen.getByRole('link', { name: ui.home.viewWork }));
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading('projects') }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(routes.projects.path);
    expect(before.isConnected).toBe(false);
  });

  it('plays a looping, muted background video with a poster and two sources', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderApp('/');
    const element = video();
    expect(element).toHaveAttribute('loop');
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute('playsinline');
    expect(element.getAttribute('poster')).toMatch(/\.(webp|jpg)$/);
    expect(
      [...element.querySelectorAll('source')].map((source) => source.getAttribute('type')),
    ).toEqual(['video/webm', 'video/mp4']);
    await waitFor(() => expect(element.autoplay).toBe(true));
    expect(play).toHaveBeenCalled();
  });

  it('shows the native controls once the video plays, not while it loads', async () => {
    renderApp('/');
    const element = video();
    await waitFor(() => expect(element.autoplay).toBe(true));
    // Loading, the controls would draw their loading ring through the hero's card.
    expect(element).not.toHaveAttribute('controls');

    element.dispatchEvent(new Event('playing'));
    expect(element).toHaveAttribute('controls');
  });

  it('shows the controls when the browser refuses to play, once nothing is loading', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('refused'));
    const networkState = vi
      .spyOn(HTMLMediaElement.prototype, 'networkState', 'get')
      .mockReturnValue(HTMLMediaElement.NETWORK_LOADING);
    renderApp('/');
    const element = video();
    await waitFor(() => expect(element.autoplay).toBe(true));
    expect(element).not.toHaveAttribute('controls');

    networkState.mockReturnValue(HTMLMediaElement.NETWORK_IDLE);
    element.dispatchEvent(new Event('suspend'));
    expect(element).toHaveAttribute('controls');
  });

  it('says the browser is not supported inside the video for browsers without video', () => {
    renderApp('/');
    expect(video().textContent?.trim()).toBe(ui.home.videoUnsupported);
  });
});
