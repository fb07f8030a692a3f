import type { heroSourcesOf } from '@fixwell/common/admin/site-images';

import './site-images.css';

type HeroSources = NonNullable<ReturnType<typeof heroSourcesOf>>;

/**
 * A page's hero image: WebP at 640, 1024 and 1600 wide for the browser to choose from, a JPEG
 * for the rest, its size given so nothing moves while it loads. It is usually the page's largest
 * paint, so it is fetched first (`fetchpriority="high"`) and never lazily.
 */
export function HeroPicture({ image, className }: { image: HeroSources; className?: string }) {
  return (
    <picture className={className ? `hero-picture ${className}` : 'hero-picture'}>
      <source
        type="image/webp"
        srcSet={image.webpSrcSet}
        sizes="(min-width: 75rem) 72rem, calc(100vw - 2rem)"
      />
      <img
        className="hero-picture__image"
        src={image.fallback}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        loading="eager"
      />
    </picture>
  );
}
