// The management token: from the Electron preload, or from the address `serve` printed (`/?token=`),
// kept for this tab only and taken out of the address bar so it is not bookmarked or shared.
const KEY = 'setu-workbench-token';

export async function signIn(): Promise<string | undefined> {
  if (window.workbench) return window.workbench.managementToken();
  const fromUrl = new URL(window.location.href).searchParams.get('token');
  if (fromUrl) {
    // Once the first page is up: the first write to sessionStorage and the change of address each wait
    // on the browser's own process, ~12 ms together that the first page would otherwise wait for.
    requestIdleCallback(() => keep(fromUrl), { timeout: 1_000 });
    return fromUrl;
  }
  return sessionStorage.getItem(KEY) ?? undefined;
}

/** Keeps the token for a reload of this tab, and takes it out of the address as it is now. */
function keep(token: string): void {
  sessionStorage.setItem(KEY, token);
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
