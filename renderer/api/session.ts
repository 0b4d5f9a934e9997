// The management token: from the Electron preload, or from the address `serve` printed (`/?token=`),
// kept for this tab only and taken out of the address bar so it is not bookmarked or shared.
const KEY = 'setu-workbench-token';

export async function signIn(): Promise<string | undefined> {
  if (window.workbench) return window.workbench.managementToken();
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(KEY, fromUrl);
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(KEY) ?? undefined;
}
