import { describe, expect, it } from 'vitest';
import {
  conversationPath,
  messageBodySchema,
  messagePreview,
  startConversationBodySchema,
} from './messages.ts';

const id = '0192f3a1-7c4e-7aa0-9b1c-00000abc12f3';

describe('a message in one line', () => {
  it('keeps short words, folds lines and cuts long ones at 140 characters', () => {
    expect(messagePreview({ text: 'Is it\n\nstill   available?', photos: [] })).toBe(
      'Is it still available?',
    );
    const cut = messagePreview({ text: 'Abeg '.repeat(50), photos: [] });
    expect(cut).toHaveLength(140);
    expect(cut.endsWith('…')).toBe(true);
    expect(messagePreview({ text: '', photos: ['/uploads/a.webp'] })).toBe('Sent a photo');
    expect(messagePreview({ text: '', photos: ['/uploads/a.webp', '/uploads/b.webp'] })).toBe(
      'Sent 2 photos',
    );
  });

  it('links each side to where it reads the conversation', () => {
    expect(conversationPath('SHOPPER', 'c1', 'b1')).toBe('/shopper/chat/c1');
    expect(conversationPath('BUSINESS', 'c1', 'b1')).toBe('/vendor/b1/inbox/c1');
  });
});

describe('message bodies', () => {
  it('trims words and asks for words or a photo, and for one attachment at most', () => {
    expect(messageBodySchema.parse({ text: '  Hello  ' })).toEqual({ text: 'Hello', photos: [] });
    expect(messageBodySchema.parse({ photos: ['/uploads/a.webp'] }).text).toBe('');
    expect(messageBodySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(messageBodySchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
    expect(messageBodySchema.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true);
    expect(
      messageBodySchema.safeParse({ text: 'Hi', photos: Array(5).fill('/uploads/a.webp') }).success,
    ).toBe(false);
    expect(messageBodySchema.safeParse({ text: 'Hi', productId: id, orderId: id }).success).toBe(
      false,
    );
    expect(startConversationBodySchema.safeParse({ text: 'Hi' }).success).toBe(false);
    expect(startConversationBodySchema.parse({ businessId: id, text: 'Hi' })).toMatchObject({
      businessId: id,
      text: 'Hi',
    });
  });
});
