// The window's first module, small so that it runs while the rest of the app's code is still
// arriving (vite.config.ts names that code in the page, to be fetched with it): it signs in and asks
// the server for what the first page shows (api/early.ts) and loads the texts of its language, then
// starts the app.
import { authHeaders, setToken } from './api/client.ts';
import { askEarly } from './api/early.ts';
import { signIn } from './api/session.ts';
import { initialLanguage, localeFor } from './i18n/language.ts';
import { loadTexts } from './i18n/load-texts.ts';
import { loadWeekCode, showsWeek } from './pages/week-code.ts';

const language = initialLanguage();
const texts = loadTexts(language);
const token = await signIn();
if (token) {
  setToken(token);
  askEarly(window.location.hash, authHeaders());
}
// The week's code comes with the app's, when the window opens at it (pages/week-code.ts).
if (showsWeek(window.location.hash)) loadWeekCode().catch(() => {});
const app = import('./start.tsx');
// The first use of Intl for a locale loads ICU's data for it (~35 ms here), which react-intl's start
// would otherwise do once the app's code has arrived: done now, while that code is still on its way.
const locale = localeFor(language);
Intl.NumberFormat.supportedLocalesOf(locale);
Intl.DateTimeFormat.supportedLocalesOf(locale);
const [{ startApp }, loaded] = await Promise.all([app, texts]);
startApp(token !== undefined, { language, texts: loaded });
