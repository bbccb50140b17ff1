import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';

/** One request Sentry's stand-in received: where it was sent and the exact bytes. */
export type Received = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/** An envelope item: its header line and its payload's bytes. */
export type EnvelopeItem = { header: Record<string, unknown>; payload: Buffer };

/** What the stand-in answers: Sentry's 200, a status with headers, or a dropped connection. */
export type Answer = { status: number; headers?: Record<string, string> } | 'drop';

/**
 * A stand-in for Sentry on a loopback port: the host of a test's DSN. It keeps every request it
 * receives and answers as told (200 `{"id":…}` unless told otherwise).
 */
export async function startSentryReceiver() {
  const received: Received[] = [];
  let answer: Answer = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify({ id: 'f'.repeat(32) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    /** A DSN of this stand-in, for project `projectId`. */
    dsn: (projectId = '42', key = 'publickey') => `http://${key}@127.0.0.1:${port}/${projectId}`,
    answerWith: (next: Answer) => void (answer = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SentryReceiver = Awaited<ReturnType<typeof startSentryReceiver>>;

/**
 * The items of a Sentry envelope: a JSON header line, then for each item a JSON header line and
 * a payload, `length` bytes long when its header says so, else up to the next newline.
 */
export function envelopeItems(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    if (headerEnd === -1) break;
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as Record<
      string,
      unknown
    >;
    const start = headerEnd + 1;
    const length = typeof header.length === 'number' ? header.length : undefined;
    const newline = body.indexOf(0x0a, start);
    const end = length !== undefined ? start + length : newline === -1 ? body.length : newline;
    items.push({ header, payload: body.subarray(start, end) });
    at = end + 1;
  }
  return items;
}

/**
 * A replay recording's text: `{"segment_id":n}` then the rrweb events, compressed (zlib) when
 * the SDK's worker ran, or plain.
 */
export function replayRecordingText(payload: Buffer): string {
  const split = payload.indexOf(0x0a);
  const events = payload.subarray(split + 1);
  try {
    return inflateSync(events).toString('utf8');
  } catch {
    return events.toString('utf8');
  }
}

/** Every item of every envelope received, as text (replay recordings decompressed). */
export function receivedText(received: Received[]): string {
  return received
    .flatMap((r) => envelopeItems(r.body))
    .map((item) =>
      item.header.type === 'replay_recording'
        ? replayRecordingText(item.payload)
        : item.payload.toString('utf8'),
    )
    .join('\n');
}
