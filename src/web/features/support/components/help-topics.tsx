import { QuestionList } from '#web/components/question-list.tsx';

/** Short answers to what people ask most, before they write to us. */
const TOPICS = [
  {
    q: 'When does the vendor get my money?',
    a: 'Your payment is held safely by Oja, not paid to the vendor, until you confirm on the order page that you received your order. If the vendor rejects the order, the money comes back to your Oja wallet.',
  },
  {
    q: 'How do I return an item?',
    a: 'If the shop accepts returns, open the order under My Orders after delivery and choose to return it within the return window shown there. Once the vendor confirms the return, you are refunded to your Oja wallet.',
  },
  {
    q: 'How do I top up or withdraw from my wallet?',
    a: 'Open Wallet, enter an amount (from ₦500) and pay by card: the balance updates as soon as the payment is confirmed. To withdraw, add your bank account under Wallet, confirm it with the code we send you, then withdraw to it; a small bank transfer fee applies.',
  },
  {
    q: 'How are delivery fees worked out?',
    a: 'Each shop sets its own delivery fee for every state it delivers to. You see the fee for your address at checkout, before you pay, and it is added once per shop in your cart.',
  },
  {
    q: 'How do I start selling on Oja?',
    a: 'Log in and choose Add Business. Add your products, set delivery fees per state and share your storefront link. Money from received orders goes to your business balance, which you withdraw to your bank account.',
  },
  {
    q: 'I cannot log in or forgot my password',
    a: 'Use "Forgot password?" on the login page: we e-mail you a link that works for 30 minutes. You can log in with your e-mail, phone number or username. You can change your password any time under My account.',
  },
];

export function HelpTopics() {
  return <QuestionList items={TOPICS} />;
}
