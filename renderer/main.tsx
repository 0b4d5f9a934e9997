// The window's first module, small so that it runs while the rest of the app's code is still
// arriving (vite.config.ts names that code in the page, to be fetched with it): it signs in and asks
// the server for what the first page shows (api/early.ts), then starts the app.
import { authHeaders, setToken } from './api/client.ts';
import { askEarly } from './api/early.ts';
import { signIn } from './api/session.ts';

const token = await signIn();
if (token) {
  setToken(token);
  askEarly(window.location.hash, authHeaders());
}
const { startApp } = await import('./start.tsx');
startApp(token !== undefined);
