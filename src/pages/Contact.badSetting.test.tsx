import { renderApp } from '@/testing/renderApp';
import { routes } from '@/routes';

// Before anything loads src/config.ts: the value it reads is fixed when it first loads.
vi.stubEnv('VITE_CONTACT_API_URL', 'api');

describe('Contact with a VITE_CONTACT_API_URL the app refuses', () => {
  it('says so in the console on opening the page, naming the setting and the value', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(routes.contact.path);

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('contact form'),
        expect.objectContaining({
          message: expect.stringMatching(/^VITE_CONTACT_API_URL must be .*, not "api"\.$/),
        }),
      ),
    );
  });
});
