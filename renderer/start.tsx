// The app itself, started by the window's first module (main.tsx) once it has signed in.
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { I18nProvider, type Shown } from './i18n/intl.tsx';
import { SignedOut } from './pages/signed-out.tsx';
import './styles.css';

export function startApp(signedIn: boolean, shown: Shown): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <I18nProvider initial={shown}>{signedIn ? <App /> : <SignedOut />}</I18nProvider>,
  );
}
