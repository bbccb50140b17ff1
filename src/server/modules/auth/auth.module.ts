import { defineModule, type Deps } from '../../module.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { createDeviceCookies } from './device-cookies.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule = defineModule<{ auth: AuthService }>()({
  name: 'auth',
  services: {
    auth: (
      d: Deps<{
        users: UsersService;
        sessions: SessionsService;
        verification: VerificationService;
      }>,
    ) =>
      createAuthService({
        config: d.config,
        users: d.users,
        sessions: d.sessions,
        verification: d.verification,
        attempts: d.attempts,
        devices: createDeviceCookies({
          secret: d.config.jwtSecret,
          secure: d.config.appUrl.startsWith('https:'),
        }),
        mailer: d.mail,
      }),
  },
  api: (api, { services, config }) => api.register(authRoutes, { auth: services.auth, config }),
});
