// The management token: from the Electron preload, or from the address `serve` printed (`/?token=`),
// kept for this tab only and taken out of the address bar so it is not bookmarked or shared.
const KEY = 'setu-workbench-token';

export async function signIn(): Promise<string | undefined> {
  if (window.workbench) return window.workbench.managementToken();
  const fromUrl = new URL(window.location.href).searchParams.get('token');
  if (fromUrl) {
    // Kept at once: the tab may go to an address without it before the page is up.
    sessionStorage.setItem(KEY, fromUrl);
    // Taken out of the address once the first page is up: a change of address waits on the browser's
    // own process, ~5 ms the first page would otherwise wait for.
    requestIdleCallback(clearAddress, { timeout: 1_000 });
    return fromUrl;
  }
  return sessionStorage.getItem(KEY) ?? undefined;
}

/** The address as it is now (the page may have moved on), without the token. */
function clearAddress(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
