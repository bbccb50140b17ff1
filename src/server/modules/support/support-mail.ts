import type { Mail } from '../../integrations/mail.ts';

/** The words of support's e-mails: the acknowledgement of a request, and each answer to it. */

type Addressed = { to: string; name: string; reference: string; subject: string; link: string };

const HOURS = 'Monday to Saturday, 8am–8pm WAT';
const firstWord = (name: string) => name.trim().split(/\s+/)[0] || name;

export function acknowledgement(m: Addressed & { message: string }): Mail {
  return {
    to: m.to,
    subject: `We received your request ${m.reference}`,
    text: [
      `Hello ${firstWord(m.name)},`,
      '',
      `Thank you for contacting Oja support. Your reference number is ${m.reference}.`,
      `We answer every request, usually within one working day (${HOURS}).`,
      '',
      `Your request: ${m.subject}`,
      '',
      m.message,
      '',
      'Follow the conversation and reply here:',
      m.link,
      '',
      '— Oja support',
    ].join('\n'),
  };
}

export function answer(m: Addressed & { reply: string }): Mail {
  return {
    to: m.to,
    subject: `Re: ${m.subject} [${m.reference}]`,
    text: [
      `Hello ${firstWord(m.name)},`,
      '',
      m.reply,
      '',
      'Read the whole conversation or reply here:',
      m.link,
      '',
      `— Oja support (reference ${m.reference})`,
    ].join('\n'),
  };
}
