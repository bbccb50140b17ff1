import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startWhatsAppStandIn, type StandIn } from '../testing/whatsapp-stand-in.ts';
import { createMessenger, WHATSAPP_TEMPLATES } from './messenger.ts';
import { createWhatsAppMessenger, WhatsAppError } from './whatsapp.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.accepted.length = 0;
  standIn.requests.length = 0;
  standIn.delayMs = 0;
  standIn.failWith = null;
});

const orderUpdate = {
  channel: 'whatsapp' as const,
  to: '+234 803 123 4567',
  text: 'Order OJ-1234 from Adire Hub\nYour order has been shipped.',
  template: {
    name: WHATSAPP_TEMPLATES.orderUpdate,
    params: [
      'Order OJ-1234 from Adire Hub',
      'Your order OJ-1234\nhas been shipped.',
      'https://oja.ng/shopper/my-order/1',
    ],
  },
};

describe('WhatsApp Business Cloud API messenger', () => {
  it('sends a template message to the number id with the bearer token', async () => {
    const whatsApp = createWhatsAppMessenger(standIn.settings);
    const { messageId } = await whatsApp.sendMessage(orderUpdate);
    expect(messageId).toMatch(/^wamid\./);
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        url: `/v21.0/${standIn.settings.phoneNumberId}/messages`,
        authorization: `Bearer ${standIn.settings.accessToken}`,
      },
    ]);
    expect(standIn.accepted).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '2348031234567',
        type: 'template',
        template: {
          name: 'oja_order_update',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Order OJ-1234 from Adire Hub' },
                // WhatsApp refuses line breaks inside a value: they become spaces.
                { type: 'text', text: 'Your order OJ-1234 has been shipped.' },
                { type: 'text', text: 'https://oja.ng/shopper/my-order/1' },
              ],
            },
          ],
        },
      },
    ]);
  });

  it("fills an authentication template's copy-code button", async () => {
    await createWhatsAppMessenger(standIn.settings).send({
      channel: 'whatsapp',
      to: '+2348031234567',
      text: 'Your Oja verification code is 123456.',
      template: {
        name: WHATSAPP_TEMPLATES.verificationCode,
        params: ['123456'],
        copyCode: '123456',
      },
    });
    const sent = standIn.accepted[0]!;
    expect(sent.type === 'template' && sent.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: '123456' }],
      },
    ]);
  });

  it('sends a message without a template as free text', async () => {
    await createWhatsAppMessenger(standIn.settings).send({
      channel: 'whatsapp',
      to: '+2348031234567',
      text: 'Thanks for your reply',
    });
    expect(standIn.accepted[0]).toMatchObject({
      type: 'text',
      text: { body: 'Thanks for your reply' },
    });
  });

  it("rejects with the API's message when the token is refused, never showing the token", async () => {
    const whatsApp = createWhatsAppMessenger({
      ...standIn.settings,
      accessToken: 'EAAG-an-expired-secret-token',
    });
    const sent = whatsApp.send(orderUpdate);
    await expect(sent).rejects.toThrow(WhatsAppError);
    const err = (await sent.catch((e: unknown) => e)) as WhatsAppError;
    expect(err.message).toBe('WhatsApp refused the message (401): Invalid OAuth access token.');
    expect(err.status).toBe(401);
    expect(err.code).toBe(190);
    expect(err.message).not.toContain('EAAG');
    expect(standIn.accepted).toHaveLength(0);
  });

  it('rejects a body the API would refuse and an outage', async () => {
    const whatsApp = createWhatsAppMessenger(standIn.settings);
    await expect(
      whatsApp.send({ ...orderUpdate, template: { name: 'Bad Name!', params: ['x'] } }),
    ).rejects.toThrow(/\(400\): \(#100\) Invalid parameter: template\.name/);
    standIn.failWith = 503;
    await expect(whatsApp.send(orderUpdate)).rejects.toThrow(
      'WhatsApp refused the message (503): Service temporarily unavailable',
    );
    await expect(whatsApp.send({ ...orderUpdate, to: '12' })).rejects.toThrow('Not a phone number');
    await expect(whatsApp.send({ ...orderUpdate, channel: 'sms' })).rejects.toThrow(
      'Cannot send sms by WhatsApp',
    );
  });

  it('gives up on an API that does not answer in time, or cannot be reached', async () => {
    standIn.delayMs = 500;
    const slow = createWhatsAppMessenger({ ...standIn.settings, timeoutMs: 100 });
    await expect(slow.send(orderUpdate)).rejects.toThrow('WhatsApp did not answer within 100 ms');

    // A port nothing listens on any more.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = createWhatsAppMessenger({
      ...standIn.settings,
      apiUrl: `http://127.0.0.1:${port}`,
    });
    await expect(away.send(orderUpdate)).rejects.toThrow(/^WhatsApp could not be reached/);
  });
});

describe('the messenger the app uses', () => {
  it('keeps everything in the outbox while WhatsApp is not configured', async () => {
    const keep = vi.fn(async () => {});
    const messenger = createMessenger({ outbox: { keep }, whatsApp: undefined });
    await messenger.send(orderUpdate);
    await messenger.send({ channel: 'sms', to: '+2348031234567', text: 'Code 123456' });
    expect(keep.mock.calls).toEqual([
      [
        {
          channel: 'whatsapp',
          recipient: '+234 803 123 4567',
          subject: 'WhatsApp template oja_order_update',
          body: orderUpdate.text,
        },
      ],
      [{ channel: 'sms', recipient: '+2348031234567', body: 'Code 123456' }],
    ]);
    expect(standIn.requests).toHaveLength(0);
  });

  it('sends WhatsApp through the API once configured, and SMS still to the outbox', async () => {
    const keep = vi.fn(async () => {});
    const messenger = createMessenger({ outbox: { keep }, whatsApp: standIn.settings });
    await messenger.send(orderUpdate);
    await messenger.send({ channel: 'sms', to: '+2348031234567', text: 'Code 123456' });
    expect(standIn.accepted).toHaveLength(1);
    expect(keep.mock.calls).toEqual([
      [{ channel: 'sms', recipient: '+2348031234567', body: 'Code 123456' }],
    ]);
  });
});

describe('WhatsApp configuration', () => {
  const base = { NODE_ENV: 'test' as const, JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/oja-cfg' };

  it('is off by default', () => {
    expect(loadConfig(base).whatsApp).toBeUndefined();
  });

  it('reads the token, the number id and the optional URL and version', () => {
    const config = loadConfig({
      ...base,
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
      WHATSAPP_API_URL: 'https://graph.example.test/',
    });
    expect(config.whatsApp).toEqual({
      apiUrl: 'https://graph.example.test',
      apiVersion: 'v21.0',
      phoneNumberId: '109876543210987',
      accessToken: 'EAAG-token',
      language: 'en',
      timeoutMs: 10_000,
    });
  });

  it('refuses half a configuration or a malformed one', () => {
    expect(() => loadConfig({ ...base, WHATSAPP_ACCESS_TOKEN: 'EAAG-token' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '+234803' }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...base, WHATSAPP_API_VERSION: '21' })).toThrow(
      /WHATSAPP_API_VERSION/,
    );
  });
});
