import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { Message, OrderCard, ProductCard } from '#shared/schemas/messages.ts';
import { ORDER_STATUS_WORDS } from './order-status.ts';
import classes from './inbox.module.css';
import { usePictures } from '#web/lib/data-saver.ts';

/** A product a message points at: its photo, name and price; tapping opens its page. */
function ProductAttachment({ product }: { product: ProductCard }) {
  const body = (
    <>
      {product.photo ? (
        <img src={product.photo} alt="" className={classes.cardThumb} loading="lazy" />
      ) : (
        <span className={classes.cardThumb} aria-hidden="true" />
      )}
      <span style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {product.name}
        </Text>
        <Text size="xs" c="gray.7">
          {product.price !== null ? formatNaira(product.price) : 'No longer for sale'}
        </Text>
      </span>
    </>
  );
  return product.available ? (
    <Link to={`/product/${product._id}`} className={classes.card}>
      {body}
    </Link>
  ) : (
    <div className={classes.card}>{body}</div>
  );
}

/** An order a message points at: its number, total and status; tapping opens it. */
function OrderAttachment({ order, to }: { order: OrderCard; to: string }) {
  return (
    <Link to={to} className={classes.card}>
      <span style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          Order {order.number}
        </Text>
        <Text size="xs" c="gray.7">
          {formatNaira(order.total)} · {ORDER_STATUS_WORDS[order.status]}
        </Text>
      </span>
    </Link>
  );
}

/** One message: mine on the right, theirs on the left, with its photos and cards. */
export function MessageBubble({
  message: m,
  orderPath,
  now,
}: {
  message: Message;
  /** Where an order card leads for this viewer. */
  orderPath: (orderId: string) => string;
  now: number;
}) {
  const pictures = usePictures();
  return (
    <div className={classes.row} data-mine={m.mine || undefined}>
      <div className={classes.bubble}>
        {m.product && <ProductAttachment product={m.product} />}
        {m.order && <OrderAttachment order={m.order} to={orderPath(m.order._id)} />}
        {m.photos.length > 0 && (
          <div className={classes.photos} data-single={m.photos.length === 1 || undefined}>
            {m.photos.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img
                  src={pictures.thumb(url)}
                  alt={`Photo ${i + 1}${m.mine ? ' you sent' : ''}`}
                  className={classes.photo}
                  loading="lazy"
                />
              </a>
            ))}
          </div>
        )}
        {m.text && <div className={classes.text}>{m.text}</div>}
        <div className={classes.meta}>
          <time dateTime={m.createdAt} title={formatDate(m.createdAt, 'dateTime')}>
            {formatRelativeDate(m.createdAt, new Date(now))}
          </time>
          {m.mine && m.seen ? ' · Seen' : ''}
        </div>
      </div>
    </div>
  );
}
