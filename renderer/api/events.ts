// The management API's change events, read with fetch() because EventSource cannot send the token.
// One stream for the whole app; views subscribe and refetch what an event names. The stream reconnects
// by itself, and tells subscribers when it is (re)connected so they refetch what they may have missed.
import type { ApiEvent } from '../../shared/api/events.ts';
import { authHeaders } from './client.ts';

type Listener = (event: ApiEvent | { type: 'connected' }) => void;

const listeners = new Set<Listener>();
let started = false;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    void run();
  }
  return () => listeners.delete(listener);
}

const emit = (event: Parameters<Listener>[0]) => {
  for (const l of listeners) l(event);
};

async function run(): Promise<never> {
  for (;;) {
    try {
      const res = await fetch('/api/events', { headers: authHeaders() });
      if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
      emit({ type: 'connected' });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of frame.split('\n'))
            if (line.startsWith('data: ')) emit(JSON.parse(line.slice(6)) as ApiEvent);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // The server restarted or the machine slept: try again shortly.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
