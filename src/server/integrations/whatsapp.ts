import type { Messenger, TextMessage } from './messenger.ts';

/** How Oja reaches the WhatsApp Business Cloud API (config.ts reads them from WHATSAPP_*). */
export type WhatsAppSettings = {
  /** `https://graph.facebook.com`, or a stand-in in tests. */
  apiUrl: string;
  /** The Graph API version in the path, `v21.0`. */
  apiVersion: string;
  /** The sending number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string;
  accessToken: string;
  /** The language the templates were approved in (`en`). */
  language: string;
  timeoutMs: number;
};

export class WhatsAppError extends Error {
  readonly status: number | null;
  /** The Graph API's numeric error code, when it sent one (190: the token expired). */
  readonly code: number | null;
  constructor(message: string, status: number | null = null, code: number | null = null) {
    super(message);
    this.name = 'WhatsAppError';
    this.status = status;
    this.code = code;
  }
}

/**
 * WhatsApp refuses template values with line breaks, tabs or runs of spaces, and a body longer
 * than 1024 characters: each value becomes one line of readable length.
 */
const MAX_PARAM_LENGTH = 500;
export function templateValue(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_PARAM_LENGTH ? `${line.slice(0, MAX_PARAM_LENGTH - 1)}…` : line;
}

/** The recipient as the API wants it: the international number's digits, without `+`. */
function recipient(to: string): string {
  const digits = to.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) throw new WhatsAppError('Not a phone number');
  return digits;
}

/** The request body of one message: a template, or free text (only inside a 24-hour reply window). */
export function messageBody(m: TextMessage, language: string) {
  const to = recipient(m.to);
  if (!m.template) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { body: m.text, preview_url: false },
    };
  }
  const text = (value: string) => ({ type: 'text', text: templateValue(value) });
  const components: object[] = [];
  if (m.template.params.length > 0)
    components.push({ type: 'body', parameters: m.template.params.map(text) });
  if (m.template.copyCode)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [text(m.template.copyCode)],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: m.template.name, language: { code: language }, components },
  };
}

type GraphAnswer = {
  messages?: { id?: string }[];
  error?: { message?: string; type?: string; code?: number };
};

/**
 * The WhatsApp Business Cloud API (`POST /{version}/{phone-number-id}/messages`). A refusal, a
 * timeout or an unreachable API rejects with a WhatsAppError naming what went wrong; the access
 * token never appears in it.
 */
export function createWhatsAppMessenger(
  settings: WhatsAppSettings,
  { fetch = globalThis.fetch }: { fetch?: typeof globalThis.fetch } = {},
): Messenger & { sendMessage: (m: TextMessage) => Promise<{ messageId: string }> } {
  const url = `${settings.apiUrl.replace(/\/$/, '')}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  async function sendMessage(m: TextMessage): Promise<{ messageId: string }> {
    if (m.channel !== 'whatsapp') throw new WhatsAppError(`Cannot send ${m.channel} by WhatsApp`);
    const body = JSON.stringify(messageBody(m, settings.language));
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new WhatsAppError(
        timedOut
          ? `WhatsApp did not answer within ${settings.timeoutMs} ms`
          : `WhatsApp could not be reached: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    let answer: GraphAnswer = {};
    try {
      answer = (await res.json()) as GraphAnswer;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (!res.ok) {
      const why = answer.error?.message ?? res.statusText ?? 'no reason given';
      throw new WhatsAppError(
        `WhatsApp refused the message (${res.status}): ${why}`,
        res.status,
        answer.error?.code ?? null,
      );
    }
    const messageId = answer.messages?.[0]?.id;
    if (!messageId) throw new WhatsAppError('WhatsApp answered without a message id', res.status);
    return { messageId };
  }

  return {
    sendMessage,
    send: async (m) => {
      await sendMessage(m);
    },
  };
}
