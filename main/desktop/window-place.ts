// Where the window opens: where it was last (desktop.json), as long as that is still on a screen
// (a laptop taken off its second monitor must not open the window out of sight).
import type { WindowPlace } from './desktop-settings.ts';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MIN_VISIBLE = 100;

/** The saved place when enough of its title bar lies on one of the screens' work areas. */
export function placeOnScreen(saved: WindowPlace | undefined, workAreas: Area[]): WindowPlace | undefined {
  if (!saved) return undefined;
  const onScreen = workAreas.some((a) => {
    const left = Math.max(saved.x, a.x);
    const right = Math.min(saved.x + saved.width, a.x + a.width);
    return right - left >= MIN_VISIBLE && saved.y >= a.y && saved.y < a.y + a.height - MIN_VISIBLE / 2;
  });
  return onScreen ? saved : undefined;
}
