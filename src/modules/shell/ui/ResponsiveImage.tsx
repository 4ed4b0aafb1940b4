import { IMAGE_POLICIES, sizesOf, srcSetOf, type ImagePolicyName } from './imagePolicies';

interface Props {
  src: string;
  policy: ImagePolicyName;
  /** Empty for decorative images (the text next to them names the thing). */
  alt?: string;
  className?: string;
  /** Images above the fold load eagerly; everything else waits until it is near the viewport. */
  priority?: boolean;
}

/**
 * An image under a docs/behaviour.md §9 size policy: srcset and sizes for the browser's choice, and explicit width
 * and height (the phone size, mobile first) so its box is reserved before it loads: no layout shift.
 * The rendered size per breakpoint comes from site.css (.img-policy--{policy}), not from an inline
 * style, which the content security policy would block.
 */
export function ResponsiveImage({ src, policy, alt = '', className, priority }: Props) {
  const sizes = IMAGE_POLICIES[policy];
  const [width, height] = sizes.phone;
  return (
    <img
      src={src}
      srcSet={srcSetOf(src, sizes)}
      sizes={sizesOf(sizes)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={`img-policy img-policy--${policy}${className ? ` ${className}` : ''}`}
    />
  );
}
