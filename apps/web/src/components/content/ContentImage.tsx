import type { ContentImage as Image } from '@acsc/shared';

/**
 * An image of the content API with its intrinsic size (no layout shift), its responsive variants and
 * a text alternative: the editor's alt when given, else the caller's (usually the item's title).
 */
export function ContentImage({
  image,
  alt,
  sizes,
  eager = false,
  className,
}: {
  image: Image;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt || alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
