// Request and response body formats: Content-Type in (415 otherwise), Accept out (406 otherwise).
import type { IncomingMessage } from 'node:http';
import type { BodyFormat } from '../../shared/messages/message-io.ts';
import { HttpError } from './http-error.ts';

const mediaTypes: Record<string, BodyFormat> = {
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

export const contentTypeOf = (format: BodyFormat) =>
  format === 'json' ? 'application/json' : 'application/xml';

/** The request body's format from Content-Type; 415 when absent or neither JSON nor XML. */
export function requestFormat(req: IncomingMessage): BodyFormat {
  const raw = req.headers['content-type'];
  const type = raw?.split(';')[0]?.trim().toLowerCase();
  const format = type ? mediaTypes[type] : undefined;
  if (!format) {
    throw new HttpError(
      415,
      'unsupported-media-type',
      `Content-Type must be application/json or application/xml${raw ? `, not ${raw}` : ''}.`,
    );
  }
  const charset = /charset=([^;]+)/i
    .exec(raw ?? '')?.[1]
    ?.trim()
    .replace(/"/g, '')
    .toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(415, 'unsupported-charset', `Bodies must be UTF-8, not ${charset}.`);
  }
  return format;
}

/**
 * The response format from Accept: the acceptable format with the highest q, the request's own
 * format on a tie (and when there is no Accept header). 406 when neither JSON nor XML is acceptable.
 */
export function responseFormat(req: IncomingMessage, preferred: BodyFormat): BodyFormat {
  const accept = req.headers.accept;
  if (!accept) return preferred;
  const q: Record<BodyFormat, number> = { json: 0, xml: 0 };
  for (const part of accept.split(',')) {
    const [rawType, ...params] = part.split(';');
    const type = rawType?.trim().toLowerCase() ?? '';
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    if (!(weight >= 0)) continue;
    const formats: BodyFormat[] =
      type === '*/*' || type === 'application/*'
        ? ['json', 'xml']
        : mediaTypes[type]
          ? [mediaTypes[type] as BodyFormat]
          : [];
    for (const f of formats) q[f] = Math.max(q[f], weight);
  }
  if (q.json === 0 && q.xml === 0) {
    throw new HttpError(
      406,
      'not-acceptable',
      `Responses are application/json or application/xml; Accept asked for ${accept}.`,
    );
  }
  const other: BodyFormat = preferred === 'json' ? 'xml' : 'json';
  return q[preferred] >= q[other] ? preferred : other;
}
