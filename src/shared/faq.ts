/**
 * The questions `/faq` answers: shown by its screen, and given to search engines as the page's
 * `FAQPage` structured data, so both always say the same.
 */
export const FAQ = [
  {
    q: 'Do I need an account to shop?',
    a: 'You can browse without one. To order, follow businesses or track deliveries, create a free account with your e-mail and phone number.',
  },
  {
    q: 'How do I pay?',
    a: 'Orders are paid in naira by card through our payment partner. Your payment is held until you confirm you received your order.',
  },
  {
    q: 'Can I return an item?',
    a: 'If the business accepts returns, you can request one from the order page after delivery. The vendor confirms the return and you are refunded.',
  },
  {
    q: 'How do I start selling?',
    a: 'Create an account, then choose “Add Business”. You can add products, set delivery fees per state and share your storefront link.',
  },
  {
    q: 'I forgot my password',
    a: 'Use “Forgot password?” on the login page. We e-mail you a link that works for 30 minutes.',
  },
];

/** The questions as schema.org `FAQPage` data (JSON-LD). */
export const faqStructuredData = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ.map(({ q, a }) => ({
    '@type': 'Question',
    name: q,
    acceptedAnswer: { '@type': 'Answer', text: a },
  })),
});
