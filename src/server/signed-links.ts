import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links in e-mails that act without a sign-in (a newsletter's confirm and unsubscribe links):
 * `<id><code>`, the code an HMAC of the id, the purpose and the row's link version with the
 * server's secret. Nothing secret is stored, a link for one purpose cannot serve another, links
 * of one list cannot serve another (`list`), and raising the version ends the links sent before.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** A UUID's length: the code follows it. */
const ID_LENGTH = 36;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signedLinks(secret: string, list = 'oja newsletter links') {
  const key = createHmac('sha256', secret).update(list).digest();
  const code = (purpose: LinkPurpose, id: string, version: number) =>
    createHmac('sha256', key).update(`${purpose}:${id}:${version}`).digest('base64url');

  return {
    // No dot in it: a path whose last part has one reads as a file's, not a page's.
    token: (purpose: LinkPurpose, id: string, version: number) =>
      `${id}${code(purpose, id, version)}`,
    /** The subscriber a token names, before its code is checked against their version. */
    subscriberOf: (token: string): string | null => {
      const id = token.slice(0, ID_LENGTH);
      return UUID.test(id) ? id : null;
    },
    valid: (token: string, purpose: LinkPurpose, version: number): boolean => {
      const id = token.slice(0, ID_LENGTH);
      const mac = token.slice(ID_LENGTH);
      if (!mac) return false;
      const expected = Buffer.from(code(purpose, id, version));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
