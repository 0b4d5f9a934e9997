import { createRoot } from 'react-dom/client';
import { setToken } from './api/client.ts';
import { signIn } from './api/session.ts';
import { App } from './app.tsx';
import { I18nProvider } from './i18n/intl.tsx';
import { SignedOut } from './pages/signed-out.tsx';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const token = await signIn();
if (token) setToken(token);
root.render(<I18nProvider>{token ? <App /> : <SignedOut />}</I18nProvider>);
