import { describe, expect, it } from 'vitest';
import { suggestionGroups } from './suggesting-search-field.tsx';

describe('suggestion groups', () => {
  it('leads each kind to its page and leaves out empty kinds', () => {
    const groups = suggestionGroups({
      products: [
        {
          _id: '0b5c1c36-6c1f-4a57-9a55-2f6f0c0f0a01',
          name: 'Android smartphone',
          unitPrice: 280000,
          photo: null,
          businessName: 'Ikeja Gadget Hub',
          businessHandle: 'ikeja-gadget-hub',
        },
      ],
      businesses: [{ _id: 'b1', name: 'Ikeja Gadget Hub', handle: 'ikeja-gadget-hub', logo: null }],
      creators: [],
      categories: [{ _id: 'c1', name: 'Phones & Gadgets', slug: 'phones-gadgets' }],
    });
    expect(groups.map((g) => g.label)).toEqual(['Products', 'Stores', 'Categories']);
    expect(groups.flatMap((g) => g.options.map((o) => [o.label, o.detail, o.href]))).toEqual([
      [
        'Android smartphone',
        '₦280,000 · Ikeja Gadget Hub',
        '/product/0b5c1c36-6c1f-4a57-9a55-2f6f0c0f0a01',
      ],
      ['Ikeja Gadget Hub', '@ikeja-gadget-hub', '/store/ikeja-gadget-hub'],
      ['Phones & Gadgets', 'Category', '/explore?category=c1'],
    ]);
  });
});
