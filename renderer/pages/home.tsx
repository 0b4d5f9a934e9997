// The week and the first start: one chunk of their own (vite.config.ts), which a window opening at a
// list does not load; main.tsx starts loading it beside the app's code when the window opens here.
import { StartPage, useSetup } from './start.tsx';
import { WeekPage } from './week.tsx';

export { WeekPage };

/** The first page: what to set up while something is missing, else the week's hours. */
export function HomePage() {
  const setup = useSetup();
  if (!setup) return null;
  return setup.agency && setup.customer && setup.placement ? <WeekPage /> : <StartPage setup={setup} />;
}
