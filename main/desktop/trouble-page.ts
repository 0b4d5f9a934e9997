// The page the window shows when its own page keeps crashing (page-care.ts): a data: URL in the
// system's language, with no script and a policy that allows none, saying what happened, where the
// log is, and a link back to the app.
import type { Language, Say } from './words.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function troublePage(
  say: Say,
  language: Language,
  { crashes, log, appUrl }: { crashes: number; log: string; appUrl: string },
): string {
  const title = escapeHtml(say('pageGoneTitle'));
  const count = new Intl.NumberFormat(language).format(crashes);
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(say('pageGoneText', { count }))}</p>
<p>${escapeHtml(say('seeLog', { log }))}</p>
<p><a href="${escapeHtml(appUrl)}">${escapeHtml(say('tryAgain'))}</a></p>
</main>
</body>
</html>
`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
