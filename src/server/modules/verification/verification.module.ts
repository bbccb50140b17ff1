import { defineModule, type Deps } from '../../module.ts';
import { createVerificationService } from './verification.service.ts';

/** One-time codes and links (e-mail, phone, bank-account changes); used by other modules' routes. */
export const verificationModule = defineModule()({
  name: 'verification',
  services: {
    verification: (d: Deps) =>
      createVerificationService({ db: d.db, attempts: d.attempts, limits: d.config.codeSends }),
  },
});
