import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as a browser hands it to Oja, with the private half the stand-in decrypts with. */
export type StandInSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** A push the stand-in took, decrypted as the browser would. */
export type ReceivedPush = {
  endpoint: string;
  notice: { title: string; body: string; url: string; tag?: string };
  ttl: string | undefined;
  /** `vapid t=…, k=…`: the push was signed with Oja's key. */
  authorization: string | undefined;
};

export type PushStandIn = {
  /** Goes in WEB_PUSH_HOSTS: the only push service the server posts to. */
  host: string;
  subscribe(): StandInSubscription;
  received: ReceivedPush[];
  /** Answers every push with this status instead of 201 (404 and 410: the device is gone). */
  failWith: number | null;
  close(): Promise<void>;
};

const b64url = (b: Buffer) => b.toString('base64url');

/**
 * Decrypts an `aes128gcm` Web Push body (RFC 8291 over RFC 8188): proves what the server sent is
 * readable by the browser that subscribed, and nobody else.
 */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as ReceivedPush['notice'];
}

/**
 * A browser push service on loopback, for tests: takes pushes, decrypts them, records them. On
 * `port` when given (the journeys' app is told it before it starts), else on a free one.
 */
export async function startPushStandIn(port = 0): Promise<PushStandIn> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const standIn: Omit<PushStandIn, 'host'> & { host: string } = {
    host: '',
    received: [],
    failWith: null,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return {
        endpoint: `http://${standIn.host}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = req.url?.split('/').pop() ?? '';
      const device = devices.get(id);
      if (standIn.failWith !== null || !device) {
        res.writeHead(device ? standIn.failWith! : 404).end();
        return;
      }
      try {
        standIn.received.push({
          endpoint: `http://${standIn.host}${req.url}`,
          notice: decrypt(Buffer.concat(chunks), device),
          ttl: req.headers.ttl as string | undefined,
          authorization: req.headers.authorization,
        });
        res.writeHead(201).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
