import { defineModule } from '../../module.ts';
import { messagesRoutes } from './messages.routes.ts';

/** The business inbox: shoppers' conversations with businesses, answered by their owners. */
export const messagesModule = defineModule({
  name: 'messages',
  api: (api, { services }) => api.register(messagesRoutes, { messages: services.messages }),
});
