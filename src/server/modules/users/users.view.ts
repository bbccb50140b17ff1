import { ACCOUNT_TYPES } from '#shared/constants.ts';
import { PLANS } from '#shared/plans.ts';
import type { Me } from '#shared/schemas/users.ts';
import type { Profile } from './profile.repo.ts';

/** The signed-in user as the API sends it, with the account they act as. */
export function meView({ user, addresses, businesses, follows, likes, plan, staff }: Profile): Me {
  const active = businesses.find((b) => b._id === user.activeBusinessId) ?? null;
  return {
    _id: user.id,
    role: user.role,
    staff,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      phoneCode: user.phoneCode,
      phoneNumber: user.phoneNumber,
      phoneVerified: user.phoneVerifiedAt !== null,
      handle: user.handle,
      bio: user.bio,
      avatar: user.avatarUrl,
      referralCode: user.referralCode,
      country: 'NG',
    },
    businesses,
    addresses,
    defaultAddress: addresses.find((a) => a.isDefault) ?? null,
    hasPost: user.hasPost,
    subscription: { name: PLANS[plan].name, plan },
    activeAccount: active
      ? { type: ACCOUNT_TYPES.BUSINESS, username: active.handle, businessId: active._id }
      : { type: ACCOUNT_TYPES.PERSONAL, username: user.handle, businessId: null },
    paymentChargeMode: user.paymentChargeMode,
    follows,
    likes,
    vouchers: [],
    createdAt: user.createdAt.toISOString(),
  };
}
