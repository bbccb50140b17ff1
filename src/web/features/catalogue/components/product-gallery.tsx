import { Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { MAX_IMAGE_SIDE } from '#shared/media.ts';
import type { Product } from '#shared/schemas/products.ts';
import { usePictures } from '#web/lib/data-saver.ts';

/** A product's pictures: the chosen one large, and a row of thumbnails to choose from. */
export function ProductGallery({ product }: { product: Product }) {
  const pictures = usePictures();
  const [photo, setPhoto] = useState(0);
  return (
    <Stack gap="sm">
      {product.photos.length > 0 ? (
        // The page's largest picture: fetched first, in the size the screen needs, in a
        // square frame that holds its place while it arrives.
        <Image
          src={pictures.whole(product.photos[photo]!)}
          srcSet={pictures.srcSet(product.photos[photo]!)}
          sizes="(min-width: 992px) 560px, 100vw"
          width={MAX_IMAGE_SIDE}
          height={MAX_IMAGE_SIDE}
          fetchPriority="high"
          alt={product.name}
          radius="md"
          fit="contain"
          style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
          bg="gray.1"
        />
      ) : null}
      {product.photos.length > 1 && (
        <Group gap="xs">
          {product.photos.map((p, i) => (
            <Image
              key={p}
              src={pictures.thumb(p)}
              alt={`Photo ${i + 1} of ${product.name}`}
              w={64}
              h={64}
              radius="sm"
              style={{
                cursor: 'pointer',
                outline: i === photo ? '2px solid var(--mantine-color-navy-8)' : 'none',
              }}
              onClick={() => setPhoto(i)}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
