import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { WhatsAppSettings } from '../integrations/whatsapp.ts';

/** A template value as the Cloud API accepts it: one line, no tabs, no runs of spaces. */
const value = z
  .string()
  .min(1)
  .refine((s) => !/[\n\t]|\s{5,}/.test(s), 'Param text cannot have new-line/tab characters');
const parameter = z.object({ type: z.literal('text'), text: value }).strict();

const templateMessage = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('template'),
    template: z
      .object({
        name: z.string().regex(/^[a-z0-9_]+$/),
        language: z.object({ code: z.string().min(2) }).strict(),
        components: z
          .array(
            z.union([
              z.object({ type: z.literal('body'), parameters: z.array(parameter).min(1) }).strict(),
              z
                .object({
                  type: z.literal('button'),
                  sub_type: z.literal('url'),
                  index: z.string(),
                  parameters: z.array(parameter).length(1),
                })
                .strict(),
            ]),
          )
          .optional(),
      })
      .strict(),
  })
  .strict();
const textMessage = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('text'),
    text: z.object({ body: z.string().min(1), preview_url: z.boolean().optional() }).strict(),
  })
  .strict();
const messageSchema = z.union([templateMessage, textMessage]);
export type ReceivedMessage = z.infer<typeof messageSchema>;

export type StandIn = {
  settings: WhatsAppSettings;
  /** The messages it accepted, in order. */
  accepted: ReceivedMessage[];
  /** Every request, accepted or not. */
  requests: { method: string; url: string; authorization: string | undefined }[];
  /** The next requests wait this long before answering (a slow API). */
  delayMs: number;
  /** The next requests fail with this status and a Graph API error (an outage). */
  failWith: number | null;
  close: () => Promise<void>;
};

const graphError = (message: string, type: string, code: number) => ({
  error: { message, type, code, fbtrace_id: 'AbCdEfGh123' },
});

/**
 * A stand-in for the WhatsApp Business Cloud API on loopback: it checks the method, the path, the
 * bearer token and the JSON body of each message as the real API would, and answers like it.
 */
export async function startWhatsAppStandIn(
  opts: { token?: string; phoneNumberId?: string; version?: string } = {},
): Promise<StandIn> {
  const token = opts.token ?? 'EAAG-test-token-not-real';
  const phoneNumberId = opts.phoneNumberId ?? '109876543210987';
  const version = opts.version ?? 'v21.0';
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      standIn.requests.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
      });
      setTimeout(() => {
        if (req.method !== 'POST' || req.url !== `/${version}/${phoneNumberId}/messages`) {
          return answer(400, graphError('Unsupported request', 'GraphMethodException', 100));
        }
        if (req.headers.authorization !== `Bearer ${token}`) {
          return answer(401, graphError('Invalid OAuth access token.', 'OAuthException', 190));
        }
        if (!String(req.headers['content-type']).startsWith('application/json')) {
          return answer(400, graphError('(#100) Invalid content type', 'OAuthException', 100));
        }
        if (standIn.failWith) {
          return answer(
            standIn.failWith,
            graphError('Service temporarily unavailable', 'OAuthException', 2),
          );
        }
        let parsed: ReturnType<typeof messageSchema.safeParse>;
        try {
          parsed = messageSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          return answer(400, graphError('(#100) Invalid JSON', 'OAuthException', 100));
        }
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          return answer(
            400,
            graphError(
              `(#100) Invalid parameter: ${issue.path.join('.')} ${issue.message}`,
              'OAuthException',
              100,
            ),
          );
        }
        standIn.accepted.push(parsed.data);
        counter += 1;
        answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }],
          messages: [{ id: `wamid.TEST${String(counter).padStart(6, '0')}` }],
        });
      }, standIn.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: StandIn = {
    settings: {
      apiUrl: `http://127.0.0.1:${port}`,
      apiVersion: version,
      phoneNumberId,
      accessToken: token,
      language: 'en',
      timeoutMs: 2_000,
    },
    accepted: [],
    requests: [],
    delayMs: 0,
    failWith: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
