import { uniqueViolation } from '../db/errors.ts';
import { hashPassword } from '../passwords.ts';
import type { Services } from '../services.ts';

/** Oja support's demo operator: answers the support desk in the console. */
export const SUPPORT_OPERATOR = {
  role: 'Support',
  firstName: 'Oja',
  lastName: 'Support',
  email: 'support@oja.ng',
  handle: 'oja_support',
  phone: '8030000003',
  referralCode: 'OJAHELPS',
  password: 'oja-support-2026',
};

const byEmail = (services: Services, email: string) =>
  services.users.findByLogin({ text: email, phone: null });

/** The operator's account; none when its username or phone already belongs to someone else. */
async function createOperator(services: Services) {
  try {
    return await services.users.createVerified({
      firstName: SUPPORT_OPERATOR.firstName,
      lastName: SUPPORT_OPERATOR.lastName,
      email: SUPPORT_OPERATOR.email,
      handle: SUPPORT_OPERATOR.handle,
      phoneCode: '+234',
      phoneNumber: SUPPORT_OPERATOR.phone,
      passwordHash: await hashPassword(SUPPORT_OPERATOR.password),
      referralCode: SUPPORT_OPERATOR.referralCode,
      phoneVerifiedAt: new Date(),
      role: 'admin',
    });
  } catch (err) {
    if (uniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * Makes the demo operator when nobody has that account yet, and, while nobody has asked support
 * anything, two requests like real ones: Ada's about one of her orders, already answered, and a
 * visitor's about selling on Oja, waiting for an answer.
 */
export async function seedSupportDesk(services: Services): Promise<void> {
  const operator =
    (await byEmail(services, SUPPORT_OPERATOR.email)) ?? (await createOperator(services));
  if (!operator || (await services.support.anyRequest())) return;

  const ada = await byEmail(services, 'ada@oja.ng');
  if (ada) {
    const [order] = (
      await services.orderQueries.list(ada.id, { orderByCustomerId: ada.id, page: 1, limit: 1 })
    ).results;
    const asked = await services.support.create(ada.id, {
      topic: 'orders',
      subject: 'Delivery date for my order',
      message:
        'Good afternoon. The shop accepted my order but I have not heard when it will be delivered to Victoria Island. Can you help me find out?',
      orderReference: order?._id,
    });
    await services.support.answer(
      operator.id,
      asked._id,
      'Good afternoon Adaeze. We spoke with the shop: your order goes out with their Thursday dispatch and should reach you within two working days. Your payment stays held until you confirm that it arrived.',
    );
  }
  await services.support.create(null, {
    topic: 'selling',
    subject: 'Opening a shop for my fabrics',
    message:
      'I sell adire and aso-oke in Abeokuta. How do I open a shop on Oja, and when do I receive the money for what I sell?',
    name: 'Folake Adebisi',
    email: 'folake.adebisi@example.ng',
  });
}
