import { defineModule, type Deps } from '../../module.ts';
import type { MediaCheck } from '../../media.ts';
import type { LiveService } from '../live/live.service.ts';
import type { OrderQueriesService } from '../orders/order-queries.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import { createMessagesService, type MessagesService } from './messages.service.ts';
import { messagesRoutes } from './messages.routes.ts';

/** The business inbox: shoppers' conversations with businesses, answered by their owners. */
export const messagesModule = defineModule<{ messages: MessagesService }>()({
  name: 'messages',
  services: {
    messages: (
      d: Deps<{
        live: LiveService;
        checkMedia: MediaCheck;
        products: ProductsService;
        orderQueries: OrderQueriesService;
      }>,
    ) =>
      createMessagesService({
        db: d.db,
        events: d.events,
        live: d.live,
        checkMedia: d.checkMedia,
        productOf: (productId, viewerId) => d.products.get(productId, viewerId),
        productCards: (ids) => d.products.cards(ids),
        orderOf: (viewerId, orderId) => d.orderQueries.get(viewerId, orderId),
        limits: d.config.rateLimits,
      }),
  },
  api: (api, { services }) => api.register(messagesRoutes, { messages: services.messages }),
});
