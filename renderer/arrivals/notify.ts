// A notification outside the window: the desktop shell's own where its bridge offers one, else the
// browser's Notification API once the user allowed it (Settings). Nothing is shown while the clerk is
// looking at the window: the badge and the status bar say it there.

export type Permission = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationPermission(): Permission {
  if (window.workbench?.notify) return 'granted';
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

export async function askPermission(): Promise<Permission> {
  if (window.workbench?.notify || !('Notification' in window)) return notificationPermission();
  return Notification.requestPermission();
}

export function notify(title: string, body: string): void {
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  if (window.workbench?.notify) {
    void window.workbench.notify({ title, body });
    return;
  }
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const note = new Notification(title, { body, lang: document.documentElement.lang });
  note.onclick = () => {
    window.focus();
    note.close();
  };
}
